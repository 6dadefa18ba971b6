/**
 * /dashboard/requests: every buyer request of the current team as a lead (status, assignee, notes, time to
 * first reply, received), archived ones included. Filters and order are a GET form, pages are links (all in
 * the URL); the team's median first-reply time heads the page ("Usually replies within …"), and the list can
 * be downloaded as CSV with the same filters.
 */

import { CONVERSATION_SORTS, LEAD_STATUSES } from "@keel/contracts/message-codes";
import { ZConversationBoatList, ZConversationList } from "@keel/contracts/messages";
import { ZMemberList } from "@keel/contracts/teams";
import { ReplyTimeBadge } from "#app/features/messages/components/reply-time-badge.tsx";
import { RequestsTable } from "#app/features/messages/components/requests-table.tsx";
import {
  REQUESTS_LIST,
  requestsApiQuery,
  requestsExportQuery,
} from "#app/features/messages/message-lists.ts";
import { findTeamApi, redirectToCanonicalList } from "#app/features/messages/messages.server.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Label } from "#app/ui/label.tsx";
import { Pagination } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, parseListQuery } from "#app/ui/list/list-query.ts";
import { Select } from "#app/ui/select.tsx";
import type { Route } from "./+types/requests";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(REQUESTS_LIST, url.searchParams);
  redirectToCanonicalList(url, REQUESTS_LIST, query);
  const t = await getTranslator(context);
  const meta = { title: t("requests.metaTitle"), noIndex: true };
  const api = findTeamApi(request, context);
  if (!api) return { meta, requests: null };
  const [list, members, boats] = await Promise.all([
    api.call("conversations", { query: requestsApiQuery(query), schema: ZConversationList }),
    // Filters are conveniences: without their options the page still lists the requests.
    api.call("members", { schema: ZMemberList }).catch(() => null),
    // The boats requests are about (decision 019), however many boats the team lists.
    api.call("conversations/boats", { schema: ZConversationBoatList }).catch(() => null),
  ]);
  return {
    meta,
    requests: {
      query,
      list: {
        items: list.items.map((item) => ({
          id: item.id,
          boat: item.boat ? { id: item.boat.id, title: item.boat.title } : null,
          buyer: item.buyer,
          isRead: item.isRead,
          leadStatus: item.leadStatus,
          assignee: item.assignee,
          notesCount: item.notesCount,
          createdAt: item.createdAt,
          firstReplyMinutes: item.firstReplyMinutes,
        })),
        total: list.total,
        medianFirstReplyMinutes: list.medianFirstReplyMinutes,
      },
      members: (members?.items ?? []).map((m) => ({
        id: m.userId,
        name: `${m.firstName} ${m.lastName}`.trim() || m.email,
      })),
      boats: (boats?.items ?? []).map(({ id, title, conversations }) => ({
        id,
        title,
        count: conversations,
      })),
      exportSearch: requestsExportQuery(query).toString(),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { requests } = loaderData;
  if (!requests) {
    return (
      <div className="flex max-w-5xl flex-col gap-6">
        <h1>{t("requests.title")}</h1>
        <NoTeam />
      </div>
    );
  }
  const { query, list, members, boats, exportSearch } = requests;
  const listPath = localizePath("/dashboard/requests", locale);
  const exportPath = localizePath("/dashboard/requests/export.csv", locale);
  const isFiltered = hasActiveFilters(query);
  return (
    <div className="flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1>{t("requests.title")}</h1>
          <p className="text-muted-foreground">{t("requests.subtitle")}</p>
          <ReplyTimeBadge minutes={list.medianFirstReplyMinutes} />
        </div>
        <Button asChild variant="outline">
          <Link reloadDocument to={exportSearch ? `${exportPath}?${exportSearch}` : exportPath}>
            <Icon name="download" aria-hidden="true" />
            {t("requests.export")}
          </Link>
        </Button>
      </div>
      <ListFilters
        label={t("requests.filters.label")}
        search={{ value: query.filters.q, label: t("requests.filters.search") }}
        pageSize={{ value: query.pageSize, options: REQUESTS_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        <FilterSelect
          id="filter-status"
          name="leadStatus"
          label={t("requests.col.status")}
          value={query.filters.leadStatus}
          anyLabel={t("requests.filters.anyStatus")}
          options={LEAD_STATUSES.map((value) => ({ value, label: t(`messages.leadStatus.${value}`) }))}
        />
        <FilterSelect
          id="filter-assignee"
          name="assigneeId"
          label={t("requests.col.assignee")}
          value={query.filters.assigneeId}
          anyLabel={t("requests.filters.anyAssignee")}
          options={[
            { value: "none", label: t("messages.lead.unassigned") },
            ...members.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
        />
        <FilterSelect
          id="filter-boat"
          name="boatId"
          label={t("requests.col.boat")}
          value={query.filters.boatId}
          anyLabel={t("messages.filters.anyBoat")}
          options={boats.map((boat) => ({
            value: String(boat.id),
            label: t("messages.filters.boatOption", { title: boat.title, count: boat.count }),
          }))}
        />
        <div className="flex w-52 flex-col gap-2">
          <Label htmlFor="filter-sort">{t("requests.filters.sort")}</Label>
          <Select id="filter-sort" name="sort" defaultValue={query.sort} key={query.sort}>
            {CONVERSATION_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`requests.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
      </ListFilters>
      {list.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <RequestsTable rows={list.items} />
      )}
      <Pagination spec={REQUESTS_LIST} query={query} total={list.total} label={t("requests.pagination")} />
    </div>
  );
}
