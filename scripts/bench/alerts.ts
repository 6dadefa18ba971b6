/**
 * `npm run bench:alerts -- [--searches 10000] [--changes 1000] [--rounds 5] [--grid]`
 *
 * The CPU time to compute saved-search alerts from a batch of listing changes (decision 046): `--searches`
 * saved searches with a realistic mix of filters (types, conditions, brands, countries, price and length ranges,
 * keywords, equipment) against `--changes` changes (publications, price drops and rises, status changes) of as
 * many boats. It runs the matcher the alerts job runs (modules/saved-searches/alert-matching.ts), in memory:
 * the database reads of a round (the changes, their boats, the saved searches: a handful of indexed queries)
 * are not in the figure. Prints the CPU time of each round (process.cpuUsage), its median and the alerts found;
 * `--grid` also prints how the time grows with either side.
 */
import { parseArgs } from "node:util";
import {
  type ChangedBoat,
  computeAlerts,
  foldText,
  type ListingChange,
  type SearchToMatch,
} from "../../apps/api/src/modules/saved-searches/alert-matching.ts";
import type { ResolvedFilters } from "../../apps/api/src/modules/search/search-filters.ts";

const { values } = parseArgs({
  options: {
    searches: { type: "string", default: "10000" },
    changes: { type: "string", default: "1000" },
    rounds: { type: "string", default: "5" },
    grid: { type: "boolean", default: false },
  },
});

/** A small deterministic generator, so that runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const COUNTRIES = ["FR", "IT", "ES", "GB", "US", "DE", "NL", "HR", "GR", "PT", "MT", "TR"];
const FUELS = ["diesel", "petrol", "electric"];
const HULLS = ["grp", "aluminium", "steel", "wood"];
const WORDS = [
  "beneteau",
  "oceanis",
  "jeanneau",
  "sun",
  "odyssey",
  "bavaria",
  "cruiser",
  "lagoon",
  "fountaine",
  "pajot",
  "princess",
  "sunseeker",
  "azimut",
  "ferretti",
  "hallberg",
  "rassy",
  "dufour",
  "grand",
  "large",
  "hanse",
  "catamaran",
  "flybridge",
  "sloop",
  "ketch",
  "classic",
  "refit",
  "teak",
  "deck",
  "owner",
  "version",
];
const NO_FILTERS: ResolvedFilters = {
  tokens: [],
  typeIds: null,
  conditionIds: null,
  brandId: null,
  modelId: null,
  priceMinEur: null,
  priceMaxEur: null,
  lengthMin: null,
  lengthMax: null,
  yearMin: null,
  yearMax: null,
  countries: null,
  fuels: null,
  hulls: null,
  cabinsMin: null,
  berthsMin: null,
  equipmentIds: null,
};

function makeSearches(count: number, seed: number): SearchToMatch[] {
  const r = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const filters: ResolvedFilters = { ...NO_FILTERS };
    if (r.chance(0.6)) filters.typeIds = [r.int(1, 20), ...(r.chance(0.3) ? [r.int(1, 20)] : [])];
    if (r.chance(0.3)) filters.conditionIds = [r.int(1, 4)];
    if (r.chance(0.35)) filters.brandId = r.int(1, 300);
    if (r.chance(0.5)) filters.countries = [r.pick(COUNTRIES), r.pick(COUNTRIES)];
    if (r.chance(0.7)) {
      const low = r.int(0, 40) * 2_500_000;
      filters.priceMinEur = r.chance(0.5) ? low : null;
      filters.priceMaxEur = low + r.int(1, 40) * 5_000_000;
    }
    if (r.chance(0.5)) {
      filters.lengthMin = r.int(6, 15);
      filters.lengthMax = filters.lengthMin + r.int(2, 10);
    }
    if (r.chance(0.3)) filters.yearMin = r.int(1990, 2020);
    if (r.chance(0.1)) filters.fuels = [r.pick(FUELS)];
    if (r.chance(0.1)) filters.hulls = [r.pick(HULLS)];
    if (r.chance(0.2)) filters.cabinsMin = r.int(1, 4);
    if (r.chance(0.3))
      filters.tokens = [r.pick(WORDS), ...(r.chance(0.3) ? [r.pick(WORDS).slice(0, 4)] : [])];
    if (r.chance(0.1)) filters.equipmentIds = [r.int(1, 60)];
    return { id: i + 1, filters, createdAt: "2026-01-01T00:00:00.000Z" };
  });
}

function makeChanges(count: number, seed: number): { changes: ListingChange[]; boats: ChangedBoat[] } {
  const r = random(seed);
  const changes: ListingChange[] = [];
  const boats: ChangedBoat[] = [];
  for (let i = 0; i < count; i += 1) {
    const boatId = 1_000_000 + i;
    const price = r.int(2, 400) * 2_500_000;
    const kind = r.pick([
      "published",
      "published",
      "price",
      "price",
      "under_offer",
      "sold",
      "withdrawn",
    ] as const);
    const drop = r.chance(0.8);
    changes.push({
      id: i + 1,
      boatId,
      kind,
      oldPriceAmount: kind === "price" ? (drop ? Math.round(price * 1.1) : Math.round(price * 0.9)) : null,
      oldCurrency: kind === "price" ? "EUR" : null,
      newPriceAmount: price,
      newCurrency: "EUR",
      createdAt: "2026-06-01T00:00:00.000Z",
    });
    const length = r.int(50, 300) / 10;
    boats.push({
      row: {
        id: boatId,
        boatTypeId: r.int(1, 20),
        conditionId: r.int(1, 4),
        brandId: r.int(1, 300),
        modelId: r.int(1, 3000),
        priceEur: price,
        lengthM: length,
        yearBuilt: r.int(1975, 2026),
        country: r.pick(COUNTRIES),
        fuel: r.pick(FUELS),
        hullMaterial: r.pick(HULLS),
        cabins: r.int(0, 6),
        berths: r.int(0, 12),
        publishedAt: "2026-06-01T00:00:00.000Z",
        lastChangedAt: "2026-06-01T00:00:00.000Z",
        reducedAt: kind === "price" && drop ? "2026-06-01T00:00:00.000Z" : null,
        reducedPercent: kind === "price" && drop ? 9.1 : null,
      },
      visible: kind !== "sold" && kind !== "withdrawn",
      text: foldText(Array.from({ length: 40 }, () => r.pick(WORDS)).join(" ")),
      equipmentIds: Array.from({ length: r.int(0, 15) }, () => r.int(1, 60)),
    });
  }
  return { changes, boats };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU milliseconds of each round, and the alerts the last one found. */
function measure(searchCount: number, changeCount: number, rounds: number) {
  const searches = makeSearches(searchCount, 7);
  const { changes, boats } = makeChanges(changeCount, 11);
  // One untimed round, so that V8 has compiled the loops (as in a worker that has run before).
  computeAlerts({ changes, boats, searches, watches: [] });
  const times: number[] = [];
  let alerts = 0;
  for (let round = 0; round < rounds; round += 1) {
    const before = process.cpuUsage();
    const result = computeAlerts({ changes, boats, searches, watches: [] });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
    alerts = result.searchAlerts.length;
  }
  return { times, alerts };
}

const searches = Number(values.searches);
const changes = Number(values.changes);
const rounds = Number(values.rounds);
const main = measure(searches, changes, rounds);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `alerts: ${searches.toLocaleString("en")} saved searches x ${changes.toLocaleString("en")} listing changes`,
);
print(`  CPU per round: ${main.times.map((t) => `${t.toFixed(1)} ms`).join(", ")}`);
print(`  median ${median(main.times).toFixed(1)} ms; ${main.alerts.toLocaleString("en")} alerts found`);

if (values.grid) {
  print("\nscaling (median CPU ms of 3 rounds):");
  print("  searches \\ changes      100     1,000    10,000");
  for (const s of [1_000, 10_000, 100_000]) {
    const cells = [100, 1_000, 10_000].map((c) =>
      median(measure(s, c, 3).times)
        .toFixed(1)
        .padStart(9),
    );
    print(`  ${s.toLocaleString("en").padStart(8)}            ${cells.join(" ")}`);
  }
}
