import { MESSAGE_VIEWS } from "@keel/contracts/message-codes";
import { MESSAGES_LIST, type MessagesQuery } from "#app/features/messages/message-lists.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { listHref } from "#app/ui/list/list-query.ts";

/**
 * The messages list's views as links (inbox, unread, archived, all): the current one is marked with aria-current,
 * the search and boat filter are kept, the page goes back to 1.
 */
export function MessageViews({ query, unreadCount }: { query: MessagesQuery; unreadCount: number }) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const current = query.filters.view ?? "inbox";
  return (
    <nav aria-label={t("messages.views.label")}>
      <ul className="flex flex-wrap gap-1 border-b">
        {MESSAGE_VIEWS.map((view) => {
          const isCurrent = view === current;
          return (
            <li key={view}>
              <Link
                to={listHref(MESSAGES_LIST, query, {
                  filters: { view: view === "inbox" ? undefined : view },
                })}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium no-underline",
                  isCurrent
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {t(`messages.views.${view}`)}
                {view === "unread" && unreadCount > 0 ? (
                  <span className="rounded-full bg-muted px-2 text-xs text-foreground">
                    {number.format(unreadCount)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
