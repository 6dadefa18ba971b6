/**
 * Back office: a team's members. Roles can be changed, members removed (after the spec's confirmation:
 * 'Are you sure you want to delete this?' / 'This action is irreversible'), and an existing user added by
 * e-mail with a role.
 */
import { ZAdminMembershipList, ZAdminTeam } from "@keel/contracts/admin";
import { AddMemberForm } from "../../../components/admin/add-member-form.tsx";
import { ConfirmStep } from "../../../components/admin/confirm-submit.tsx";
import { DetailTabs } from "../../../components/admin/detail-tabs.tsx";
import { EmptyState } from "../../../components/admin/empty-state.tsx";
import { Pagination } from "../../../components/admin/list-controls.tsx";
import { MembershipTable } from "../../../components/admin/membership-table.tsx";
import { PageHeader } from "../../../components/admin/page-header.tsx";
import { StatusBadge, VerifiedBadge } from "../../../components/admin/status-badge.tsx";
import { confirmOf, failureOf } from "../../../lib/admin-action.ts";
import { adminApi, loadOr404, parseIdParam, redirectToCanonical } from "../../../lib/admin-api.server.ts";
import { parseListQuery } from "../../../lib/admin-list-query.ts";
import { MEMBERSHIPS_LIST } from "../../../lib/admin-lists.ts";
import { membershipAction } from "../../../lib/admin-memberships.server.ts";
import { getTranslator } from "../../../lib/i18n.server.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { localizePath } from "../../../lib/locale.ts";
import { pageMeta } from "../../../lib/route-meta.ts";
import { useApiMessageToast } from "../../../lib/use-api-message-toast.ts";
import type { Route } from "./+types/team-members";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const query = parseListQuery(MEMBERSHIPS_LIST, url.searchParams);
  redirectToCanonical(url, MEMBERSHIPS_LIST, query);
  const api = adminApi(context, request);
  const [t, team, members] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`teams/${id}`, { schema: ZAdminTeam })),
    loadOr404(
      api(`teams/${id}/members`, {
        query: { page: query.page, pageSize: query.pageSize },
        schema: ZAdminMembershipList,
      }),
    ),
  ]);
  return {
    meta: { title: t("admin.teamMembers.metaTitle", { name: team.name }), noIndex: true },
    team: {
      id: team.id,
      name: team.name,
      status: team.status,
      isVerified: team.isVerified,
      memberCount: team.memberCount,
    },
    query,
    members,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  return membershipAction({ request, context, url, id: parseIdParam(params.id), side: "team" });
}

export default function AdminTeamMembers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { team, query, members } = loaderData;
  const base = `/admin/teams/${team.id}`;
  const confirm = confirmOf(actionData);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={team.name}
        back={{ to: localizePath("/admin/teams", locale), label: t("admin.teams.backToList") }}
        badges={
          <>
            <StatusBadge status={team.status} />
            {team.isVerified ? <VerifiedBadge /> : null}
          </>
        }
      />
      <DetailTabs
        label={t("admin.team.tabsLabel")}
        tabs={[
          { to: localizePath(base, locale), label: t("admin.team.tabSettings") },
          {
            to: localizePath(`${base}/members`, locale),
            label: t("admin.team.tabMembers", { count: team.memberCount }),
          },
        ]}
      />
      {confirm?.intent === "remove" ? (
        <ConfirmStep
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("admin.memberships.remove")}
          fields={confirm.confirm.fields}
        />
      ) : null}
      <section aria-labelledby="members-title" className="flex flex-col gap-3">
        <h2 id="members-title">{t("admin.teamMembers.title")}</h2>
        {members.items.length === 0 ? (
          <EmptyState isFiltered={false} />
        ) : (
          <MembershipTable
            side="team"
            memberships={members.items}
            label={t("admin.teamMembers.tableLabel", { name: team.name })}
            failure={failureOf(actionData, "role") ?? failureOf(actionData, "remove")}
          />
        )}
        <Pagination spec={MEMBERSHIPS_LIST} query={query} total={members.total} />
      </section>
      <AddMemberForm
        teamName={team.name}
        resetKey={team.memberCount}
        failure={failureOf(actionData, "add")}
      />
    </div>
  );
}
