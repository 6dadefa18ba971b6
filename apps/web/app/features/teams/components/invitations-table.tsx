import type { TeamRole } from "@keel/contracts/auth";
import { Form } from "react-router";
import { hasRole } from "#app/features/teams/team-roles.ts";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

export interface InvitationRow {
  id: string;
  email: string;
  role: TeamRole;
  status: "pending" | "accepted" | "revoked" | "expired";
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

const STATUS_BADGE: Record<InvitationRow["status"], BadgeProps["variant"]> = {
  pending: "warning",
  accepted: "success",
  revoked: "secondary",
  expired: "destructive",
};

/**
 * The team's invitations with their status. Admins, and whoever sent an invitation, may send it again
 * (pending or expired) or withdraw it (pending); the API decides in the end.
 */
export function InvitationsTable({
  invitations,
  myRole,
  myName,
}: {
  invitations: InvitationRow[];
  myRole: TeamRole;
  myName: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (invitations.length === 0)
    return <p className="text-sm text-muted-foreground">{t("members.invitations.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t("members.invitations.title")}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.invitations.email")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.table.role")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.invitations.statusColumn")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.invitations.invitedBy")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.invitations.expires")}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t("members.table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invitations.map((invitation) => {
            const canManage = hasRole(myRole, "admin") || invitation.invitedBy === myName;
            const canResend =
              canManage && (invitation.status === "pending" || invitation.status === "expired");
            const canRevoke = canManage && invitation.status === "pending";
            return (
              <tr key={invitation.id}>
                <td className="py-3 pr-4 font-medium break-all">{invitation.email}</td>
                <td className="py-3 pr-4">{t(`team.role.${invitation.role}`)}</td>
                <td className="py-3 pr-4">
                  <Badge variant={STATUS_BADGE[invitation.status]}>
                    {t(`members.invitations.status.${invitation.status}`)}
                  </Badge>
                </td>
                <td className="py-3 pr-4">{invitation.invitedBy ?? "—"}</td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt, locale)}</time>
                </td>
                <td className="py-3">
                  <div className="flex justify-end gap-2">
                    {canResend ? (
                      <Form method="post">
                        <input type="hidden" name="invitationId" value={invitation.id} />
                        <Button type="submit" name="intent" value="resend" variant="outline" size="sm">
                          <Icon name="rotate-cw" aria-hidden="true" />
                          {t("members.invitations.resend")}
                          <span className="sr-only"> ({invitation.email})</span>
                        </Button>
                      </Form>
                    ) : null}
                    {canRevoke ? (
                      <Form method="post">
                        <input type="hidden" name="invitationId" value={invitation.id} />
                        <Button type="submit" name="intent" value="revoke" variant="ghost" size="sm">
                          <Icon name="x" aria-hidden="true" />
                          {t("members.invitations.revoke")}
                          <span className="sr-only"> ({invitation.email})</span>
                        </Button>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
