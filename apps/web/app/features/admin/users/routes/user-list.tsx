/** Back office: users, searchable and filterable by status and group, sortable, paginated (state in the URL). */
import { ZAdminGroupList, ZAdminUserList } from "@keel/contracts/admin";
import { USERS_LIST } from "#app/features/admin/admin-lists.ts";
import { StatusBadge } from "#app/features/admin/components/status-badge.tsx";
import { StatusFilter } from "#app/features/admin/components/status-filter.tsx";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Badge } from "#app/ui/badge.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Pagination, PlainHeader, SortHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, parseListQuery, toApiQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/user-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(USERS_LIST, url.searchParams);
  redirectToCanonical(url, USERS_LIST, query);
  const api = adminApi(context, request);
  const [t, list, groups] = await Promise.all([
    getTranslator(context),
    api("users", { query: toApiQuery(query), schema: ZAdminUserList }),
    api("groups", { schema: ZAdminGroupList }),
  ]);
  return { meta: { title: t("admin.users.metaTitle"), noIndex: true }, query, list, groups: groups.items };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, list, groups } = loaderData;
  const isFiltered = hasActiveFilters(query);
  const clearHref = localizePath("/admin/users", locale);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.users.title")} description={t("admin.users.description")} />
      <ListFilters
        label={t("admin.users.searchLabel")}
        search={{ value: query.filters.q, label: t("admin.users.searchField") }}
        keep={{ sort: query.sort === USERS_LIST.defaultSort ? undefined : query.sort }}
        pageSize={{ value: query.pageSize, options: USERS_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={clearHref}
      >
        <StatusFilter value={query.filters.status} />
        <FilterSelect
          id="filter-group"
          name="group"
          label={t("admin.filter.group")}
          value={query.filters.group}
          anyLabel={t("admin.filter.anyGroup")}
          options={groups.map((group) => ({ value: group.code, label: group.name }))}
        />
      </ListFilters>

      {list.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={clearHref} />
      ) : (
        <TableFrame label={t("admin.users.tableLabel")}>
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{t("admin.users.tableLabel")}</caption>
            <thead className="border-b bg-muted/50">
              <tr>
                <SortHeader label={t("admin.users.col.name")} column="name" spec={USERS_LIST} query={query} />
                <SortHeader
                  label={t("admin.users.col.email")}
                  column="email"
                  spec={USERS_LIST}
                  query={query}
                />
                <PlainHeader label={t("admin.users.col.status")} />
                <PlainHeader label={t("admin.users.col.groups")} />
                <PlainHeader label={t("admin.users.col.teams")} className="text-right" />
                <SortHeader
                  label={t("admin.users.col.createdAt")}
                  column="createdAt"
                  spec={USERS_LIST}
                  query={query}
                />
                <SortHeader
                  label={t("admin.users.col.lastLoginAt")}
                  column="lastLoginAt"
                  spec={USERS_LIST}
                  query={query}
                />
              </tr>
            </thead>
            <tbody>
              {list.items.map((user) => (
                <tr key={user.id} className="border-b last:border-0 hover:bg-muted/40">
                  <td className="px-3 py-2">
                    <Link
                      to={localizePath(`/admin/users/${user.id}`, locale)}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {`${user.firstName} ${user.lastName}`.trim() || user.email}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">{user.email}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {user.groups.map((code) => (
                        <Badge key={code} variant="outline">
                          {groups.find((g) => g.code === code)?.name ?? code}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{user.teamCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(user.createdAt, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {user.lastLoginAt ? formatDate(user.lastLoginAt, locale) : t("admin.users.neverLoggedIn")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pagination spec={USERS_LIST} query={query} total={list.total} />
    </div>
  );
}
