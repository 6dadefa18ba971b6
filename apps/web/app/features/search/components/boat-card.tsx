import type { TBoatCard } from "@keel/contracts/boats";
import { useId } from "react";
import { Link } from "react-router";
import { FavouriteButton } from "#app/features/favourites/index.ts";
import { formatCountry, formatLength, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { routePreloadProps } from "#app/lib/use-route-preload.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { BoatPhoto, CARD_SIZES } from "#app/ui/boat-photo.tsx";
import type { CardPhoto } from "#app/ui/photo-set.ts";
import { Abbreviation } from "#app/ui/text-tooltip.tsx";
import { PriceReducedBadge } from "./price-reduced-badge.tsx";

/**
 * A boat in a result list: photo, title, price, year, length, location, condition, and an "Under offer" badge
 * when a buyer's offer is being negotiated. The title links to the boat's page and its link covers the whole
 * card (one tab stop, one accessible name, the card clickable); the link is described by the status badge, so
 * screen readers announce it with the title. A list shows dozens of cards: their longest class lists are
 * `.boat-card*` classes of app.css (docs/decisions/053-cheaper-renders.md), and no element only groups others
 * (docs/decisions/058-lighter-lists.md).
 */
/** A card's boat as list loaders send it: the API's card with its photo packed (`withPackedPhoto`). */
export type CardBoat = Omit<TBoatCard, "photo"> & { photo: CardPhoto | null };

export function BoatCard({
  boat,
  isPriority = false,
  headingLevel = 3,
}: {
  boat: CardBoat;
  isPriority?: boolean;
  /** The card's title is a heading under the list's own (h2 on most pages). */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  const statusId = useId();
  const isUnderOffer = boat.status === "under_offer";
  const location = [boat.city, boat.country ? formatCountry(boat.country, locale) : null]
    .filter(Boolean)
    .join(", ");
  return (
    <article className="boat-card">
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
      <FavouriteButton boatId={boat.id} title={boat.title} className="absolute top-3 right-3" />
      <div className="boat-card-body">
        <Heading className="boat-card-title">
          <Link
            to={localizePath(`/boats/${boat.slug}`, locale)}
            {...routePreloadProps(localizePath(`/boats/${boat.slug}`, locale))}
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
    </article>
  );
}
