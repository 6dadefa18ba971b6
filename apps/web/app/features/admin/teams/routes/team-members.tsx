/**
 * Back office: a team's members. Roles can be changed, members removed (after the product's confirmation:
 * 'Are you sure you want to delete this?' / 'This action is irreversible'), and an existing user added by
 * e-mail with a role.
 */
import { ZAdminMembershipList, ZAdminTeam } from "@keel/contracts/admin";
import { MEMBERSHIPS_LIST } from "#app/features/admin/admin-lists.ts";
import { membershipAction } from "#app/features/admin/admin-memberships.server.ts";
import { TeamTabs } from "#app/features/admin/components/detail-tabs.tsx";
import { MembershipsSection } from "#app/features/admin/components/membership-table.tsx";
import { StatusBadge, VerifiedBadge } from "#app/features/admin/components/status-badge.tsx";
import { AddMemberForm } from "#app/features/admin/teams/components/add-member-form.tsx";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { failureOf } from "#app/ui/form/action-result.ts";
import { adminApi, loadOr404, parseIdParam, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { parseListQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
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
