/**
 * A boat card and a list of them, the static parts (lib/static-part.tsx) that boat-card.tsx renders through
 * `staticPart`: on a page's first view their code is not loaded and they are not hydrated (a list of 24 cards is
 * one hydrated wrapper). The heart is the one part of a card that does something: one handler for the page does
 * it (features/favourites/components/heart-delegate.tsx).
 */
import { useId } from "react";
import { HeartForm } from "#app/features/favourites/index.ts";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { formatCountry, formatLength, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { routePreloadProps } from "#app/lib/use-route-preload.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { BoatPhoto, CARD_SIZES } from "#app/ui/boat-photo.tsx";
import { Abbreviation } from "#app/ui/text-tooltip.tsx";
import type { CardBoat } from "./boat-card.tsx";
import { PriceReducedBadge } from "./price-reduced-badge.tsx";

/**
 * The card: photo, badges and heart, then title, price and facts, in one `<article>`; its title's link covers
 * the card and is described by the status badge.
 */
function Card({
  boat,
  isPriority,
  headingLevel,
}: {
  boat: CardBoat;
  isPriority: boolean;
  /** The card's title is a heading under the list's own (h2 on most pages). */
  headingLevel: 2 | 3 | 4;
}) {
  const statusId = useId();
  return (
    <article className="boat-card">
      <CardTop boat={boat} isPriority={isPriority} statusId={statusId} />
      <CardBody boat={boat} statusId={statusId} headingLevel={headingLevel} />
    </article>
  );
}

/**
 * A list of cards (`<ul>` with `className`), the first one's photo loaded first when `isFirstPriority`.
 * `prices` (the root loader's, which `ApproxPrice` reads) is in the props only so that the part renders again
 * when they change.
 */
export function CardGrid({
  boats,
  className,
  isFirstPriority,
  headingLevel,
}: {
  boats: CardBoat[];
  className: string;
  isFirstPriority: boolean;
  headingLevel: 2 | 3 | 4;
  prices: VisitorPrices | null;
}) {
  return (
    <ul className={className}>
      {boats.map((boat, index) => (
        <li key={boat.id}>
          <Card boat={boat} isPriority={isFirstPriority && index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The photo and, over its corners, the "Under offer" and condition badges and the heart (plain markup that a
 * page's `HeartDelegate` runs: features/favourites).
 */
function CardTop({
  boat,
  isPriority,
  statusId,
}: {
  boat: Pick<CardBoat, "id" | "title" | "photo" | "status" | "condition">;
  isPriority: boolean;
  /** The status badge's id, which the title's link is described by. */
  statusId: string;
}) {
  const t = useT();
  const isUnderOffer = boat.status === "under_offer";
  return (
    <>
      {/* The card is the photo's box too: the badges and the heart sit over the photo's corners without a wrapper. */}
      <BoatPhoto photo={boat.photo} sizes={CARD_SIZES} isPriority={isPriority} />
      {isUnderOffer || boat.condition ? (
        <div className="boat-card-badges">
          {isUnderOffer ? (
            <span id={statusId} className="badge-warning">
              {t("boat.underOffer")}
            </span>
          ) : null}
          {boat.condition ? <span>{boat.condition}</span> : null}
        </div>
      ) : null}
      <HeartForm boatId={boat.id} title={boat.title} className="absolute top-3 right-3" />
    </>
  );
}

/** Title, price and facts. */
function CardBody({
  boat,
  statusId,
  headingLevel,
}: {
  boat: CardBoat;
  statusId: string;
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  const isUnderOffer = boat.status === "under_offer";
  const location = [boat.city, boat.country ? formatCountry(boat.country, locale) : null]
    .filter(Boolean)
    .join(", ");
  const href = localizePath(`/boats/${boat.slug}`, locale);
  return (
    <div className="boat-card-body">
      <Heading className="boat-card-title">
        <Link
          to={href}
          {...routePreloadProps(href)}
          aria-describedby={isUnderOffer ? statusId : undefined}
          className="boat-card-link"
        >
          {boat.title}
        </Link>
      </Heading>
      {/* Its first figure is the price's, or "Price on request" (`.boat-card-price`). */}
      <p className="boat-card-price">
        {boat.price && !boat.isPriceOnRequest ? (
          <>
            <span>{formatPrice(boat.price.amount, boat.price.currency, locale)}</span>
            <Abbreviation
              full={t(boat.isVatIncluded ? "boat.vatIncludedFull" : "boat.vatExcludedFull")}
              className="relative z-10 text-xs text-muted-foreground"
            >
              {t(boat.isVatIncluded ? "boat.vatIncluded" : "boat.vatExcluded")}
            </Abbreviation>
            <PriceReducedBadge reduction={boat.priceReduction} />
            <ApproxPrice amount={boat.price.amount} currency={boat.price.currency} className="basis-full" />
          </>
        ) : (
          <span>{t("boat.priceOnRequest")}</span>
        )}
      </p>
      {/* Terms and values straight in the list's grid, no wrapper per fact; each term's icon is drawn by its
          class (app.css), its name spoken, out of sight below the icon. */}
      <dl className="boat-card-facts">
        {boat.yearBuilt ? (
          <>
            <dt className="fact-year">{t("boat.year")}</dt>
            <dd>{boat.yearBuilt}</dd>
          </>
        ) : null}
        {boat.lengthM ? (
          <>
            <dt className="fact-length">{t("boat.length")}</dt>
            <dd>{formatLength(boat.lengthM, locale)}</dd>
          </>
        ) : null}
        {location ? (
          <>
            <dt className="fact-place">{t("boat.location")}</dt>
            <dd>{location}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
