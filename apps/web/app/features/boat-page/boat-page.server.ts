/**
 * The boat page's data, for /boats/{slug} and /{lang}/details/{id} alike: the boat in the page's language, its
 * similar boats, the meta, and a detail view counted for the seller's statistics, all from one API call (the
 * boat with `include=similar` and `view=detail`). A boat no longer for sale answers 410 with similar boats (in
 * the API's refusal); an unknown one 404.
 */

import { ZBoatCard } from "@keel/contracts/boats";
import { ZContactResponse } from "@keel/contracts/contact";
import type { Locale } from "@keel/contracts/locales";
import { type TPublicBoat, type TPublicBoatAnswer, ZPublicBoatAnswer } from "@keel/contracts/public-boat";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { CardBoat } from "#app/features/search/index.ts";
import { apiRequest, isApiError, retryAfterHeaders } from "#app/lib/api-client.server.ts";
import {
  type BoatPageMeta,
  boatPath,
  boatPreviewMeta,
  breadcrumbJsonLd,
  photoVariant,
  plainExcerpt,
  productJsonLd,
} from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { formatCountry, formatLength, formatPrice } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import type { Translate } from "#app/lib/i18n.ts";
import type { PageJsonLdData } from "#app/lib/json-ld.tsx";
import type { JsonLd } from "#app/lib/json-ld-scripts.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { DETAIL_VIEW_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "#app/lib/page-cache.server.ts";
import { pageOnly } from "#app/lib/page-only.server.ts";
import { apiContext } from "#app/lib/session.server.ts";
import type { PageOnly } from "#app/lib/static-part.tsx";
import { readFieldIssues } from "#app/ui/form/form-errors.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { packPhoto, withPackedPhoto } from "#app/ui/photo-set.ts";
import { keyFacts, type SpecGroup, type SpecRow, specGroups } from "./boat-specs.ts";
import type { BoatBrief, PageBoat } from "./components/boat-detail-page.tsx";
import { countsAsView } from "./detail-view.server.ts";

const ZGoneDetails = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  similar: z.array(ZBoatCard).max(6).optional(),
});
/** A boat no longer for sale, as its 410 page names it. */
export type GoneBoat = Omit<z.infer<typeof ZGoneDetails>, "similar">;

export type BoatPageData =
  | {
      kind: "boat";
      /** What the static parts show of the API's boat (`pageBoat`): a stand-in in a document. */
      boat: PageOnly<PageBoat>;
      /** What the hydrated parts read of it (`boatBrief`), its photos packed (ui/photo-set.ts). */
      brief: BoatBrief;
      /**
       * The key facts and specifications, formatted here so the browser needs no code for them; only the page's
       * static part shows them, so a document carries a stand-in (lib/page-only.server.ts).
       */
      specs: PageOnly<BoatSpecs>;
      /**
       * Written with the page: they come in the boat's answer (nothing is streamed after it). Only the cards'
       * static part shows them (a stand-in in a document); the section reads `similarCount`.
       */
      similar: PageOnly<CardBoat[]>;
      similarCount: number;
      meta: BoatPageMeta;
      /** The product and breadcrumbs for search engines: a stand-in in a document (lib/json-ld.tsx). */
      jsonLd: PageJsonLdData;
    }
  | {
      kind: "gone";
      gone: GoneBoat;
      similar: PageOnly<CardBoat[]>;
      similarCount: number;
      meta: { title: string; description: string; noIndex: true };
    };

export interface BoatSpecs {
  facts: SpecRow[];
  groups: SpecGroup[];
}

interface LoadArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * What the page's static parts show of the boat (PageBoat): no raw specifications (they come formatted in
 * `specs`), no coordinates, no seller ids and no photos (the gallery's, in `boatBrief`). A client-side
 * navigation's data carries it whole. Listed field by field, so that a field the API adds is not sent until the
 * page shows it.
 */
export function pageBoat(boat: TPublicBoat): PageBoat {
  const { country, region, city } = boat.location;
  const {
    name,
    slug,
    isVerified,
    memberSince,
    spokenLanguages,
    country: sellerCountry,
    city: sellerCity,
  } = boat.seller;
  return {
    id: boat.id,
    slug: boat.slug,
    status: boat.status,
    title: boat.title,
    titleLanguage: boat.titleLanguage,
    description: boat.description,
    language: boat.language,
    availableLanguages: boat.availableLanguages,
    knownDefects: boat.knownDefects,
    boatType: boat.boatType,
    condition: boat.condition,
    price: boat.price,
    originalPrice: boat.originalPrice,
    isPriceOnRequest: boat.isPriceOnRequest,
    isVatIncluded: boat.isVatIncluded,
    vatStatus: boat.vatStatus,
    vatCountry: boat.vatCountry,
    lastConfirmedAt: boat.lastConfirmedAt,
    location: { country, region, city },
    market: boat.market,
    equipment: boat.equipment,
    features: boat.features,
    videoUrl: boat.videoUrl,
    virtualTourUrl: boat.virtualTourUrl,
    seller: {
      name,
      slug,
      isVerified,
      memberSince,
      spokenLanguages,
      country: sellerCountry,
      city: sellerCity,
      publicBoats: boat.seller.publicBoats,
    },
  };
}

/** What the page's hydrated parts read of the boat (BoatBrief), the whole of it in every document. */
export function boatBrief(boat: TPublicBoat): BoatBrief {
  return {
    id: boat.id,
    slug: boat.slug,
    title: boat.title,
    sellerName: boat.seller.name,
    photos: boat.photos.map((photo) => ({ ...photo, image: packPhoto(photo.image) })),
  };
}

/** "Sailboat · 2008 · 12.2 m · Antibes, France · €125,000. A well kept cruiser…" */
function describe(boat: TPublicBoat, t: Translate, locale: Locale): string {
  const facts = [
    boat.boatType?.label,
    boat.yearBuilt ? String(boat.yearBuilt) : null,
    boat.dimensions.lengthM ? formatLength(boat.dimensions.lengthM, locale) : null,
    [boat.location.city, boat.location.country ? formatCountry(boat.location.country, locale) : null]
      .filter(Boolean)
      .join(", ") || null,
    boat.price && !boat.isPriceOnRequest
      ? formatPrice(boat.price.amount, boat.price.currency, locale)
      : t("boat.priceOnRequest"),
  ].filter(Boolean);
  return plainExcerpt(`${facts.join(" · ")}. ${boat.description}`, 160);
}

function boatMetaOf(boat: TPublicBoat, t: Translate, locale: Locale): BoatPageMeta {
  const main = boat.photos[0]?.image;
  const variant = main ? photoVariant(main) : null;
  const description = describe(boat, t, locale);
  return {
    slug: boat.slug,
    title: boat.title,
    description,
    extra: boatPreviewMeta(siteIdentity(), {
      title: boat.title,
      description,
      image: variant && main ? { ...variant, alt: main.alt || boat.title } : null,
    }),
  };
}

/** The boat as a schema.org product with its offer, and the page's breadcrumbs (lib/json-ld.tsx writes them). */
function boatJsonLd(boat: TPublicBoat, t: Translate, locale: Locale): JsonLd[] {
  const site = siteIdentity();
  const searchPath = localizePath("/boats", locale);
  return [
    productJsonLd(boat, { site, locale }),
    breadcrumbJsonLd(
      [
        { name: t("nav.home"), path: localizePath("/", locale) },
        { name: t("search.heading"), path: searchPath },
        ...(boat.boatType
          ? [{ name: boat.boatType.label, path: `${searchPath}?type=${boat.boatType.code}` }]
          : []),
        { name: boat.title, path: boatPath(boat.slug, locale) },
      ],
      site,
    ),
  ];
}

/**
 * The boat the route's parameters name (routes/boat.tsx serves both URLs): /boats/{slug}'s slug, or
 * /{lang}/details/{id}'s id, where anything but a positive 32-bit integer written in digits is a 404.
 */
export function boatTarget(params: { slug?: string; id?: string }): { slug: string } | { id: number } {
  if (params.slug !== undefined) return { slug: params.slug };
  const raw = params.id ?? "";
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  return { id };
}

/** The page of a boat found by slug or id, or a 410 page for a boat no longer for sale. */
export async function loadBoatPage(target: { slug: string } | { id: number }, args: LoadArgs) {
  const locale = args.context.get(localeContext);
  const path = "slug" in target ? `boats/${target.slug}` : `boats/by-id/${target.id}`;
  // A visitor's detail view (not a crawler's) is counted by the API as it answers, and the boat comes with its
  // similar boats: one call, nothing streamed after the page (decision 043).
  const view = countsAsView(args.request.headers.get("User-Agent")) ? { view: "detail" } : {};
  const [t, outcome] = await Promise.all([
    getTranslator(args.context),
    apiRequest(path, {
      ...apiContext(args.context, args.request),
      query: { locale, include: "similar", ...view },
      schema: ZPublicBoatAnswer,
    }).catch((error: unknown) => error),
  ]);

  if (isApiError(outcome, 410)) {
    const parsed = ZGoneDetails.safeParse(outcome.details);
    if (!parsed.success) throw data(null, { status: 404 });
    const { similar = [], ...gone } = parsed.data;
    const page: BoatPageData = {
      kind: "gone",
      gone,
      similar: pageOnly(args.context, similar.map(withPackedPhoto)),
      similarCount: similar.length,
      meta: {
        title: t("boat.gone.title", { title: gone.title }),
        description: t("boat.gone.body"),
        noIndex: true,
      },
    };
    return data(page, { status: 410 });
  }
  if (isApiError(outcome, 404) || isApiError(outcome, 400)) throw data(null, { status: 404 });
  if (outcome instanceof Error) throw outcome;

  const boat = outcome as TPublicBoatAnswer;
  const specs: BoatSpecs = { facts: keyFacts(boat, t, locale), groups: specGroups(boat, t, locale) };
  const meta = boatMetaOf(boat, t, locale);
  const page: BoatPageData = {
    kind: "boat",
    boat: pageOnly(args.context, pageBoat(boat)),
    brief: boatBrief(boat),
    specs: pageOnly(args.context, specs),
    similar: pageOnly(args.context, (boat.similar ?? []).map(withPackedPhoto)),
    similarCount: boat.similar?.length ?? 0,
    meta,
    jsonLd: pageOnly(args.context, boatJsonLd(boat, t, locale)),
  };
  return data(page, {
    headers: {
      // The same page for every anonymous visitor: the web server may share it for ten seconds, and counts
      // the view of each copy it serves.
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      [DETAIL_VIEW_HEADER]: String(boat.id),
    },
  });
}

/** Contact the owner (POST of the boat page's form): the API validates, the page words it. */
export async function contactOwnerAction({ request, context }: LoadArgs) {
  const t = await getTranslator(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") };
  const intent = "contact";
  const boatId = Number(text("boatId"));
  if (!Number.isInteger(boatId) || boatId <= 0) throw data(null, { status: 400 });
  try {
    const { message } = await apiRequest(`boats/${boatId}/messages`, {
      ...apiContext(context, request),
      method: "POST",
      body: {
        name: values.name,
        email: values.email,
        phone: values.phone.trim() === "" ? undefined : values.phone,
        message: values.message,
        locale: context.get(localeContext),
        // The honeypot travels as filled in: the API drops the message quietly when it is not empty.
        website: text("website") || undefined,
      },
      schema: ZContactResponse,
    });
    return formSuccess(intent, message);
  } catch (error) {
    // Refusals without a field to hold them, in the page's language.
    const known: Record<number, string> = {
      429: "contactOwner.error.rateLimited",
      403: "contactOwner.error.blocked",
      404: "contactOwner.error.unavailable",
      410: "contactOwner.error.unavailable",
    };
    if (isApiError(error) && known[error.status]) {
      return data(
        { intent, ok: false as const, fieldErrors: {}, formError: t(known[error.status]!), values },
        { status: error.status, headers: retryAfterHeaders(error) },
      );
    }
    // Codes the shared wording has no specific text for.
    const local: Record<string, string> = {};
    if (isApiError(error)) {
      for (const issue of readFieldIssues(error.details)) {
        const field = issue.path.replace(/^body\./, "");
        if (issue.code === "phone_invalid") local[field] = t("contactOwner.error.phone");
        if (issue.code === "invalid_characters") local[field] = t("contactOwner.error.characters");
      }
    }
    return formFailure(error, t, { intent, values, fieldErrors: local });
  }
}
