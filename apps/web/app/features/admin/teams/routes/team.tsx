/**
 * Back office: one team. Edit its settings; activate, or deactivate after a confirmation (its boats leave
 * the public pages); set the plan by hand (free, paid, custom); grant or withdraw the verified seller badge;
 * member count and boats per status; the subscription panel (features/billing: status, events, invoices, a
 * trial or a customised price, each with a reason).
 */
import { ZAdminTeam } from "@keel/contracts/admin";
import { AuditLogLink } from "#app/features/admin/audit/components/audit-log-link.tsx";
import { TeamTabs } from "#app/features/admin/components/detail-tabs.tsx";
import { StatusBadge, VerifiedBadge } from "#app/features/admin/components/status-badge.tsx";
import {
  TeamPlanCard,
  TeamStatusCard,
  TeamVerifiedCard,
} from "#app/features/admin/teams/components/team-admin-cards.tsx";
import {
  TEAM_SETTINGS_FIELDS,
  TeamSettingsForm,
} from "#app/features/admin/teams/components/team-settings-form.tsx";
import {
  findAdminTeamBilling,
  isAdminBillingIntent,
  submitAdminBilling,
} from "#app/features/billing/index.server.ts";
import { AdminSubscriptionPanel } from "#app/features/billing/index.ts";
import { formatCountry } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
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
import type { Route } from "./+types/team";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const api = adminApi(context, request);
  const [t, team, billing] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`teams/${id}`, { schema: ZAdminTeam })),
    findAdminTeamBilling(api, id),
  ]);
  return { meta: { title: t("admin.team.metaTitle", { name: team.name }), noIndex: true }, team, billing };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const id = parseIdParam(params.id);
  const { form, intent, api, options } = await readAdminForm({ request, context, url });
  const patch = (body: Record<string, unknown>, values?: Record<string, string>) =>
    submitChange(() => api(`teams/${id}`, { method: "PATCH", body, schema: ZChangeResult }), {
      ...options,
      values,
    });
  if (isAdminBillingIntent(intent)) return submitAdminBilling(intent, form, api, id, options);
  switch (intent) {
    case "save": {
      const values = formValues(form, TEAM_SETTINGS_FIELDS);
      return patch(values, values);
    }
    case "status": {
      const status = form.get("status") === "inactive" ? "inactive" : "active";
      if (status === "inactive" && !isConfirmed(form)) return needsConfirmation(form);
      return patch({ status });
    }
    case "plan":
      return patch({
        planCode: String(form.get("planCode") ?? ""),
        planReason: String(form.get("planReason") ?? "").trim() || undefined,
      });
    case "verified":
      return patch({ isVerified: form.get("isVerified") === "true" });
    default:
      return unknownIntent();
  }
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { team, billing } = loaderData;
  const confirm = confirmOf(actionData);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={team.name}
        description={formatCountry(team.country, locale)}
        back={{ to: localizePath("/admin/teams", locale), label: t("admin.teams.backToList") }}
        badges={
          <>
            <StatusBadge status={team.status} />
            {team.isVerified ? <VerifiedBadge /> : null}
          </>
        }
        actions={<AuditLogLink entityType="team" entityId={team.id} label={t("admin.audit.forThisTeam")} />}
      />
      <TeamTabs teamId={team.id} memberCount={team.memberCount} />
      {confirm?.intent === "status" ? (
        <ConfirmStep
          title={t("admin.team.deactivateTitle", { name: team.name })}
          description={t("admin.team.deactivateBody")}
          confirmLabel={t("admin.team.deactivate")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <TeamSettingsForm team={team} failure={failureOf(actionData, "save")} />
        <div className="flex flex-col gap-6">
          <TeamStatusCard team={team} failure={failureOf(actionData, "status")} />
          <TeamPlanCard team={team} failure={failureOf(actionData, "plan")} />
          <TeamVerifiedCard team={team} failure={failureOf(actionData, "verified")} />
        </div>
      </div>
      {billing ? (
        <AdminSubscriptionPanel
          billing={billing}
          trialFailure={failureOf(actionData, "trial")}
          customFailure={failureOf(actionData, "customPlan")}
        />
      ) : null}
    </div>
  );
}
