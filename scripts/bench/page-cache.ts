// The web app's page cache module is typed against the browser's globals as well (its time-zone cookie helper).
/// <reference lib="dom" />
/**
 * `npm run bench:page-cache -- [--boats 10000] [--views 100] [--changes 1] [--minutes 30] [--page-kb 13.5]
 *   [--languages 1] [--cache-mb 64,128,256]`
 *
 * The web server's page cache (apps/web/app/lib/page-cache.server.ts, docs/decisions/044-search-memory-and-
 * page-cache.md) under a live marketplace, on a simulated clock: `--views` boat page views a second over
 * `--boats` boats and `--changes` listing changes a second, for `--minutes` after a warm-up of the same
 * length. It drives the real PageCache (its keys, lookups, stores, memory bound, lifetime and invalidation)
 * with pages that show what a boat page shows: the boat, its seller's team and six similar boats' cards (same
 * type, nearest price). A page is `--page-kb` as the cache keeps it (brotli at quality 6): 13.5 kB is the mean
 * of 100 boat pages of the 100,000-boat bench database, 13.1 to 13.8 kB from the tenth to the ninetieth
 * percentile. Rendering itself is not measured (bench:pages is): the figure here is the hit ratio, which only
 * the cache's rules decide, so it is the same on any machine.
 *
 * Views: 80 % from visitors, by popularity (Zipf, s = 1: a few boats get most views), 20 % from crawlers
 * walking every boat evenly; each in one of `--languages` languages (a boat page's URL names its language:
 * five languages are five pages to keep). Visitors' browsers word their `Accept-Language` in five ways;
 * crawlers send none. Changes: 74 % a boat edited (price, text, photos), 15 % a boat sold, under offer or back
 * on sale, 10 % a boat published, 1 % a team's seller card edited (every page of its boats goes; teams range
 * from a few boats to several hundred).
 * A second run of the same views and changes adds a catalog label edited once an hour, at the start of the
 * measured half: a brand carried by 2 % of the boats, whose pages and the pages showing their cards go (the
 * change log names the boats that carry an edited label; a label on more than 5,000 boats, or on none, still
 * empties the cache).
 * Printed per cache size: the hit ratio with the cache's rules under listing changes only, the same with the
 * hourly label edit, and with the rule before them (every listing change emptied the cache), against the 90 %
 * target; and how many pages a second the misses render.
 */
import { parseArgs } from "node:util";
import type { Shown } from "@keel/contracts/page-shows";
import { seededRandom } from "@keel/contracts/seeded-random";
import { localizePath } from "../../apps/web/app/lib/locale.ts";
import {
  cacheableRequest,
  PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "../../apps/web/app/lib/page-cache.server.ts";

const { values } = parseArgs({
  options: {
    boats: { type: "string", default: "10000" },
    views: { type: "string", default: "100" },
    changes: { type: "string", default: "1" },
    minutes: { type: "string", default: "30" },
    "page-kb": { type: "string", default: "13.5" },
    languages: { type: "string", default: "1" },
    "cache-mb": { type: "string", default: "64,128,256" },
  },
});
const BOATS = Number(values.boats);
const VIEWS_PER_SECOND = Number(values.views);
const CHANGES_PER_SECOND = Number(values.changes);
const SECONDS = Number(values.minutes) * 60;
const PAGE_BYTES = Number(values["page-kb"]) * 1024;
const LANGUAGES = (["en-US", "fr", "it", "es", "en-GB"] as const).slice(0, Number(values.languages));
/** How browsers of visitors served the default language word their `Accept-Language`. */
const WORDINGS = ["en-US,en;q=0.9", "en-US", "en-US,en;q=0.9,fr;q=0.8", "en,en-US;q=0.9", "en-US,en;q=0.5"];
const TYPES = 12;
const TEAMS = 200;

interface Boat {
  id: number;
  team: number;
  type: number;
  price: number;
}

function catalog(random: () => number): { boats: Boat[]; similar: Map<number, number[]> } {
  const boats: Boat[] = [];
  for (let id = 1; id <= BOATS; id += 1) {
    // Team sizes vary as dealers' fleets do: a few large teams, many small ones.
    const team = 1 + Math.floor(TEAMS * random() ** 2);
    boats.push({ id, team, type: 1 + Math.floor(random() * TYPES), price: Math.floor(random() * 1_000_000) });
  }
  // Six similar boats: the same type, the nearest prices.
  const similar = new Map<number, number[]>();
  const byType = new Map<number, Boat[]>();
  for (const boat of boats) byType.set(boat.type, [...(byType.get(boat.type) ?? []), boat]);
  for (const list of byType.values()) {
    list.sort((a, b) => a.price - b.price);
    list.forEach((boat, i) => {
      const near = list.slice(Math.max(0, i - 3), i + 4).filter((other) => other !== boat);
      similar.set(
        boat.id,
        near.slice(0, 6).map((other) => other.id),
      );
    });
  }
  return { boats, similar };
}

/** Zipf (s = 1) over the boats: the boat of rank r is viewed in proportion to 1 / r. */
function popularity(random: () => number): () => number {
  const weights = Array.from({ length: BOATS }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative = new Float64Array(BOATS);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w / total;
    cumulative[i] = sum;
  });
  // Ranks shuffled over ids, so that popular boats are spread over types and teams.
  const order = Array.from({ length: BOATS }, (_, i) => i + 1).sort(() => random() - 0.5);
  return () => {
    const x = random();
    let low = 0;
    let high = BOATS - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < x) low = mid + 1;
      else high = mid;
    }
    return order[low]!;
  };
}

type Change = { boats: number[]; teams: number[]; all: boolean };

/**
 * `listings`: the cache's rules under listing changes only; `labels`: the same with a brand on 2 % of the boats
 * edited once an hour, at the start of the measured half; `before`: every change empties the cache.
 */
type Rule = "listings" | "labels" | "before";

async function run(cacheMb: number, rule: Rule): Promise<{ hits: number; views: number }> {
  // A seeded stream, so that every rule meets the same views and changes.
  const random = seededRandom(2026);
  const { boats, similar } = catalog(random);
  const popular = popularity(random);
  let now = 0;
  const cache = new PageCache({ maxBytes: cacheMb * 1024 * 1024, now: () => now });
  const body = Buffer.alloc(PAGE_BYTES, "x");
  let nextId = BOATS + 1;
  const change = (): Change => {
    const x = random();
    const boat = boats[Math.floor(random() * boats.length)]!;
    // What GET /search/changes names for each (listings-changes.ts): the boat; a team for its card only.
    if (x < 0.74) return { boats: [boat.id], teams: [], all: false };
    if (x < 0.89) return { boats: [boat.id], teams: [], all: false };
    if (x < 0.99) return { boats: [nextId++], teams: [], all: false };
    return { boats: [], teams: [boat.team], all: false };
  };
  // The brand's boats come from a stream of their own, so that both runs meet the same views and changes.
  const brandRandom = seededRandom(7);
  const brandEdited = (): Change => ({
    boats: Array.from({ length: BOATS / 50 }, () => boats[Math.floor(brandRandom() * boats.length)]!.id),
    teams: [],
    all: false,
  });
  let hits = 0;
  let views = 0;
  for (let second = 0; second < 2 * SECONDS; second += 1) {
    const measuring = second >= SECONDS;
    for (let c = 0; c < CHANGES_PER_SECOND; c += 1) {
      const isLabelChange = rule === "labels" && second % 3600 === 1800 && c === 0;
      const next = isLabelChange ? brandEdited() : change();
      cache.apply(rule === "before" ? { boats: [], teams: [], all: true } : next);
    }
    for (let v = 0; v < VIEWS_PER_SECOND; v += 1) {
      now = second * 1000 + (v * 1000) / VIEWS_PER_SECOND;
      const isVisitor = random() < 0.8;
      const id = isVisitor ? popular() : 1 + Math.floor(random() * BOATS);
      const language = LANGUAGES[Math.floor(random() * LANGUAGES.length)]!;
      const request = cacheableRequest({
        method: "GET",
        url: localizePath(`/boats/boat-${id}`, language),
        // Crawlers send no language; browsers word theirs in many ways, which must not split the cache.
        headers: isVisitor ? { "accept-language": WORDINGS[Math.floor(random() * WORDINGS.length)]! } : {},
      })!;
      const hit = cache.get(request.key) !== undefined;
      if (!hit) {
        const boat = boats[id - 1]!;
        const shows: Shown = { boats: [id, ...(similar.get(id) ?? [])], teams: [boat.team], listings: false };
        const response = new Response(body, {
          headers: { "content-type": "text/html", "cache-control": PUBLIC_PAGE_CACHE_CONTROL },
        });
        await cache.store(request, response, cache.epoch, () => shows);
      }
      if (measuring) {
        views += 1;
        if (hit) hits += 1;
      }
    }
  }
  return { hits, views };
}

console.info(
  `bench:page-cache: ${BOATS.toLocaleString("en-US")} boats, ${VIEWS_PER_SECOND} boat page views/s (80 % by popularity, ` +
    `20 % crawlers, ${LANGUAGES.length} language(s)), ${CHANGES_PER_SECOND} listing change/s, ${values.minutes} simulated minutes after ` +
    `as long a warm-up, pages of ${values["page-kb"]} kB`,
);
for (const cacheMb of values["cache-mb"].split(",").map(Number)) {
  for (const rule of ["listings", "labels", "before"] as const) {
    const { hits, views } = await run(cacheMb, rule);
    const label = {
      listings: "drop what changed (now)",
      labels: "now, and a brand edited an hour",
      before: "empty on every change (before)",
    }[rule];
    console.info(
      `  PAGE_CACHE_MB=${String(cacheMb).padEnd(4)} ${label.padEnd(32)} hit ratio ${((100 * hits) / views).toFixed(1)} %` +
        `  renders ${((views - hits) / SECONDS).toFixed(1)}/s  (target >= 90 %)`,
    );
  }
}
