import type { Locale } from "@keel/contracts/locales";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { htmlLang } from "#app/lib/locale.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";

export interface ThreadMessage {
  id: number;
  direction: "inbound" | "outbound";
  body: string;
  createdAt: string;
  author: { id: number; name: string } | null;
}

/**
 * A conversation as bubbles: the buyer's messages on the left, the team's replies on the right. Each says
 * who wrote it and when in words (an ordered list read top to bottom), so nothing depends on the side or the
 * colour of a bubble. Each bubble has the anchor `message-{id}`; the back office adds a note under a message (its
 * screening) and stresses the ones it holds.
 */
export function MessageThread<M extends ThreadMessage>({
  messages,
  buyerName,
  teamName,
  label,
  buyerLocale,
  noteOf,
  isStressed,
}: {
  messages: readonly M[];
  buyerName: string;
  /** Who a reply comes from when its author's account is gone. */
  teamName: string;
  label: string;
  /** The language the buyer writes in, so assistive technology reads their words in it. */
  buyerLocale?: Locale;
  /** Said at the foot of a message, inside it (read with it by assistive technology). */
  noteOf?: (message: M) => ReactNode;
  /** A message drawn with a warning border (the note says why in words). */
  isStressed?: (message: M) => boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <ol aria-label={label} className="flex flex-col gap-4">
      {messages.map((message) => {
        const isInbound = message.direction === "inbound";
        const author = isInbound ? buyerName : (message.author?.name ?? teamName);
        return (
          <li key={message.id} className={cn("flex", isInbound ? "justify-start" : "justify-end")}>
            <article
              id={`message-${message.id}`}
              aria-label={t(isInbound ? "messages.thread.fromBuyer" : "messages.thread.fromTeam", {
                name: author,
              })}
              className={cn(
                "flex max-w-[min(40rem,90%)] flex-col gap-1 rounded-2xl border px-4 py-3",
                isInbound ? "rounded-bl-sm bg-card" : "rounded-br-sm border-primary/30 bg-accent",
                isStressed?.(message) && "border-2 border-amber-500 dark:border-amber-400",
              )}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{author}</span>
                <span>{t(isInbound ? "messages.thread.buyer" : "messages.thread.reply")}</span>
                <time dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, locale, timeZone)}
                </time>
              </p>
              <p
                lang={isInbound && buyerLocale ? htmlLang(buyerLocale) : undefined}
                className="text-sm break-words whitespace-pre-line"
              >
                {message.body}
              </p>
              {noteOf?.(message)}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
