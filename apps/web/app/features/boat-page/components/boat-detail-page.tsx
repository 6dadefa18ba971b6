/**
 * The boat page: gallery, title and price (VAT status, last confirmed available), key facts, description,
 * every specification, location; beside it the brochure, sharing, the contact form and the seller; then
 * similar boats. The title and description carry their own language (`lang`), which may differ from the
 * page's when the seller wrote no translation.
 */

import type { TPublicBoat } from "@keel/contracts/public-boat";
import type { BoatSpecs } from "#app/features/boat-page/boat-page.server.ts";
import type { CardBoat } from "#app/features/search/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { type PageOnly, staticPart } from "#app/lib/static-part.tsx";
import { useVisitorPrices } from "#app/ui/visitor-prices.ts";
import { boatPageParts, deferredPart } from "./deferred-part.tsx";
import type { GalleryPhoto } from "./gallery.tsx";
import { DeferredSimilarBoats as SimilarBoats } from "./similar-boats-deferred.ts";

/**
 * The contact form is not part of the first view's JavaScript (its fields, form state and alerts: about 2.9 kB
 * gzipped): the server renders it whole, and its code loads on the visitor's intent (a pointer over the form,
 * focus in it) or once the browser is idle (deferred-part.tsx). A message sent before then is a plain POST
 * to the page's action, which answers as it does without JavaScript.
 */
const CONTACT_SECTION_ID = "contact-owner";
const ContactForm = deferredPart(CONTACT_SECTION_ID, (parts) => parts.contactForm());

/**
 * The gallery and the share panel load the same way (decision 043's section "the boat and home pages' interactive
 * parts load their code after the first view"): their markup works before their code does (the strip scrolls and
 * snaps under a finger or a trackpad, the thumbnails are links to each photo, the share links are links), and what
 * needs code (previous and next, keys, full screen, the device's share sheet and copying the link) comes on a
 * pointer over them, a touch, focus inside, or once the browser is idle. Their hydration leaves the page's first
 * long task.
 */
const GALLERY_ID = "gallery";
const Gallery = deferredPart(GALLERY_ID, (parts) => parts.gallery());
/**
 * The heart and "Compare" likewise (boat-actions.tsx; decision 022's section of 2026-11-27 on this page): the
 * heart's code is in the first view anyway (the similar boats' cards), Compare's is not. Their boundary is the
 * header's own child: "Compare" alone, deferred inside the row beside a hydrated heart, lost its server markup
 * when the page re-rendered after the first idle moment (React rendered the boundary afresh), while this one keeps
 * it (search-and-detail.e2e.ts holds its code back and checks).
 */
const ACTIONS_ID = "boat-actions";
const BoatActions = deferredPart(ACTIONS_ID, (parts) => parts.boatActions());
const SHARE_ID = "share";
const SharePanel = deferredPart(SHARE_ID, (parts) => parts.sharePanel());

/**
 * What only shows the boat (boat-sections.tsx: breadcrumbs, heading, details, seller; a gone boat's notice) stays
 * the server's markup on the first view: its code loads only when the page shows another boat
 * (lib/static-part.tsx). One kind of part, `BoatSection`, whose `part` prop names the section.
 */
export const BoatSection = staticPart("boat", () => boatPageParts().then((parts) => parts.sections()));

/**
 * The boat as the page's static parts show it (`pageBoat` in boat-page.server.ts; page-only in a document's loader
 * data). The specifications (dimensions, build, engines, performance, accommodation…) come formatted in `specs`,
 * so their raw values stay on the server.
 */
export type PageBoat = Pick<TPublicBoat, PageBoatField> & {
  location: Omit<TPublicBoat["location"], "latitude" | "longitude">;
  seller: Omit<TPublicBoat["seller"], "teamId" | "logoUrl">;
};

/**
 * What the page's hydrated parts read of the boat (`boatBrief` in boat-page.server.ts), the whole of it in the
 * browser on a first view: the gallery (photos, packed: ui/photo-set.ts; title), heart and Compare (id, title),
 * the contact form (id, the seller's name) and the share panel (slug, title).
 */
export interface BoatBrief {
  id: number;
  slug: string;
  title: string;
  sellerName: string;
  photos: GalleryPhoto[];
}
type PageBoatField =
  | "id"
  | "slug"
  | "status"
  | "title"
  | "titleLanguage"
  | "description"
  | "language"
  | "availableLanguages"
  | "knownDefects"
  | "boatType"
  | "condition"
  | "price"
  | "originalPrice"
  | "isPriceOnRequest"
  | "isVatIncluded"
  | "vatStatus"
  | "vatCountry"
  | "lastConfirmedAt"
  | "market"
  | "equipment"
  | "features"
  | "videoUrl"
  | "virtualTourUrl";

export function BoatDetailPage({
  boat,
  brief,
  specs,
  similar,
  similarCount,
}: {
  /** Only the static parts read it. */
  boat: PageOnly<PageBoat>;
  brief: BoatBrief;
  /** Key facts and specifications as the loader formatted them (boat-specs.ts), for the details part only. */
  specs: PageOnly<BoatSpecs>;
  /** Only the cards' static part reads them (similar-boats.tsx). */
  similar: PageOnly<CardBoat[]>;
  similarCount: number;
}) {
  const t = useT();
  const prices = useVisitorPrices();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6">
      <BoatSection part="breadcrumbs" boat={boat} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-4">
            <BoatSection part="heading" boat={boat} prices={prices} />
            <BoatActions boatId={brief.id} title={brief.title} />
          </header>
          <Gallery photos={brief.photos} title={brief.title} />

          <BoatSection part="details" boat={boat} specs={specs} />
        </div>

        <aside aria-label={t("boat.aside")} className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <ContactForm boatId={brief.id} sellerName={brief.sellerName} />
          <BoatSection part="seller" boat={boat} />
          <SharePanel slug={brief.slug} title={brief.title} />
        </aside>
      </div>
      <SimilarBoats similar={similar} count={similarCount} />
    </div>
  );
}
