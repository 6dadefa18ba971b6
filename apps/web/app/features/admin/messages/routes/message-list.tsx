/**
 * Back office: messages across teams, for moderation (issue 6). Held messages by default (the queue), or
 * another screening status, or all; search (buyer, e-mail, text) and one team. Each row says why screening
 * flagged it. The state lives in the URL.
 */
import { ZAdminMessageList } from "@keel/contracts/messages";
import {
  BlockedSenderBadge,
  MODERATION_LIST,
  moderationApiQuery,
  SCREENING_FILTER_VALUES,
  ScreeningBadge,
  ScreeningReasons,
} from "#app/features/messages/index.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { adminApi, redirectToCanonical } from "#app/ui/form/submit.server.ts";
import { Pagination, PlainHeader, TableFrame } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, listHref, parseListQuery } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { TimeWithTooltip } from "#app/ui/text-tooltip.tsx";
import type { Route } from "./+types/message-list";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(MODERATION_LIST, url.searchParams);
  redirectToCanonical(url, MODERATION_LIST, query);
  const api = adminApi(context, request);
  const [t, messages] = await Promise.all([
    getTranslator(context),
    api("messages", { query: moderationApiQuery(query), schema: ZAdminMessageList }),
  ]);
  const team = query.filters.teamId
    ? (messages.items.find((item) => item.team.id === Number(query.filters.teamId))?.team ?? {
        id: Number(query.filters.teamId),
        name: null,
      })
    : null;
  return { meta: { title: t("messageModeration.title"), noIndex: true }, query, messages, team };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function MessageListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { query, messages, team } = loaderData;
  const listPath = localizePath("/admin/messages", locale);
  const isFiltered = hasActiveFilters(query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("messageModeration.title")} description={t("messageModeration.intro")} />
      <ListFilters
        label={t("messageModeration.searchLabel")}
        search={{ value: query.filters.q, label: t("messageModeration.search") }}
        keep={{ teamId: query.filters.teamId }}
        pageSize={{ value: query.pageSize, options: MODERATION_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        <FilterSelect
          id="filter-screening"
          name="screening"
          label={t("messageModeration.col.status")}
          // The queue (held) is the default: the empty choice, what a URL without `screening` shows.
          value={query.filters.screening}
          anyLabel={t("messageModeration.filter.held")}
          options={SCREENING_FILTER_VALUES.filter((value) => value !== "held").map((value) => ({
            value,
            label: t(`messageModeration.filter.${value}`),
          }))}
        />
      </ListFilters>
      {team ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t("messageModeration.teamFilter", { team: team.name ?? `#${team.id}` })}
          <Link
            to={listHref(MODERATION_LIST, query, { filters: { teamId: undefined } })}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("messageModeration.allTeams")}
          </Link>
        </p>
      ) : null}
      {messages.items.length === 0 && !isFiltered ? (
        <p className="rounded-lg border border-dashed px-4 py-12 text-center font-medium">
          {t("messageModeration.emptyQueue")}
        </p>
      ) : messages.items.length === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <>
          <TableFrame label={t("messageModeration.title")}>
            <table className="w-full min-w-[64rem] text-sm">
              <caption className="sr-only">{t("messageModeration.title")}</caption>
              <thead className="border-b bg-muted/50">
                <tr>
                  <PlainHeader label={t("messageModeration.col.received")} />
                  <PlainHeader label={t("messageModeration.col.sender")} />
                  <PlainHeader label={t("messageModeration.col.message")} />
                  <PlainHeader label={t("messageModeration.col.team")} />
                  <PlainHeader label={t("messageModeration.col.status")} />
                  <PlainHeader label={t("messageModeration.col.reasons")} />
                </tr>
              </thead>
              <tbody>
                {messages.items.map((message) => (
                  <tr key={message.id} className="border-b align-top last:border-0 hover:bg-muted/40">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <TimeWithTooltip
                        value={message.createdAt}
                        full={formatDateTime(message.createdAt, locale, timeZone)}
                      >
                        {formatDate(message.createdAt, locale)}
                      </TimeWithTooltip>
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={localizePath(`/admin/messages/${message.id}`, locale)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {message.buyer.name}
                      </Link>
                      <span className="block text-xs break-all text-muted-foreground">
                        {message.buyer.email}
                      </span>
                      {message.isSenderBlocked ? (
                        <span className="mt-1 block">
                          <BlockedSenderBadge />
                        </span>
                      ) : null}
                    </td>
                    <td className="max-w-md px-3 py-2">
                      <p className="line-clamp-3">{message.preview}</p>
                      {message.boat ? (
                        <span className="mt-1 block text-xs text-muted-foreground">{message.boat.title}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={listHref(MODERATION_LIST, query, {
                          filters: { teamId: String(message.team.id) },
                        })}
                        className="underline-offset-4 hover:underline"
                        aria-label={t("messageModeration.onlyTeam", { team: message.team.name })}
                      >
                        {message.team.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <ScreeningBadge status={message.screeningStatus} />
                    </td>
                    <td className="px-3 py-2">
                      <ScreeningReasons reasons={message.screeningReasons} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination spec={MODERATION_LIST} query={query} total={messages.total} />
        </>
      )}
    </div>
  );
}
