import { formatDateTime } from "#app/features/admin/admin-format.ts";
import type { BoatFactFields } from "#app/features/admin/boats/moderation.ts";
import { formatCountry, formatLength, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";

type Option = { id: number; label: string };

interface FactsBoat extends BoatFactFields {
  photos: unknown[];
  publishedAt: string | null;
  lastConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The boat at a glance, as buyers would read it, plus the dates moderation cares about (UTC). */
export function BoatFacts({
  boat,
  options,
}: {
  boat: FactsBoat;
  options: { boatTypes: Option[]; conditions: Option[]; availabilities: Option[] };
}) {
  const t = useT();
  const locale = useLocale();
  const labelOf = (list: Option[], id: number | null) => list.find((option) => option.id === id)?.label;
  const notSet = t("moderation.notSet");
  const price = boat.isPriceOnRequest
    ? t("boat.priceOnRequest")
    : boat.priceAmount === null
      ? notSet
      : `${formatPrice(boat.priceAmount, boat.currency, locale)} ${t(boat.isVatIncluded ? "boat.vatIncluded" : "boat.vatExcluded")}`;
  const place = [boat.city, boat.country ? formatCountry(boat.country, locale) : null]
    .filter(Boolean)
    .join(", ");
  const facts: [string, string][] = [
    [t("moderation.col.type"), labelOf(options.boatTypes, boat.boatTypeId) ?? notSet],
    [t("moderation.field.condition"), labelOf(options.conditions, boat.conditionId) ?? notSet],
    [t("moderation.field.availability"), labelOf(options.availabilities, boat.availabilityId) ?? notSet],
    [t("boat.year"), boat.yearBuilt === null ? notSet : String(boat.yearBuilt)],
    [t("boat.length"), boat.lengthM === null ? notSet : formatLength(boat.lengthM, locale, "m")],
    [t("moderation.field.price"), price],
    [t("boat.location"), place || notSet],
    [t("moderation.boat.photos"), numberFormat(locale).format(boat.photos.length)],
    [t("moderation.boat.publishedAt"), boat.publishedAt ? formatDateTime(boat.publishedAt, locale) : notSet],
    [
      t("moderation.boat.lastConfirmedAt"),
      boat.lastConfirmedAt ? formatDateTime(boat.lastConfirmedAt, locale) : notSet,
    ],
    [t("moderation.boat.createdAt"), formatDateTime(boat.createdAt, locale)],
    [t("moderation.col.updated"), formatDateTime(boat.updatedAt, locale)],
  ];
  return (
    <section aria-labelledby="facts-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="facts-title" className="text-base">
        {t("moderation.boat.facts")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
