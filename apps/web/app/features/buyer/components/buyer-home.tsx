import type { ReactNode } from "react";
import type { BuyerHomeData } from "#app/features/buyer/buyer-home.server.ts";
import { formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import { Icon, type IconProps } from "#app/ui/icon.tsx";

/** One card of the buyer's home: an icon and a title, what it holds in a line, then its content. */
function HomeCard({
  icon,
  title,
  description,
  className,
  children,
}: {
  icon: IconProps["name"];
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon name={icon} aria-hidden="true" className="size-5 text-primary" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/**
 * The dashboard of a user without a team: a buyer's home. Their favourites (with how many changed), the
 * enquiries they sent (with how many await their answer), their saved searches, and a way to start selling.
 */
export function BuyerHome({ home }: { home: BuyerHomeData }) {
  const t = useT();
  const locale = useLocale();
  const path = (p: string) => localizePath(p, locale);
  const { favourites, enquiries } = home;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <HomeCard
        icon="heart"
        title={t("buyer.home.favourites")}
        description={
          favourites === null
            ? t("buyer.home.unavailable")
            : favourites.total === 0
              ? t("buyer.home.noFavourites")
              : t("buyer.home.favouritesCount", { count: favourites.total, changed: favourites.changed })
        }
        className="flex flex-col gap-3"
      >
        {favourites && favourites.items.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {favourites.items.map((f) => (
              <li key={f.boat.id} className="flex flex-wrap items-baseline justify-between gap-2">
                {f.boat.isPublic ? (
                  <Link to={path(`/boats/${f.boat.slug}`)}>{f.boat.title}</Link>
                ) : (
                  <span>{f.boat.title}</span>
                )}
                <span className="flex items-center gap-2 text-muted-foreground">
                  {f.changes.status ? (
                    <Badge variant="warning">{t(`favourites.change.${f.changes.status}`)}</Badge>
                  ) : null}
                  {f.boat.price ? formatPrice(f.boat.price.amount, f.boat.price.currency, locale) : null}
                  {f.boat.price ? (
                    <ApproxPrice amount={f.boat.price.amount} currency={f.boat.price.currency} />
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={path(favourites?.total ? "/dashboard/favourites" : "/boats")}
          className="text-sm font-medium"
        >
          {favourites?.total ? t("buyer.home.allFavourites") : t("buyer.home.browse")}
        </Link>
      </HomeCard>
      <HomeCard
        icon="send"
        title={t("buyer.home.enquiries")}
        description={
          enquiries === null
            ? t("buyer.home.unavailable")
            : enquiries.total === 0
              ? t("buyer.home.noEnquiries")
              : t("buyer.home.enquiriesCount", { count: enquiries.total, awaiting: enquiries.awaiting })
        }
        className="flex flex-col gap-3"
      >
        {enquiries && enquiries.items.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {enquiries.items.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={path(`/dashboard/enquiries/${e.id}`)}>{e.boat?.title ?? e.seller.name}</Link>
                {e.isAwaitingBuyer ? <Badge variant="warning">{t("enquiries.replied")}</Badge> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {enquiries?.total ? (
          <Link to={path("/dashboard/enquiries")} className="text-sm font-medium">
            {t("buyer.home.allEnquiries")}
          </Link>
        ) : null}
      </HomeCard>
      <HomeCard
        icon="search-check"
        title={t("buyer.home.savedSearches")}
        description={t("buyer.home.savedSearchesBody")}
      >
        <Link to={path("/dashboard/saved-searches")} className="text-sm font-medium">
          {t("buyer.home.openSavedSearches")}
        </Link>
      </HomeCard>
      <HomeCard icon="store" title={t("buyer.home.sell")} description={t("buyer.home.sellBody")}>
        <Link to={path("/dashboard/start-selling")} className={buttonVariants({ variant: "outline" })}>
          {t("buyer.home.sellAction")}
        </Link>
      </HomeCard>
    </div>
  );
}
