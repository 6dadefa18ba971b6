/**
 * Back office: a user's teams. Roles can be changed, memberships removed (after the product's confirmation) and
 * the user added to a team found with a search (a GET form, so the search is in the URL too).
 */
import { ZAdminMembershipList, ZAdminTeamList, ZAdminUser } from "@keel/contracts/admin";
import { MEMBERSHIPS_LIST } from "#app/features/admin/admin-lists.ts";
import { membershipAction } from "#app/features/admin/admin-memberships.server.ts";
import { UserTabs } from "#app/features/admin/components/detail-tabs.tsx";
import { MembershipsSection } from "#app/features/admin/components/membership-table.tsx";
import { StatusBadge } from "#app/features/admin/components/status-badge.tsx";
import { TeamPicker } from "#app/features/admin/users/components/team-picker.tsx";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { failureOf } from "#app/ui/form/action-result.ts";
import { adminApi, loadOr404, parseIdParam, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { parseListQuery, textRule } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/user-teams";

/** The memberships' pages plus the team search of the "add to a team" form. */
const USER_TEAMS_PAGE = { ...MEMBERSHIPS_LIST, filters: { teamQ: textRule() } };
const PICKER_SIZE = 12;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const id = parseIdParam(params.id);
  const query = parseListQuery(USER_TEAMS_PAGE, url.searchParams);
  redirectToCanonical(url, USER_TEAMS_PAGE, query);
  const { teamQ } = query.filters;
  const api = adminApi(context, request);
  const [t, user, memberships, found] = await Promise.all([
    getTranslator(context),
    loadOr404(api(`users/${id}`, { schema: ZAdminUser })),
    loadOr404(
      api(`users/${id}/teams`, {
        query: { page: query.page, pageSize: query.pageSize },
        schema: ZAdminMembershipList,
      }),
    ),
    teamQ
      ? api("teams", { query: { q: teamQ, pageSize: PICKER_SIZE, sort: "name" }, schema: ZAdminTeamList })
      : null,
  ]);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const memberOf = new Set([...user.teams, ...memberships.items].map((m) => m.team.id));
  return {
    meta: { title: t("admin.userTeams.metaTitle", { name }), noIndex: true },
    user: { id: user.id, name, email: user.email, status: user.status },
    query,
    memberships,
    picker: found && {
      total: found.total,
      teams: found.items.map((team) => ({ ...team, isMember: memberOf.has(team.id) })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  return membershipAction({ request, context, url, id: parseIdParam(params.id), side: "user" });
}

export default function AdminUserTeams({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  useApiMessageToast(actionData);
  const { user, query, memberships, picker } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={user.name}
        description={user.email}
        back={{ to: localizePath("/admin/users", locale), label: t("admin.users.backToList") }}
        badges={<StatusBadge status={user.status} />}
      />
      <UserTabs userId={user.id} />
      <MembershipsSection
        side="user"
        titleId="memberships-title"
        title={t("admin.userTeams.title")}
        tableLabel={t("admin.userTeams.tableLabel", { name: user.name })}
        memberships={memberships}
        spec={USER_TEAMS_PAGE}
        query={query}
        actionData={actionData}
      />
      <TeamPicker
        userName={user.name}
        search={query.filters.teamQ}
        keep={{
          page: query.page > 1 ? String(query.page) : undefined,
          pageSize: query.pageSize !== USER_TEAMS_PAGE.defaultPageSize ? String(query.pageSize) : undefined,
        }}
        result={picker}
        failure={failureOf(actionData, "add")}
      />
    </div>
  );
}
