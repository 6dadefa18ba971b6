/**
 * Back office: a team's members. Roles can be changed, members removed (after the product's confirmation:
 * 'Are you sure you want to delete this?' / 'This action is irreversible'), and an existing user added by
 * e-mail with a role.
 */
import { ZAdminMembershipList, ZAdminTeam } from "@keel/contracts/admin";
import { AddMemberForm } from "../../../components/admin/add-member-form.tsx";
import { TeamTabs } from "../../../components/admin/detail-tabs.tsx";
import { MembershipsSection } from "../../../components/admin/membership-table.tsx";
import { PageHeader } from "../../../components/admin/page-header.tsx";
import { StatusBadge, VerifiedBadge } from "../../../components/admin/status-badge.tsx";
import { failureOf } from "../../../lib/admin-action.ts";
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
      <TeamTabs teamId={team.id} memberCount={team.memberCount} />
      <MembershipsSection
        side="team"
        titleId="members-title"
        title={t("admin.teamMembers.title")}
        tableLabel={t("admin.teamMembers.tableLabel", { name: team.name })}
        memberships={members}
        spec={MEMBERSHIPS_LIST}
        query={query}
        actionData={actionData}
      />
      <AddMemberForm
        teamName={team.name}
        resetKey={team.memberCount}
        failure={failureOf(actionData, "add")}
      />
    </div>
  );
}
