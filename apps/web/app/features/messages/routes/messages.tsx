/**
 * /dashboard/messages: the current team's conversations, newest activity first, unread ones marked. Views
 * (inbox, unread, archived, all) are links; search, boat and page size a GET form; pages are links. All of it
 * lives in the URL, so a view can be shared and walked back, and works without JavaScript.
 */
import { ZConversationBoatList, ZConversationList } from "@keel/contracts/messages";
import { ConversationList } from "#app/features/messages/components/conversation-list.tsx";
import { MessageViews } from "#app/features/messages/components/message-views.tsx";
import { MessagesEmpty } from "#app/features/messages/components/messages-empty.tsx";
import { MESSAGES_LIST, messagesApiQuery } from "#app/features/messages/message-lists.ts";
import { findTeamApi, redirectToCanonicalList } from "#app/features/messages/messages.server.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { Pagination } from "#app/ui/list/list-controls.tsx";
import { FilterSelect, ListFilters } from "#app/ui/list/list-filters.tsx";
import { parseListQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/messages";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(MESSAGES_LIST, url.searchParams);
  redirectToCanonicalList(url, MESSAGES_LIST, query);
  const t = await getTranslator(context);
  const meta = { title: t("messages.metaTitle"), noIndex: true };
  const api = findTeamApi(request, context);
  if (!api) return { meta, messages: null };
  const [list, boats] = await Promise.all([
    api.call("conversations", { query: messagesApiQuery(query), schema: ZConversationList }),
    // The filter offers the boats the team's conversations are about (with how many), not every boat the team
    // lists: short for a broker with 500 boats. A convenience: without it, the page still lists the messages.
    api.call("conversations/boats", { schema: ZConversationBoatList }).catch(() => null),
  ]);
  const boatOptions = (boats?.items ?? []).map(({ id, title, conversations }) => ({
    id,
    title,
    count: conversations as number | null,
  }));
  // A boat chosen from a conversation ("other messages about this boat") when the filter's list failed.
  const chosen = query.filters.boatId ? Number(query.filters.boatId) : null;
  const chosenRow = list.items.find((item) => item.boat?.id === chosen)?.boat;
  if (chosen && chosenRow && !boatOptions.some((boat) => boat.id === chosen)) {
    boatOptions.unshift({ id: chosenRow.id, title: chosenRow.title, count: null });
  }
  return {
    meta,
    messages: {
      query,
      list: {
        items: list.items.map(
          ({ id, boat, buyer, preview, isRead, isArchived, leadStatus, lastMessageAt }) => ({
            id,
            boat,
            buyer,
            preview,
            isRead,
            isArchived,
            leadStatus,
            lastMessageAt,
          }),
        ),
        total: list.total,
        unreadCount: list.unreadCount,
      },
      boats: boatOptions,
      now: new Date().toISOString(),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { messages } = loaderData;
  if (!messages) {
    return (
      <div className="flex max-w-5xl flex-col gap-6">
        <h1>{t("messages.title")}</h1>
        <NoTeam />
      </div>
    );
  }
  const { query, list, boats, now } = messages;
  const listPath = localizePath("/dashboard/messages", locale);
  const isFiltered = Boolean(query.filters.q || query.filters.boatId);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1>{t("messages.title")}</h1>
          <p className="mt-1 text-muted-foreground">
            {t("messages.unreadSummary", { count: list.unreadCount })}
          </p>
        </div>
        <Link
          to={localizePath("/dashboard/requests", locale)}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          {t("messages.toRequests")}
        </Link>
      </div>
      <MessageViews query={query} unreadCount={list.unreadCount} />
      <ListFilters
        label={t("messages.filters.label")}
        search={{ value: query.filters.q, label: t("messages.filters.search") }}
        keep={{ view: query.filters.view }}
        pageSize={{ value: query.pageSize, options: MESSAGES_LIST.pageSizes }}
        isFiltered={isFiltered}
        clearHref={query.filters.view ? `${listPath}?view=${query.filters.view}` : listPath}
      >
        <FilterSelect
          id="filter-boat"
          name="boatId"
          label={t("messages.filters.boat")}
          value={query.filters.boatId}
          anyLabel={t("messages.filters.anyBoat")}
          options={boats.map((boat) => ({
            value: String(boat.id),
            label:
              boat.count === null
                ? boat.title
                : t("messages.filters.boatOption", { title: boat.title, count: boat.count }),
          }))}
        />
      </ListFilters>
      {list.items.length === 0 ? (
        <MessagesEmpty isFiltered={isFiltered} view={query.filters.view} clearHref={listPath} />
      ) : (
        <ConversationList items={list.items} now={now} label={t("messages.list.label")} />
      )}
      <Pagination spec={MESSAGES_LIST} query={query} total={list.total} label={t("messages.pagination")} />
    </div>
  );
}
