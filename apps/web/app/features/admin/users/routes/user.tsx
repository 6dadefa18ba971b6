/**
 * Back office: one user. Edit names, e-mail and language; activate, or deactivate after a confirmation (the
 * user is signed out everywhere and can no longer log in); grant or remove groups (admin); sessions and
 * last login; "Sign in as this user" (impersonation, see lib/impersonation.server.ts).
 */

import { isAdmin } from "@keel/contracts/account-codes";
import { ZAdminGroupList, ZAdminUser } from "@keel/contracts/admin";
import { AuditLogLink } from "#app/features/admin/audit/components/audit-log-link.tsx";
import { UserTabs } from "#app/features/admin/components/detail-tabs.tsx";
import { StatusBadge } from "#app/features/admin/components/status-badge.tsx";
import { ImpersonateCard, UserAccountCard } from "#app/features/admin/users/components/user-account-card.tsx";
import { UserGroupsCard } from "#app/features/admin/users/components/user-groups-card.tsx";
import { UserProfileForm } from "#app/features/admin/users/components/user-profile-form.tsx";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { startImpersonation } from "#app/lib/impersonation.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { Badge } from "#app/ui/badge.tsx";
import { confirmOf, failureOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep } from "#app/ui/form/confirm-submit.tsx";
import {
  adminApi,
  formValues,
  isConfirmed,
  loadOr404,
  needsConfirmation,
  parseIdParam,
  readAdminForm,
  submitChange,
  unknownIntent,
  ZChangeResult,
} from "#app/ui/form/submit.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/user";

const PROFILE_FIELDS = ["firstName", "lastName", "email", "language"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const api = adminApi(context, request);
  const [t, user, groups] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`users/${id}`, { schema: ZAdminUser })),
    api("groups", { schema: ZAdminGroupList }),
  ]);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return {
    meta: { title: t("admin.user.metaTitle", { name }), noIndex: true },
    user,
    isAdminUser: isAdmin(user),
    allGroups: groups.items,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const id = parseIdParam(params.id);
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  switch (intent) {
    case "save": {
      const values = formValues(form, PROFILE_FIELDS);
      return submitChange(
        () => api(`users/${id}`, { method: "PATCH", body: values, schema: ZChangeResult }),
        { ...options, values },
      );
    }
    case "status": {
      const status = form.get("status") === "inactive" ? "inactive" : "active";
      if (status === "inactive" && !isConfirmed(form)) return needsConfirmation(form);
      return submitChange(
        () => api(`users/${id}`, { method: "PATCH", body: { status }, schema: ZChangeResult }),
        options,
      );
    }
    case "group-grant":
    case "group-remove": {
      const code = encodeURIComponent(String(form.get("code") ?? ""));
      const method = intent === "group-grant" ? "PUT" : "DELETE";
      return submitChange(
        () => api(`users/${id}/groups/${code}`, { method, schema: ZChangeResult }),
        options,
      );
    }
    case "impersonate":
      return submitChange(() => startImpersonation(context, request, id, url.pathname), options);
    default:
      return unknownIntent();
  }
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { user, allGroups, isAdminUser } = loaderData;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const confirm = confirmOf(actionData);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={name}
        description={user.email}
        back={{ to: localizePath("/admin/users", locale), label: t("admin.users.backToList") }}
        badges={
          <>
            <StatusBadge status={user.status} />
            {isAdminUser ? <Badge variant="primary">{t("admin.user.adminBadge")}</Badge> : null}
          </>
        }
        actions={<AuditLogLink entityType="user" entityId={user.id} label={t("admin.audit.forThisUser")} />}
      />
      <UserTabs userId={user.id} />
      {confirm?.intent === "status" ? (
        <ConfirmStep
          title={t("admin.user.deactivateTitle", { name })}
          description={t("admin.user.deactivateBody")}
          confirmLabel={t("admin.user.deactivate")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <UserProfileForm user={user} failure={failureOf(actionData, "save")} />
          <UserGroupsCard
            name={name}
            groups={user.groups}
            allGroups={allGroups}
            failure={failureOf(actionData, "group-grant") ?? failureOf(actionData, "group-remove")}
          />
        </div>
        <div className="flex flex-col gap-6">
          <UserAccountCard user={user} failure={failureOf(actionData, "status")} />
          <ImpersonateCard
            user={user}
            isAdminUser={isAdminUser}
            failure={failureOf(actionData, "impersonate")}
          />
        </div>
      </div>
    </div>
  );
}
