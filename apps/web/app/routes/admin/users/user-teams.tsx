/**
 * Back office: a user's teams. Roles can be changed, memberships removed (after the product's confirmation) and
 * the user added to a team found with a search (a GET form, so the search is in the URL too).
 */
import { ZAdminMembershipList, ZAdminTeamList, ZAdminUser } from "@keel/contracts/admin";
import { UserTabs } from "../../../components/admin/detail-tabs.tsx";
import { MembershipsSection } from "../../../components/admin/membership-table.tsx";
import { PageHeader } from "../../../components/admin/page-header.tsx";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { TeamPicker } from "../../../components/admin/team-picker.tsx";
import { failureOf } from "../../../lib/admin-action.ts";
import { adminApi, loadOr404, parseIdParam, redirectToCanonical } from "../../../lib/admin-api.server.ts";
import { parseListQuery, textRule } from "../../../lib/admin-list-query.ts";
import { MEMBERSHIPS_LIST } from "../../../lib/admin-lists.ts";
import { membershipAction } from "../../../lib/admin-memberships.server.ts";
import { getTranslator } from "../../../lib/i18n.server.ts";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { localizePath } from "../../../lib/locale.ts";
import { pageMeta } from "../../../lib/route-meta.ts";
import { useApiMessageToast } from "../../../lib/use-api-message-toast.ts";
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
