import type { TeamRole } from "@keel/contracts/auth";
import { Form } from "react-router";
import { assignableRoles, canRemoveMember } from "#app/features/teams/team-roles.ts";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Avatar } from "#app/ui/avatar.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Select } from "#app/ui/select.tsx";

export interface MemberRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  role: TeamRole;
  joinedAt: string;
}

interface MembersTableProps {
  members: MemberRow[];
  teamName: string;
  myId: number;
  myRole: TeamRole;
}

/**
 * The team's members. Those the viewer may manage get a role select (saved with its own button, so browsing
 * the options with the keyboard changes nothing) and a remove button; the viewer's own row offers "leave".
 */
export function MembersTable({ members, teamName, myId, myRole }: MembersTableProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t("members.table.caption", { team: teamName })}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.table.member")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.table.role")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("members.table.joined")}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t("members.table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
            const isSelf = member.userId === myId;
            const roles = assignableRoles(myRole, member.role);
            const roleForm = `role-${member.userId}`;
            const removeForm = `remove-${member.userId}`;
            return (
              <tr key={member.userId}>
                <td className="py-3 pr-4">
                  <div className="flex items-center gap-3">
                    <Avatar
                      url={member.avatarUrl}
                      firstName={member.firstName}
                      lastName={member.lastName}
                      email={member.email}
                    />
                    <div className="flex min-w-0 flex-col">
                      <span className="font-medium">
                        {name}
                        {isSelf ? <span className="text-muted-foreground"> ({t("members.you")})</span> : null}
                      </span>
                      <span className="truncate text-muted-foreground">{member.email}</span>
                    </div>
                  </div>
                </td>
                <td className="py-3 pr-4">
                  {roles.length > 0 ? (
                    <Form id={roleForm} method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="userId" value={member.userId} />
                      <label htmlFor={`${roleForm}-select`} className="sr-only">
                        {t("members.roleOf", { name })}
                      </label>
                      <div className="w-40">
                        <Select
                          id={`${roleForm}-select`}
                          name="role"
                          defaultValue={member.role}
                          key={member.role}
                          className="h-9"
                        >
                          {roles.map((role) => (
                            <option key={role} value={role}>
                              {t(`team.role.${role}`)}
                            </option>
                          ))}
                        </Select>
                      </div>
                      <Button type="submit" variant="outline" size="sm">
                        {t("members.saveRole")}
                        <span className="sr-only"> ({name})</span>
                      </Button>
                    </Form>
                  ) : (
                    <Badge variant={member.role === "owner" ? "primary" : "secondary"}>
                      {t(`team.role.${member.role}`)}
                    </Badge>
                  )}
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={member.joinedAt}>{formatDate(member.joinedAt, locale)}</time>
                </td>
                <td className="py-3 text-right">
                  {canRemoveMember(myRole, member.role, isSelf) ? (
                    <Form id={removeForm} method="post">
                      <input type="hidden" name="userId" value={member.userId} />
                      <ConfirmSubmit
                        form={removeForm}
                        value={isSelf ? "leave" : "remove"}
                        variant="outline"
                        size="sm"
                        title={
                          isSelf
                            ? t("members.leave.title", { team: teamName })
                            : t("members.remove.title", { name })
                        }
                        description={
                          isSelf
                            ? t("members.leave.description")
                            : t("members.remove.description", { team: teamName })
                        }
                        confirmLabel={isSelf ? t("members.leave.confirm") : t("members.remove.confirm")}
                        cancelLabel={t("settings.cancel")}
                      >
                        {isSelf ? (
                          <Icon name="log-out" aria-hidden="true" />
                        ) : (
                          <Icon name="user-minus" aria-hidden="true" />
                        )}
                        {isSelf ? t("members.leave.button") : t("members.remove.button")}
                        {isSelf ? null : <span className="sr-only"> ({name})</span>}
                      </ConfirmSubmit>
                    </Form>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
