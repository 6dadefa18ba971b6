import type { BoatStatus } from "@keel/contracts/boat-codes";
import type { TImage } from "@keel/contracts/boats";
import type { ReactNode } from "react";
import { BoatStatusBadge, BoatThumb } from "#app/features/boats/index.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";
import { ConversationList, type ConversationListItem } from "./conversation-list.tsx";
import { TimeStamp } from "./time-stamp.tsx";

/** A titled block of the dashboard home with a link to its full page. */
function HomeBlock({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl">
          {title}
        </h2>
        <Link
          to={more.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
        >
          {more.label}
          <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function Unavailable() {
  const t = useT();
  return (
    <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
      {t("dashboardHome.unavailable")}
    </p>
  );
}

/** The latest messages received (newest activity first), with the unread count. */
export function LatestMessages({
  messages,
  now,
}: {
  messages: { items: ConversationListItem[]; unreadCount: number } | null;
  now: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <HomeBlock
      id="latest-messages"
      title={t("dashboardHome.messages.title")}
      more={{ to: localizePath("/dashboard/messages", locale), label: t("dashboardHome.messages.all") }}
    >
      {messages === null ? (
        <Unavailable />
      ) : messages.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          {t("dashboardHome.messages.empty")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t("messages.unreadSummary", { count: messages.unreadCount })}
          </p>
          <ConversationList
            items={messages.items}
            now={now}
            label={t("dashboardHome.messages.title")}
            compact
          />
        </>
      )}
    </HomeBlock>
  );
}

interface HomeBoat {
  id: number;
  title: string;
  status: BoatStatus;
  photo: TImage | null;
  updatedAt: string;
}

/** The team's latest boats (last changed first) with their status, each opening its editor. */
export function LatestBoats({
  boats,
  now,
}: {
  boats: { items: HomeBoat[]; total: number } | null;
  now: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <HomeBlock
      id="latest-boats"
      title={t("dashboardHome.boats.title")}
      more={{
        to: localizePath("/dashboard/boats", locale),
        label: t("dashboardHome.boats.all", { count: boats?.total ?? 0 }),
      }}
    >
      {boats === null ? (
        <Unavailable />
      ) : boats.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          {t("dashboardHome.boats.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {boats.items.map((boat) => (
            <li
              key={boat.id}
              className="relative flex gap-3 rounded-lg border bg-card p-3 focus-within:bg-muted/60 hover:bg-muted/60"
            >
              <BoatThumb image={boat.photo} className="w-20 shrink-0" />
              <div className="flex min-w-0 flex-col items-start gap-1">
                <Link
                  to={localizePath(`/dashboard/boats/${boat.id}`, locale)}
                  className="line-clamp-2 font-medium text-foreground no-underline after:absolute after:inset-0 hover:underline"
                >
                  {boat.title}
                </Link>
                <BoatStatusBadge status={boat.status} />
                <span className="text-xs text-muted-foreground">
                  {t("dashboardHome.boats.updated")} <TimeStamp value={boat.updatedAt} now={now} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
