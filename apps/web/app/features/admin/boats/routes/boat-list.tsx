/**
 * Back office: every boat of every team, for moderation. Search (title, reference slug, team name), status,
 * team (an id or part of its name), boat type, flagged, and boats whose free-text brand or model waits for
 * review; a sort menu and pages. The state lives in the URL.
 */

import { ZAdminTeam, ZAdminTeamList } from "@keel/contracts/admin";
import { ADMIN_BOAT_SORTS } from "@keel/contracts/admin-codes";
import { BOAT_STATUSES } from "@keel/contracts/boat-codes";
import { brandAndModel } from "@keel/contracts/boat-names";
import { ZAdminBoatList } from "@keel/contracts/moderation";
import { BOAT_LIST, readTeamFilter } from "#app/features/admin/boats/moderation.ts";
import { loadCatalog } from "#app/features/admin/catalog/catalog-api.server.ts";
import { CatalogStatusBadge } from "#app/features/admin/catalog/components/catalog-status-badge.tsx";
import { BoatStatusBadge } from "#app/features/boats/index.ts";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Badge } from "#app/ui/badge.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Pagination, PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, listHref, parseListQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Select } from "#app/ui/select.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";
import type { Route } from "./+types/boat-list";

type TeamFilter =
  | { kind: "none" }
  | { kind: "team"; id: number; name: string | null }
  | { kind: "choose"; search: string; teams: { id: number; name: string }[] };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(BOAT_LIST, url.searchParams);
  redirectToCanonical(url, BOAT_LIST, query);
  const api = adminApi(context, request);
  const t = await getTranslator(context);
  const catalog = loadCatalog(context, request);

  // The team filter takes an id, or part of a name: one match filters by it, several ask which one.
  let team: TeamFilter = { kind: "none" };
  const teamFilter = readTeamFilter(query.filters.team);
  if (teamFilter && "teamId" in teamFilter) {
    const found = await api(`teams/${teamFilter.teamId}`, { schema: ZAdminTeam }).catch(() => null);
    team = { kind: "team", id: teamFilter.teamId, name: found?.name ?? null };
  } else if (teamFilter) {
    const found = await api("teams", {
      query: { q: teamFilter.search, pageSize: 12 },
      schema: ZAdminTeamList,
    });
    const [only] = found.items;
    team =
      found.items.length === 1 && only
        ? { kind: "team", id: only.id, name: only.name }
        : {
            kind: "choose",
            search: teamFilter.search,
            teams: found.items.map(({ id, name }) => ({ id, name })),
          };
  }

  const { team: _team, ...filters } = query.filters;
  const boats =
    team.kind === "choose"
      ? null
      : await api("boats", {
          query: {
            ...filters,
            teamId: team.kind === "team" ? team.id : undefined,
            sort: query.sort,
            page: query.page,
            pageSize: query.pageSize,
          },
          schema: ZAdminBoatList,
        });
  return {
    meta: { title: t("moderation.boats.title"), noIndex: true },
    query,
    boats,
    team,
    boatTypes: (await catalog).boatTypes.map(({ id, label }) => ({ id, label })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function BoatListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, boats, team, boatTypes } = loaderData;
  const isFiltered = hasActiveFilters(query);
  const listPath = localizePath("/admin/boats", locale);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("moderation.boats.title")} description={t("moderation.boats.intro")} />
      <ListFilters
        label={t("moderation.boats.searchLabel")}
        search={{ value: query.filters.q, label: t("moderation.boats.search") }}
        pageSize={{ value: query.pageSize, options: BOAT_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        <FilterSelect
          id="filter-status"
          name="status"
          label={t("moderation.col.status")}
          value={query.filters.status}
          anyLabel={t("moderation.filter.anyStatus")}
          options={BOAT_STATUSES.map((value) => ({ value, label: t(`moderation.status.${value}`) }))}
        />
        <div className="flex w-44 flex-col gap-2">
          <Label htmlFor="filter-team">{t("moderation.col.team")}</Label>
          <Input
            id="filter-team"
            name="team"
            defaultValue={query.filters.team ?? ""}
            key={query.filters.team ?? ""}
            placeholder={t("moderation.filter.teamPlaceholder")}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <FilterSelect
          id="filter-type"
          name="boatTypeId"
          label={t("moderation.col.type")}
          value={query.filters.boatTypeId}
          anyLabel={t("moderation.filter.anyType")}
          options={boatTypes.map((type) => ({ value: String(type.id), label: type.label }))}
        />
        <FilterSelect
          id="filter-flagged"
          name="flagged"
          label={t("moderation.filter.flagged")}
          value={query.filters.flagged}
          anyLabel={t("moderation.filter.anyFlag")}
          options={[
            { value: "true", label: t("moderation.filter.flaggedOnly") },
            { value: "false", label: t("moderation.filter.notFlagged") },
          ]}
        />
        <FilterSelect
          id="filter-pending-brand"
          name="pendingBrand"
          label={t("moderation.filter.brandReview")}
          value={query.filters.pendingBrand}
          anyLabel={t("moderation.filter.anyBrand")}
          options={[{ value: "true", label: t("moderation.filter.pendingBrand") }]}
        />
        <div className="flex w-44 flex-col gap-2">
          <Label htmlFor="filter-sort">{t("moderation.filter.sort")}</Label>
          <Select id="filter-sort" name="sort" defaultValue={query.sort} key={query.sort}>
            {ADMIN_BOAT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`moderation.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
      </ListFilters>

      {team.kind === "team" ? (
        <p className="text-sm">
          {t("moderation.filter.teamIs")}{" "}
          <Link
            to={localizePath(`/admin/teams/${team.id}`, locale)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {team.name ?? `#${team.id}`}
          </Link>
        </p>
      ) : null}
      {team.kind === "choose" ? (
        <section aria-labelledby="team-choice-title" className="flex flex-col gap-2 rounded-lg border p-4">
          <h2 id="team-choice-title" className="text-base">
            {team.teams.length === 0
              ? t("moderation.filter.noTeam", { search: team.search })
              : t("moderation.filter.chooseTeam", { search: team.search })}
          </h2>
          {team.teams.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {team.teams.map((option) => (
                <li key={option.id}>
                  <Link
                    to={listHref(BOAT_LIST, query, { filters: { team: String(option.id) } })}
                    className="inline-flex rounded-md border px-3 py-1.5 text-sm no-underline hover:bg-muted"
                  >
                    {option.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {boats === null ? null : boats.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <>
          <TableFrame label={t("moderation.boats.title")}>
            <table className="w-full min-w-[56rem] text-sm">
              <caption className="sr-only">{t("moderation.boats.title")}</caption>
              <thead className="border-b bg-muted/50">
                <tr>
                  <PlainHeader label={t("moderation.col.boat")} />
                  <PlainHeader label={t("moderation.col.team")} />
                  <PlainHeader label={t("moderation.col.brand")} />
                  <PlainHeader label={t("moderation.col.status")} />
                  <PlainHeader label={t("moderation.col.review")} />
                  <PlainHeader label={t("moderation.col.updated")} />
                </tr>
              </thead>
              <tbody>
                {boats.items.map((boat) => (
                  <tr key={boat.id} className="border-b align-top last:border-0 hover:bg-muted/40">
                    <td className="px-3 py-2">
                      <Link
                        to={localizePath(`/admin/boats/${boat.id}`, locale)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {boat.title}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={localizePath(`/admin/teams/${boat.team.id}`, locale)}
                        className="underline-offset-4 hover:underline"
                      >
                        {boat.team.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      {brandAndModel(boat.brandName, boat.modelName) || (
                        <span className="text-muted-foreground">{t("moderation.noBrand")}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <BoatStatusBadge status={boat.status} />
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex flex-wrap gap-1">
                        {boat.isFlagged ? (
                          boat.moderationNote ? (
                            <Tooltip content={boat.moderationNote}>
                              <Badge variant="destructive" tabIndex={0}>
                                <Icon name="flag" aria-hidden="true" className="size-3.5" />
                                {t("moderation.flagged")}
                              </Badge>
                            </Tooltip>
                          ) : (
                            <Badge variant="destructive">
                              <Icon name="flag" aria-hidden="true" className="size-3.5" />
                              {t("moderation.flagged")}
                            </Badge>
                          )
                        ) : null}
                        {boat.isBrandPending ? <CatalogStatusBadge status="pending" /> : null}
                      </span>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(boat.updatedAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination spec={BOAT_LIST} query={query} total={boats.total} />
        </>
      )}
    </div>
  );
}
