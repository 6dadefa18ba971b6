import type { TConversationRow } from "@keel/contracts/messages";
import { BoatThumb } from "#app/features/boats/index.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { TimeStamp } from "./time-stamp.tsx";

export type ConversationListItem = Pick<
  TConversationRow,
  "id" | "boat" | "buyer" | "preview" | "isRead" | "isArchived" | "leadStatus" | "lastMessageAt"
>;

/**
 * Conversations, newest activity first. Unread ones are bold with a dot, and say "Unread" to assistive
 * technology (the dot and the weight alone would not). Each row is one link (to the conversation), stretched
 * over the row so the whole row is clickable while the link's name stays short.
 */
export function ConversationList({
  items,
  now,
  label,
  compact = false,
}: {
  items: readonly ConversationListItem[];
  now: string;
  label: string;
  /** The dashboard home's short list: no status badge, a smaller photo. */
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul aria-label={label} className="divide-y overflow-hidden rounded-lg border bg-card">
      {items.map((item) => {
        const isUnread = !item.isRead;
        return (
          <li
            key={item.id}
            className={cn(
              "relative flex gap-3 px-3 py-3 focus-within:bg-muted/60 hover:bg-muted/60 sm:px-4",
              isUnread && "bg-accent/40",
            )}
          >
            <span className="flex w-3 shrink-0 justify-center pt-2">
              {isUnread ? <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" /> : null}
            </span>
            <BoatThumb
              image={item.boat?.photo ?? null}
              className={compact ? "w-14 shrink-0" : "w-20 shrink-0"}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link
                  to={localizePath(`/dashboard/messages/${item.id}`, locale)}
                  className={cn(
                    "truncate text-foreground no-underline after:absolute after:inset-0 hover:underline",
                    isUnread ? "font-bold" : "font-medium",
                  )}
                >
                  {isUnread ? <span className="sr-only">{t("messages.list.unread")}: </span> : null}
                  {item.buyer.name}
                </Link>
                <TimeStamp
                  value={item.lastMessageAt}
                  now={now}
                  className={cn("shrink-0 text-xs", isUnread ? "font-semibold" : "text-muted-foreground")}
                />
              </div>
              <p className={cn("truncate text-sm", isUnread ? "font-semibold" : "text-muted-foreground")}>
                {item.boat ? item.boat.title : t("messages.boatRemoved")}
              </p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{item.preview}</p>
              {compact ? null : (
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <LeadStatusBadge status={item.leadStatus} />
                  {item.isArchived ? (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <Icon name="archive" aria-hidden="true" className="size-3.5" />
                      {t("messages.archived")}
                    </span>
                  ) : null}
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
