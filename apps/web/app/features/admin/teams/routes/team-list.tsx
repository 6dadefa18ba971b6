/** Back office: teams, searchable and filterable (status, plan, verified, country), sortable, paginated. */

import { PLAN_CODES } from "@keel/contracts/account-codes";
import { ZAdminTeamList } from "@keel/contracts/admin";
import { COUNTRIES } from "@keel/contracts/countries";
import { TEAMS_LIST } from "#app/features/admin/admin-lists.ts";
import { StatusBadge, VerifiedBadge } from "#app/features/admin/components/status-badge.tsx";
import { StatusFilter } from "#app/features/admin/components/status-filter.tsx";
import { formatCountry, formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Pagination, PlainHeader, SortHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/team-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(TEAMS_LIST, url.searchParams);
  redirectToCanonical(url, TEAMS_LIST, query);
  const [t, list] = await Promise.all([
    getTranslator(context),
    adminApi(context, request)("teams", { query: toApiQuery(query), schema: ZAdminTeamList }),
  ]);
  return { meta: { title: t("admin.teams.metaTitle"), noIndex: true }, query, list };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminTeams({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, list } = loaderData;
  const isFiltered = hasActiveFilters(query);
  const clearHref = localizePath("/admin/teams", locale);
  const countries = COUNTRIES.map((code) => ({ value: code, label: formatCountry(code, locale) })).sort(
    (a, b) => collator(locale).compare(a.label, b.label),
  );
  const header = (key: string, column: string) => (
    <SortHeader label={t(key)} column={column} spec={TEAMS_LIST} query={query} />
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.teams.title")} description={t("admin.teams.description")} />
      <ListFilters
        label={t("admin.teams.searchLabel")}
        search={{ value: query.filters.q, label: t("admin.teams.searchField") }}
        keep={{ sort: query.sort === TEAMS_LIST.defaultSort ? undefined : query.sort }}
        pageSize={{ value: query.pageSize, options: TEAMS_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={clearHref}
      >
        <StatusFilter value={query.filters.status} />
        <FilterSelect
          id="filter-plan"
          name="plan"
          label={t("admin.filter.plan")}
          value={query.filters.plan}
          anyLabel={t("admin.filter.anyPlan")}
          options={PLAN_CODES.map((value) => ({ value, label: t(`admin.plan.${value}`) }))}
        />
        <FilterSelect
          id="filter-verified"
          name="verified"
          label={t("admin.filter.verified")}
          value={query.filters.verified}
          anyLabel={t("admin.filter.anyVerified")}
          options={[
            { value: "true", label: t("admin.filter.verifiedYes") },
            { value: "false", label: t("admin.filter.verifiedNo") },
          ]}
        />
        <FilterSelect
          id="filter-country"
          name="country"
          label={t("admin.filter.country")}
          value={query.filters.country}
          anyLabel={t("admin.filter.anyCountry")}
          options={countries}
        />
      </ListFilters>

      {list.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={clearHref} />
      ) : (
        <TableFrame label={t("admin.teams.tableLabel")}>
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">{t("admin.teams.tableLabel")}</caption>
            <thead className="border-b bg-muted/50">
              <tr>
                {header("admin.teams.col.name", "name")}
                {header("admin.teams.col.country", "country")}
                <PlainHeader label={t("admin.teams.col.plan")} />
                <PlainHeader label={t("admin.teams.col.status")} />
                <PlainHeader label={t("admin.teams.col.members")} className="text-right" />
                <PlainHeader label={t("admin.teams.col.boats")} className="text-right" />
                {header("admin.teams.col.createdAt", "createdAt")}
              </tr>
            </thead>
            <tbody>
              {list.items.map((team) => (
                <tr key={team.id} className="border-b last:border-0 hover:bg-muted/40">
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <Link
                        to={localizePath(`/admin/teams/${team.id}`, locale)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {team.name}
                      </Link>
                      {team.isVerified ? <VerifiedBadge /> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatCountry(team.country, locale)}</td>
                  <td className="px-3 py-2">{t(`admin.plan.${team.planCode}`)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={team.status} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{team.memberCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{team.boatCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(team.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination spec={TEAMS_LIST} query={query} total={list.total} />
    </div>
  );
}
