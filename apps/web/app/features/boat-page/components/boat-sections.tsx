/**
 * The boat page's static parts (lib/static-part.tsx): what only shows the boat, whose code the page's first
 * view does without (boat-detail-page.tsx renders them through `staticPart`). The breadcrumbs, the heading
 * (badges, title, place, price), the heart, the details (key facts, description, specifications, price
 * history, location) and the seller with the brochure. No state, no handlers: links are React Router's
 * `<Link>`; the heart is a plain form that the page's `DeferredHeartDelegate` runs (features/favourites).
 * A gone boat's notice too (gone-page.tsx). The page renders them all as one kind of part, `BoatSection`, which
 * `part` tells apart: one declaration in the first view's code instead of one per section, and a part in every
 * boat page's document, gone or not (staticPart asks for a kind's module at once only when none of its parts is
 * in the document: a client-side navigation).
 */

import type { Locale } from "@keel/contracts/locales";
import type { BoatSpecs, GoneBoat } from "#app/features/boat-page/boat-page.server.ts";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { cn } from "#app/lib/cn.ts";
import { formatCountry, formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { otherLanguageName } from "#app/lib/original-language.ts";
import { ApproxPrice } from "#app/ui/approx-price.tsx";
import { Badge } from "#app/ui/badge.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Abbreviation } from "#app/ui/text-tooltip.tsx";
import type { PageBoat } from "./boat-detail-page.tsx";
import { PriceHistory, PriceReducedNote } from "./price-history.tsx";
import { SellerCard } from "./seller-card.tsx";
import { SpecSections } from "./spec-sections.tsx";

/** "City, Region, Country" of the boat, in the page's language. */
export function boatPlace(boat: Pick<PageBoat, "location">, locale: Locale): string {
  return [
    boat.location.city,
    boat.location.region,
    boat.location.country ? formatCountry(boat.location.country, locale) : null,
  ]
    .filter(Boolean)
    .join(", ");
}

export function BoatBreadcrumbs({ boat }: { boat: Pick<PageBoat, "title" | "titleLanguage" | "boatType"> }) {
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

/**
 * Badges, title, place and price. `prices` (the root loader's, which `ApproxPrice` reads) is here so that the
 * part renders again when they change.
 */
export function BoatHeading({ boat }: { boat: PageBoat; prices: VisitorPrices | null }) {
  const t = useT();
  const locale = useLocale();
  const place = boatPlace(boat, locale);
  return (
    <>
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
    </>
  );
}

/** Key facts, description, every specification, price history and location. */
export function BoatDetails({ boat, specs }: { boat: PageBoat; specs: BoatSpecs }) {
  const t = useT();
  const locale = useLocale();
  const facts = specs.facts;
  const place = boatPlace(boat, locale);
  // The text has no version in the visitor's language: say which language it is in (en-GB reads en-US as its own).
  const originalLanguage = otherLanguageName(boat.language, locale);
  const paragraphs = boat.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {facts.length > 0 ? (
        <section aria-labelledby="facts-title">
          <h2 id="facts-title" className="sr-only">
            {t("boat.keyFacts")}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-0.5 rounded-lg border bg-muted/40 px-3 py-2">
                <dt className="text-xs text-muted-foreground">{fact.label}</dt>
                <dd className="font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="description-title" className="below-fold flex flex-col gap-3">
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
        <section aria-labelledby="location-title" className="below-fold flex flex-col gap-2">
          <h2 id="location-title" className="text-xl">
            {t("boat.section.location")}
          </h2>
          <p className="flex items-center gap-1.5">
            <Icon name="map-pin" aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {place}
          </p>
        </section>
      ) : null}
    </>
  );
}

/** The seller's card and the brochure's link. */
export function BoatSeller({ boat: { seller, slug } }: { boat: Pick<PageBoat, "seller" | "slug"> }) {
  const t = useT();
  const locale = useLocale();
  const brochure = `/api/v1/boats/${encodeURIComponent(slug)}/brochure.pdf?locale=${encodeURIComponent(locale)}`;
  return (
    <>
      <SellerCard seller={seller} />
      <a
        href={brochure}
        download={`${slug}.pdf`}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
      >
        <Icon name="file-down" aria-hidden="true" />
        {t("boat.brochure")}
      </a>
    </>
  );
}

/** A boat no longer for sale (HTTP 410): says so plainly and offers the search (gone-page.tsx). */
export function GoneNotice({ gone }: { gone: GoneBoat }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-8">
      <div className="rounded-full bg-accent p-3 text-accent-foreground" aria-hidden="true">
        <Icon name="anchor" className="size-7" />
      </div>
      <h1 className="text-3xl">{t("boat.gone.title", { title: gone.title })}</h1>
      <p className="max-w-2xl text-muted-foreground">{t("boat.gone.body")}</p>
      <Link to={localizePath("/boats", locale)} className={buttonVariants()}>
        {t("boat.gone.search")}
      </Link>
    </div>
  );
}

/** Which of the sections above a `BoatSection` part shows, with its props (JSON data). */
export type BoatSectionProps =
  | ({ part: "breadcrumbs" } & Parameters<typeof BoatBreadcrumbs>[0])
  | ({ part: "heading" } & Parameters<typeof BoatHeading>[0])
  | ({ part: "details" } & Parameters<typeof BoatDetails>[0])
  | ({ part: "seller" } & Parameters<typeof BoatSeller>[0])
  | ({ part: "gone" } & Parameters<typeof GoneNotice>[0]);

/** The boat page's static part: the section `part` names. */
export function BoatSection(props: BoatSectionProps) {
  switch (props.part) {
    case "breadcrumbs":
      return <BoatBreadcrumbs {...props} />;
    case "heading":
      return <BoatHeading {...props} />;
    case "details":
      return <BoatDetails {...props} />;
    case "seller":
      return <BoatSeller {...props} />;
    case "gone":
      return <GoneNotice {...props} />;
  }
}
