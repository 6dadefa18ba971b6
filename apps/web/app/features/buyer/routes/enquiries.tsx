/**
 * /dashboard/enquiries: the buyer's conversations with sellers, latest activity first, each saying whether
 * the seller replied and is waiting for them. A buyer's own messages and a seller's replies alike.
 */
import { ZEnquiryList } from "@keel/contracts/buyers";
import { meApi } from "#app/features/buyer/buyer-api.server.ts";
import { formatDateTime } from "#app/lib/date-time.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { useTimeZone } from "#app/lib/time-zone.ts";
import { Badge } from "#app/ui/badge.tsx";
import { BoatPhoto } from "#app/ui/boat-photo.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/enquiries";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, list] = await Promise.all([
    getTranslator(context),
    meApi(request, context)("conversations", { schema: ZEnquiryList }),
  ]);
  return { meta: { title: t("enquiries.metaTitle"), noIndex: true }, list };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { list } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t("enquiries.title")} description={t("enquiries.description")} />
      {list.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p>{t("enquiries.empty")}</p>
          <Link to={localizePath("/boats", locale)}>{t("buyer.home.browse")}</Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <article className="relative flex gap-4 rounded-xl border bg-card p-4 focus-within:ring-2 focus-within:ring-ring">
                <div className="w-24 shrink-0 sm:w-32">
                  <BoatPhoto photo={item.boat?.photo ?? null} sizes={128} />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 className="text-base">
                    <Link
                      to={localizePath(`/dashboard/enquiries/${item.id}`, locale)}
                      className="text-foreground after:absolute after:inset-0"
                    >
                      {item.boat?.title ?? t("enquiries.noBoat")}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">{item.seller.name}</p>
                  <p className="line-clamp-2 text-sm">{item.preview}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {item.isAwaitingBuyer ? (
                      <Badge variant="warning">
                        <Icon name="mail" aria-hidden="true" className="size-3.5" />
                        {t("enquiries.replied")}
                      </Badge>
                    ) : (
                      <Badge variant="secondary">{t("enquiries.waiting")}</Badge>
                    )}
                    <span>{t("enquiries.replies", { count: item.replyCount })}</span>
                    <time dateTime={item.lastMessageAt}>
                      {formatDateTime(item.lastMessageAt, locale, timeZone)}
                    </time>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
