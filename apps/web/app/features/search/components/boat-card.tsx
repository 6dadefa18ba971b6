import type { TBoatCard } from "@keel/contracts/boats";
import { type PageOnly, staticPart } from "#app/lib/static-part.tsx";
import type { CardPhoto } from "#app/ui/photo-set.ts";
import { useVisitorPrices } from "#app/ui/visitor-prices.ts";

/**
 * A card's boat as list loaders send it: the API's card with its photo packed (`withPackedPhoto`); the
 * publication date, which a card does not show, may be left out.
 */
export type CardBoat = Omit<TBoatCard, "photo" | "publishedAt"> & {
  photo: CardPhoto | null;
  publishedAt?: string | null;
};

const CardGridPart = staticPart("card-grid", () => import("./boat-card-parts.tsx").then((m) => m.CardGrid));

/**
 * Boats in a list, `<ul className>` with a card in each `<li>`: photo, title, price, year, length, location,
 * condition, and an "Under offer" badge when a buyer's offer is being negotiated. A card's title links to the
 * boat's page and its link covers the whole card (one tab stop, one accessible name, the card clickable); the
 * link is described by the status badge, so screen readers announce it with the title. A list shows dozens of
 * cards: their longest class lists are `.boat-card*` classes of app.css (docs/decisions/053-cheaper-renders.md),
 * and no element only groups others (docs/decisions/058-lighter-lists.md).
 *
 * The whole list is one static part (lib/static-part.tsx; its markup is boat-card-parts.tsx): the server's
 * markup on a page's first view, without its code, one hydrated wrapper for 24 cards and one comparison of its
 * props when the page's data changes. Only the hearts do something: a page listing boats renders one
 * `DeferredHeartDelegate`, which runs every heart of the page (the search page, whose content is one static
 * part with the cards' markup in it, runs them from its behaviour: search-behaviour.tsx).
 */
export function BoatCards({
  boats,
  className,
  isFirstPriority = false,
  headingLevel = 3,
}: {
  /** Page-only in a document's loader data where only the grid shows them (the home page's newest boats). */
  boats: CardBoat[] | PageOnly<CardBoat[]>;
  className: string;
  /** The first card's photo is likely the page's largest paint: loaded first. */
  isFirstPriority?: boolean;
  /** The cards' titles are headings under the list's own (h2 on most pages). */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <CardGridPart
      boats={boats}
      className={className}
      isFirstPriority={isFirstPriority}
      headingLevel={headingLevel}
      prices={useVisitorPrices()}
    />
  );
}
