import type { TAdminUser } from "@keel/contracts/admin";
import { Form } from "react-router";
import { formatDateTime } from "#app/features/admin/admin-format.ts";
import { StatusBadge } from "#app/features/admin/components/status-badge.tsx";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

type AccountUser = Pick<
  TAdminUser,
  "firstName" | "lastName" | "email" | "status" | "sessionCount" | "lastLoginAt" | "createdAt" | "groups"
>;

/** Status (activate, or deactivate after a confirmation) and the account's sign-in facts. */
export function UserAccountCard({ user, failure }: { user: AccountUser; failure?: ActionFailure }) {
  const t = useT();
  const locale = useLocale();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const isActive = user.status === "active";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.user.accountTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("admin.user.status")}</dt>
          <dd>
            <StatusBadge status={user.status} />
          </dd>
          <dt className="text-muted-foreground">{t("admin.user.sessions")}</dt>
          <dd className="tabular-nums">{t("admin.user.sessionCount", { count: user.sessionCount })}</dd>
          <dt className="text-muted-foreground">{t("admin.user.lastLogin")}</dt>
          <dd>
            {user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t("admin.users.neverLoggedIn")}
          </dd>
          <dt className="text-muted-foreground">{t("admin.user.createdAt")}</dt>
          <dd>{formatDateTime(user.createdAt, locale)}</dd>
        </dl>
        <FormAlert message={failure?.error.message} />
        <Form method="post" id="user-status" preventScrollReset className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={isActive ? "inactive" : "active"} />
          {isActive ? (
            <ConfirmSubmit
              form="user-status"
              size="md"
              title={t("admin.user.deactivateTitle", { name })}
              description={t("admin.user.deactivateBody")}
              confirmLabel={t("admin.user.deactivate")}
            >
              {t("admin.user.deactivate")}
            </ConfirmSubmit>
          ) : (
            <Button type="submit">{t("admin.user.activate")}</Button>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * "Sign in as this user": a plain post, answered with a full page load of the user's dashboard. Offered only
 * where the API allows it (not for administrators, not for inactive accounts), with the reason otherwise.
 */
export function ImpersonateCard({
  user,
  isAdminUser,
  failure,
}: {
  user: AccountUser;
  /** Member of the admin group (computed on the server: the contracts' helpers stay out of the browser). */
  isAdminUser: boolean;
  failure?: ActionFailure;
}) {
  const t = useT();
  const reason = isAdminUser
    ? t("admin.impersonation.notForAdmins")
    : user.status !== "active"
      ? t("admin.impersonation.notForInactive")
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.impersonation.title")}</CardTitle>
        <CardDescription>{t("admin.impersonation.body")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormAlert message={failure?.error.message} />
        {reason ? (
          <p className="text-sm text-muted-foreground">{reason}</p>
        ) : (
          // reloadDocument: the dashboard is loaded from scratch with the user's session.
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="impersonate" />
            <Button type="submit" variant="secondary">
              {t("admin.impersonation.start")}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
