/**
 * The boat page: gallery, title and price (VAT status, last confirmed available), key facts, description,
 * every specification, location; beside it the brochure, sharing, the contact form and the seller; then
 * similar boats. The title and description carry their own language (`lang`), which may differ from the
 * page's when the seller wrote no translation.
 */

import type { TPublicBoat } from "@keel/contracts/public-boat";
import { Suspense } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { BoatSpecs } from "#app/features/boat-page/boat-page.server.ts";
import { CompareButton } from "#app/features/compare/index.ts";
import { FavouriteButton } from "#app/features/favourites/index.ts";
import type { CardBoat } from "#app/features/search/index.ts";
import { cn } from "#app/lib/cn.ts";
import { deferredComponent } from "#app/lib/deferred-module.ts";
import { formatCountry, formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { SiteMeta } from "#app/lib/meta.ts";
import { otherLanguageName } from "#app/lib/original-language.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Abbreviation } from "#app/ui/text-tooltip.tsx";
import { Gallery, type GalleryPhoto } from "./gallery.tsx";
import { PriceHistory, PriceReducedNote } from "./price-history.tsx";
import { SellerCard } from "./seller-card.tsx";
import { SharePanel } from "./share-panel.tsx";
import { SimilarBoats } from "./similar-boats.tsx";
import { SpecSections } from "./spec-sections.tsx";

/**
 * The contact form is not part of the first view's JavaScript (its fields, form state and alerts: about 2.9 kB
 * gzipped): the server renders it whole, and its code loads on the visitor's intent (a pointer over the form,
 * focus in it) or once the browser is idle (lib/deferred-module.ts). A message sent before then is a plain POST
 * to the page's action, which answers as it does without JavaScript.
 */
const CONTACT_SECTION_ID = "contact-owner";
const ContactForm = deferredComponent(`#${CONTACT_SECTION_ID}`, () =>
  import("./contact-form.tsx").then((module) => module.ContactForm),
);

/** The boat as the page's loader sends it: the API's, its photos packed (ui/photo-set.ts). */
export type PageBoat = Omit<TPublicBoat, "photos"> & { photos: GalleryPhoto[] };

function Breadcrumbs({ boat }: { boat: PageBoat }) {
  const t = useT();
  const locale = useLocale();
  const search = localizePath("/boats", locale);
  const crumbs = [
    { label: t("nav.home"), to: localizePath("/", locale) },
    { label: t("search.heading"), to: search },
    ...(boat.boatType ? [{ label: boat.boatType.label, to: `${search}?type=${boat.boatType.code}` }] : []),
  ];
  return (
    <nav aria-label={t("boat.breadcrumbs")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link to={crumb.to} className="text-muted-foreground hover:text-foreground">
              {crumb.label}
            </Link>
            <Icon name="chevron-right" aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="max-w-[40ch] truncate text-foreground" lang={boat.titleLanguage}>
          {boat.title}
        </li>
      </ol>
    </nav>
  );
}

function PriceBlock({ boat }: { boat: PageBoat }) {
  const t = useT();
  const locale = useLocale();
  const hasPrice = boat.price && !boat.isPriceOnRequest;
  const vatStatus = [
    boat.vatStatus && boat.vatStatus !== "not_applicable"
      ? boat.vatCountry
        ? t("boat.vatStatusIn", {
            status: t(`editor.vatStatus.${boat.vatStatus}`),
            country: formatCountry(boat.vatCountry, locale),
          })
        : t(`editor.vatStatus.${boat.vatStatus}`)
      : null,
  ].filter(Boolean);
  const isReduced =
    hasPrice &&
    boat.originalPrice &&
    boat.originalPrice.currency === boat.price!.currency &&
    boat.originalPrice.amount > boat.price!.amount;
  return (
    <div className="flex flex-col gap-1">
      {hasPrice ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-bold tracking-tight" data-testid="boat-price">
            {formatPrice(boat.price!.amount, boat.price!.currency, locale)}
          </span>
          {isReduced ? (
            <span className="text-muted-foreground">
              <span className="sr-only">{t("boat.wasPrice")} </span>
              <s>{formatPrice(boat.originalPrice!.amount, boat.originalPrice!.currency, locale)}</s>
            </span>
          ) : null}
          <ApproxPrice
            amount={boat.price!.amount}
            currency={boat.price!.currency}
            withBasis
            className="basis-full"
          />
        </p>
      ) : (
        <p className="text-2xl font-bold">{t("boat.priceOnRequest")}</p>
      )}
      {hasPrice && boat.market.reduction ? <PriceReducedNote reduction={boat.market.reduction} /> : null}
      {hasPrice ? (
        <p className="text-sm text-muted-foreground">
          <Abbreviation full={t(boat.isVatIncluded ? "boat.vatIncludedFull" : "boat.vatExcludedFull")}>
            {t(boat.isVatIncluded ? "boat.vatIncluded" : "boat.vatExcluded")}
          </Abbreviation>
          {vatStatus.map((part) => ` · ${part}`)}
        </p>
      ) : null}
      {boat.lastConfirmedAt ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-emerald-800 dark:text-emerald-300">
          <Icon name="calendar-check" aria-hidden="true" className="size-4 shrink-0" />
          {t("boat.lastConfirmed", { date: formatDate(boat.lastConfirmedAt, locale, "long") })}
        </p>
      ) : null}
    </div>
  );
}

export function BoatDetailPage({
  boat,
  specs,
  similar,
}: {
  boat: PageBoat;
  /** Key facts and specifications as the loader formatted them (boat-specs.ts). */
  specs: BoatSpecs;
  similar: Promise<CardBoat[]> | CardBoat[];
}) {
  const t = useT();
  const locale = useLocale();
  const site = (useRouteLoaderData("root") as { site?: SiteMeta } | undefined)?.site;
  const url = `${site?.publicAppUrl ?? ""}${localizePath(`/boats/${boat.slug}`, locale)}`;
  const facts = specs.facts;
  const place = [
    boat.location.city,
    boat.location.region,
    boat.location.country ? formatCountry(boat.location.country, locale) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const brochure = `/api/v1/boats/${encodeURIComponent(boat.slug)}/brochure.pdf?locale=${encodeURIComponent(locale)}`;
  // The text has no version in the visitor's language: say which language it is in (en-GB reads en-US as its own).
  const originalLanguage = otherLanguageName(boat.language, locale);
  const paragraphs = boat.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6">
      <Breadcrumbs boat={boat} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2">
              {boat.status === "under_offer" ? <Badge variant="warning">{t("boat.underOffer")}</Badge> : null}
              {boat.condition ? <Badge variant="secondary">{boat.condition.label}</Badge> : null}
              {boat.boatType ? <Badge variant="outline">{boat.boatType.label}</Badge> : null}
            </div>
            <h1 className="text-3xl sm:text-4xl" lang={boat.titleLanguage}>
              {boat.title}
            </h1>
            {place ? (
              <p className="flex items-center gap-1.5 text-muted-foreground">
                <Icon name="map-pin" aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </p>
            ) : null}
            <PriceBlock boat={boat} />
            <div className="flex flex-wrap items-center gap-3">
              <FavouriteButton boatId={boat.id} title={boat.title} variant="outline" />
              <CompareButton boatId={boat.id} />
            </div>
          </header>
          <Gallery photos={boat.photos} title={boat.title} />

          {facts.length > 0 ? (
            <section aria-labelledby="facts-title">
              <h2 id="facts-title" className="sr-only">
                {t("boat.keyFacts")}
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
                {facts.map((fact) => (
                  <div
                    key={fact.label}
                    className="flex flex-col gap-0.5 rounded-lg border bg-muted/40 px-3 py-2"
                  >
                    <dt className="text-xs text-muted-foreground">{fact.label}</dt>
                    <dd className="font-semibold">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section aria-labelledby="description-title" className="flex flex-col gap-3">
            <h2 id="description-title" className="text-xl">
              {t("boat.section.description")}
            </h2>
            {originalLanguage ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Icon name="languages" aria-hidden="true" className="size-4 shrink-0" />
                {t("boat.originalIn", { language: originalLanguage })}
              </p>
            ) : null}
            <div lang={boat.language} className="flex flex-col gap-3 leading-relaxed">
              {paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
            {boat.knownDefects ? (
              <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
                <h3 className="text-base">{t("editor.field.knownDefects")}</h3>
                <p
                  lang={boat.availableLanguages[0] ?? boat.language}
                  className="mt-1 whitespace-pre-line text-sm"
                >
                  {boat.knownDefects}
                </p>
              </div>
            ) : null}
            {boat.videoUrl || boat.virtualTourUrl ? (
              <p className="flex flex-wrap gap-4 text-sm">
                {boat.videoUrl ? (
                  <a href={boat.videoUrl} target="_blank" rel="noopener noreferrer nofollow">
                    {t("boat.video")}
                  </a>
                ) : null}
                {boat.virtualTourUrl ? (
                  <a href={boat.virtualTourUrl} target="_blank" rel="noopener noreferrer nofollow">
                    {t("boat.virtualTour")}
                  </a>
                ) : null}
              </p>
            ) : null}
          </section>

          <SpecSections boat={boat} groups={specs.groups} />
          <PriceHistory market={boat.market} />

          {place ? (
            <section aria-labelledby="location-title" className="flex flex-col gap-2">
              <h2 id="location-title" className="text-xl">
                {t("boat.section.location")}
              </h2>
              <p className="flex items-center gap-1.5">
                <Icon name="map-pin" aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {place}
              </p>
            </section>
          ) : null}
        </div>

        <aside aria-label={t("boat.aside")} className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <Suspense>
            <ContactForm id={CONTACT_SECTION_ID} boatId={boat.id} sellerName={boat.seller.name} />
          </Suspense>
          <SellerCard seller={boat.seller} />
          <a
            href={brochure}
            download={`${boat.slug}.pdf`}
            className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
          >
            <Icon name="file-down" aria-hidden="true" />
            {t("boat.brochure")}
          </a>
          <SharePanel url={url} title={boat.title} text={t("share.text", { title: boat.title })} />
        </aside>
      </div>
      <SimilarBoats similar={similar} />
    </div>
  );
}
