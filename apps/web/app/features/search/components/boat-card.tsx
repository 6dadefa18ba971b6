import type { TBoatCard } from "@keel/contracts/boats";
import { useId } from "react";
import { staticPart } from "#app/lib/static-part.tsx";
import { useVisitorPrices } from "#app/ui/approx-price.tsx";
import type { CardPhoto } from "#app/ui/photo-set.ts";

/**
 * A boat in a result list: photo, title, price, year, length, location, condition, and an "Under offer" badge
 * when a buyer's offer is being negotiated. The title links to the boat's page and its link covers the whole
 * card (one tab stop, one accessible name, the card clickable); the link is described by the status badge, so
 * screen readers announce it with the title. A list shows dozens of cards: their longest class lists are
 * `.boat-card*` classes of app.css (docs/decisions/053-cheaper-renders.md), and no element only groups others
 * (docs/decisions/058-lighter-lists.md).
 *
 * The photo with its badges and heart, and the body (boat-card-parts.tsx) are static parts (lib/static-part.tsx),
 * the server's markup on a list's first view, without their code or hydration. Only the heart does something:
 * a list of cards renders one `HeartDelegate` (features/favourites), which runs every heart of the page.
 */
/**
 * A card's boat as list loaders send it: the API's card with its photo packed (`withPackedPhoto`); the
 * publication date, which a card does not show, may be left out.
 */
export type CardBoat = Omit<TBoatCard, "photo" | "publishedAt"> & {
  photo: CardPhoto | null;
  publishedAt?: string | null;
};

const parts = () => import("./boat-card-parts.tsx");
const CardTop = staticPart("card-top", () => parts().then((m) => m.CardTop));
const CardBody = staticPart("card-body", () => parts().then((m) => m.CardBody));

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
  const statusId = useId();
  const prices = useVisitorPrices();
  return (
    <article className="boat-card">
      <CardTop
        boat={{
          id: boat.id,
          title: boat.title,
          photo: boat.photo,
          status: boat.status,
          condition: boat.condition,
        }}
        isPriority={isPriority}
        statusId={statusId}
      />
      <CardBody boat={boat} statusId={statusId} headingLevel={headingLevel} prices={prices} />
    </article>
  );
}
