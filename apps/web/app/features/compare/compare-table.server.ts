/**
 * The comparison of 2 to 4 boats as rows of a table: one row a specification, one cell a boat, in the
 * visitor's language and units (the boat page's own formatting), and whether the boats differ on it. A row no
 * boat fills is left out; an empty cell reads as a dash. Made by the page's loader: the browser gets the rows
 * formatted, without the boat page's formatting code (client JS budget, decision 022). The price row says
 * so (`isPrice`): the page adds each price's approximation in the visitor's currency, which the root loader's
 * rates give.
 */
import type { Locale } from "@keel/contracts/locales";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import { keyFacts, specGroups } from "#app/features/boat-page/index.ts";
import { formatCountry, formatPrice } from "#app/lib/format.ts";
import type { Translate } from "#app/lib/i18n.ts";

export interface CompareRow {
  label: string;
  /** One value a boat, in the boats' order; null where the boat does not say. */
  values: Array<string | null>;
  /** At least two boats say different things (a missing value counts as different). */
  isDifferent: boolean;
  /** The asking prices' row. */
  isPrice?: true;
}

export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

/** The asking price (the page adds its approximation in the visitor's currency: `withApproximation`). */
function priceOf(boat: TPublicBoat, t: Translate, locale: Locale): string {
  if (!boat.price || boat.isPriceOnRequest) return t("boat.priceOnRequest");
  return formatPrice(boat.price.amount, boat.price.currency, locale);
}

function toRows(labels: string[], perBoat: Array<Map<string, string>>): CompareRow[] {
  return labels.map((label) => {
    const values = perBoat.map((specs) => specs.get(label) ?? null);
    return { label, values, isDifferent: new Set(values).size > 1 };
  });
}

export function compareSections(boats: TPublicBoat[], t: Translate, locale: Locale): CompareSection[] {
  const overview = boats.map((boat) => {
    const place = [
      boat.location.city,
      boat.location.country ? formatCountry(boat.location.country, locale) : null,
    ]
      .filter(Boolean)
      .join(", ");
    const rows: Array<[string, string | null]> = [
      [t("compare.row.price"), priceOf(boat, t, locale)],
      [
        t("compare.row.status"),
        boat.status === "under_offer" ? t("boat.underOffer") : t("compare.available"),
      ],
      ...keyFacts(boat, t, locale).map((row): [string, string] => [row.label, row.value]),
      [t("boat.location"), place || null],
      [t("compare.row.seller"), boat.seller.name],
    ];
    return new Map(rows.filter((row): row is [string, string] => row[1] !== null));
  });
  const overviewLabels = [...new Set(overview.flatMap((specs) => [...specs.keys()]))];
  const priceLabel = t("compare.row.price");
  const sections: CompareSection[] = [
    {
      title: t("compare.section.overview"),
      rows: toRows(overviewLabels, overview).map((row) =>
        row.label === priceLabel ? { ...row, isPrice: true } : row,
      ),
    },
  ];

  // The detailed groups, minus what the overview already shows.
  const shown = new Set(overviewLabels);
  const groups = boats.map((boat) => specGroups(boat, t, locale));
  const order: Array<{ key: string; title: string }> = [];
  for (const boatGroups of groups) {
    for (const group of boatGroups) {
      if (!order.some((o) => o.key === group.key)) order.push({ key: group.key, title: group.title });
    }
  }
  for (const { key, title } of order) {
    const perBoat = groups.map(
      (boatGroups) =>
        new Map((boatGroups.find((g) => g.key === key)?.rows ?? []).map((r) => [r.label, r.value])),
    );
    const labels = [...new Set(perBoat.flatMap((specs) => [...specs.keys()]))].filter((l) => !shown.has(l));
    if (labels.length > 0) sections.push({ title, rows: toRows(labels, perBoat) });
  }
  return sections;
}
