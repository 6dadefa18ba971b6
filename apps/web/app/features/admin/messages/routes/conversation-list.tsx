/**
 * Back office: every conversation between buyers and teams, read-only (issue 16). Search (buyer, e-mail, team,
 * boat), one team, a lead status and a period of last activity; the state lives in the URL. Opening one is
 * written to the audit log by the API.
 */

import { ZAdminConversationList } from "@keel/contracts/admin-conversations";
import { LEAD_STATUSES } from "@keel/contracts/message-codes";
import {
  CONVERSATION_BROWSE_LIST,
  conversationBrowseApiQuery,
} from "#app/features/admin/messages/admin-conversation-list.ts";
import { LeadStatusBadge, ScreeningBadge } from "#app/features/messages/index.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { DateRangePicker } from "#app/ui/date-range-picker.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Pagination, PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, listHref, parseListQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { TimeWithTooltip } from "#app/ui/text-tooltip.tsx";
import type { Route } from "./+types/conversation-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(CONVERSATION_BROWSE_LIST, url.searchParams);
  redirectToCanonical(url, CONVERSATION_BROWSE_LIST, query);
  const api = adminApi(context, request);
  const [t, conversations] = await Promise.all([
    getTranslator(context),
    api("conversations", { query: conversationBrowseApiQuery(query), schema: ZAdminConversationList }),
  ]);
  const teamId = query.filters.teamId ? Number(query.filters.teamId) : null;
  const team = teamId
    ? (conversations.items.find((item) => item.team.id === teamId)?.team ?? { id: teamId, name: null })
    : null;
  return {
    meta: { title: t("adminConversations.title"), noIndex: true },
    query,
    conversations,
    team,
    today: new Date().toISOString().slice(0, 10),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ConversationListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { query, conversations, team, today } = loaderData;
  const listPath = localizePath("/admin/conversations", locale);
  const isFiltered = hasActiveFilters(query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("adminConversations.title")} description={t("adminConversations.intro")} />
      <ListFilters
        label={t("adminConversations.searchLabel")}
        search={{ value: query.filters.q, label: t("adminConversations.search") }}
        keep={{ teamId: query.filters.teamId }}
        pageSize={{ value: query.pageSize, options: CONVERSATION_BROWSE_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        <FilterSelect
          id="filter-lead-status"
          name="leadStatus"
          label={t("adminConversations.col.status")}
          value={query.filters.leadStatus}
          anyLabel={t("admin.filter.anyStatus")}
          options={LEAD_STATUSES.map((value) => ({ value, label: t(`messages.leadStatus.${value}`) }))}
        />
        <DateRangePicker
          fromName="from"
          toName="to"
          defaultFrom={query.filters.from}
          defaultTo={query.filters.to}
          today={today}
        />
      </ListFilters>
      {team ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t("messageModeration.teamFilter", { team: team.name ?? `#${team.id}` })}
          <Link
            to={listHref(CONVERSATION_BROWSE_LIST, query, { filters: { teamId: undefined } })}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("messageModeration.allTeams")}
          </Link>
        </p>
      ) : null}
      {conversations.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <>
          <TableFrame label={t("adminConversations.title")}>
            <table className="w-full min-w-[60rem] text-sm">
              <caption className="sr-only">{t("adminConversations.title")}</caption>
              <thead className="border-b bg-muted/50">
                <tr>
                  <PlainHeader label={t("adminConversations.col.lastActivity")} />
                  <PlainHeader label={t("adminConversations.col.buyer")} />
                  <PlainHeader label={t("adminConversations.col.boat")} />
                  <PlainHeader label={t("adminConversations.col.team")} />
                  <PlainHeader label={t("adminConversations.col.messages")} />
                  <PlainHeader label={t("adminConversations.col.status")} />
                </tr>
              </thead>
              <tbody>
                {conversations.items.map((conversation) => (
                  <tr key={conversation.id} className="border-b align-top last:border-0 hover:bg-muted/40">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <TimeWithTooltip
                        value={conversation.lastMessageAt}
                        full={formatDateTime(conversation.lastMessageAt, locale, timeZone)}
                      >
                        {formatDate(conversation.lastMessageAt, locale)}
                      </TimeWithTooltip>
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={localizePath(`/admin/conversations/${conversation.id}`, locale)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {conversation.buyer.name}
                      </Link>
                      <span className="block text-xs break-all text-muted-foreground">
                        {conversation.buyer.email}
                      </span>
                    </td>
                    <td className="max-w-xs px-3 py-2">
                      {conversation.boat ? (
                        conversation.boat.title
                      ) : (
                        <span className="text-muted-foreground">{t("messages.boatRemoved")}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={listHref(CONVERSATION_BROWSE_LIST, query, {
                          filters: { teamId: String(conversation.team.id) },
                        })}
                        className="underline-offset-4 hover:underline"
                        aria-label={t("messageModeration.onlyTeam", { team: conversation.team.name })}
                      >
                        {conversation.team.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{conversation.messageCount}</td>
                    <td className="px-3 py-2">
                      <span className="flex flex-wrap gap-1">
                        <LeadStatusBadge status={conversation.leadStatus} />
                        {conversation.screeningStatus === "clear" ? null : (
                          <ScreeningBadge status={conversation.screeningStatus} />
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination spec={CONVERSATION_BROWSE_LIST} query={query} total={conversations.total} />
        </>
      )}
    </div>
  );
}
