/**
 * `npm run bench:pages -- [--duration 10] [--connections 16] [--database path.db | --demo] [--build] [--soak 10000]`
 *
 * Server-rendered pages under load: starts the production product on loopback (scripts/lib/bench-product.ts:
 * the 100,000-boat bench database when bench:search has seeded it, else the demo data) and drives it with
 * autocannon, one page kind at a time: boat detail pages (20 different boats) and the search page (a few
 * filter URLs built from the catalog's facets). Each kind gets a short warm-up, then `--duration` seconds
 * measured. Requests look like a browser's (HTML, br/gzip, a desktop user agent that is not a bot, so pages
 * stream as visitors get them). Prints requests/s, p50/p99 latency and non-2xx answers per kind against
 * the targets, and the CPU time each page cost the web server and the API, read from the two processes
 * themselves (steady on a busy machine, where rates and latencies are not). The load generator shares the
 * machine's cores with both servers: rates are a floor.
 * `--soak N`: then N more pages of both kinds after a warm-up of a tenth as many, printing the web server's
 * and the API's RSS before and after (with `PAGE_CACHE_MB=0`, every one rendered): memory that grows with
 * the pages served is a leak.
 * With `PAGE_CACHE_MB=0` the web server renders every page (docs/decisions/023-page-cache.md): the rate of
 * rendering itself, against the rate visitors get with the page cache on.
 */
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { autocannon } from "../lib/autocannon.ts";
import { type BenchProduct, startBenchProduct, stopOnSignals } from "../lib/bench-product.ts";
import { processStats } from "../lib/process-stats.ts";

const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "br, gzip",
  "accept-language": "en-US,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

interface PageKind {
  name: string;
  paths: string[];
  /** Requests per second at least. */
  targetRps: number;
}

const P99_TARGET_MS = 100;
const WARM_UP_SECONDS = 3;

interface SearchPage {
  items: { slug: string }[];
  facets: Record<string, { value: string; count: number }[]> | null;
}

async function searchApi(product: BenchProduct, query: string): Promise<SearchPage> {
  const response = await fetch(`${product.apiUrl}/api/v1/boats?${query}`);
  if (!response.ok) throw new Error(`GET /api/v1/boats?${query}: HTTP ${response.status}`);
  return (await response.json()) as SearchPage;
}

/** Boats and filters from the served catalog, so the URLs are valid on any database. */
async function pageKinds(product: BenchProduct): Promise<PageKind[]> {
  const [newest, cheapest, facetsPage] = await Promise.all([
    searchApi(product, "sort=newest&pageSize=12&facets=false"),
    searchApi(product, "sort=price_asc&pageSize=12&facets=false&page=3"),
    searchApi(product, "pageSize=12&facets=true"),
  ]);
  const slugs = [...new Set([...newest.items, ...cheapest.items].map((boat) => boat.slug))].slice(0, 20);
  if (slugs.length === 0) throw new Error("the catalog has no published boat to open");
  const top = (facet: string, rank: number) => facetsPage.facets?.[facet]?.[rank]?.value;
  const filters = [
    "",
    `type=${top("type", 0)}`,
    `type=${top("type", 1)},${top("type", 2)}&country=${top("country", 0)}&sort=price_asc`,
    `brand=${top("brand", 0)}&condition=${top("condition", 0)}`,
    "lengthMin=10&priceMax=300000&sort=year_desc&page=2",
    "q=catamaran",
  ].filter((query) => !query.includes("undefined"));
  return [
    { name: "detail", paths: slugs.map((slug) => `/boats/${slug}`), targetRps: 300 },
    { name: "search", paths: filters.map((query) => `/boats${query ? `?${query}` : ""}`), targetRps: 150 },
  ];
}

function load(
  product: BenchProduct,
  paths: string[],
  connections: number,
  length: { duration: number } | { amount: number },
) {
  return autocannon({
    url: product.baseUrl,
    connections,
    ...length,
    headers: BROWSER_HEADERS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

/** The CPU time and RSS of the web server and the API now. */
function sample(product: BenchProduct) {
  return { web: processStats(product.webPid), api: processStats(product.apiPid) };
}

/** One request per path first: a page that fails alone must not be measured as a fast error page. */
async function checkPaths(product: BenchProduct, kind: PageKind): Promise<void> {
  for (const path of kind.paths) {
    const response = await fetch(`${product.baseUrl}${path}`, {
      headers: BROWSER_HEADERS,
      redirect: "manual",
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}, not 200`);
  }
}

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    database: { type: "string" },
    demo: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    soak: { type: "string", default: "0" },
  },
});
const soak = Number(values.soak);
const duration = Number(values.duration);
const connections = Number(values.connections);

const product = await startBenchProduct({
  database: values.database,
  demo: values.demo,
  rebuild: values.build,
});
stopOnSignals(product);
const lines: string[] = [];
try {
  const kinds = await pageKinds(product);
  for (const kind of kinds) {
    await checkPaths(product, kind);
    console.info(`${kind.name}: ${kind.paths.length} URLs, e.g. ${kind.paths.slice(0, 3).join("  ")}`);
    await load(product, kind.paths, connections, { duration: WARM_UP_SECONDS });
    const before = sample(product);
    const result = await load(product, kind.paths, connections, { duration });
    const after = sample(product);
    const perPage = (process: "web" | "api") =>
      ((after[process].cpuMs - before[process].cpuMs) / Math.max(1, result.requests.total)).toFixed(2);
    const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
    const failed = result.non2xx + result.errors + result.timeouts;
    const line =
      `${kind.name.padEnd(7)} ${result.requests.average.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${result.latency.p50.toFixed(0)} ms  p99 ${result.latency.p99.toFixed(0)} ms  ` +
      `CPU per page: web ${perPage("web")} ms, API ${perPage("api")} ms  ` +
      `non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}  ` +
      `(targets: >= ${kind.targetRps} req/s ${mark(result.requests.average >= kind.targetRps)}, ` +
      `p99 <= ${P99_TARGET_MS} ms ${mark(result.latency.p99 <= P99_TARGET_MS)}` +
      `${failed ? ", failures MISSED" : ""})`;
    console.info(line);
    lines.push(line);
  }
  if (soak > 0) {
    const paths = kinds.flatMap((kind) => kind.paths);
    await load(product, paths, connections, { amount: Math.ceil(soak / 10) });
    const before = sample(product);
    const result = await load(product, paths, connections, { amount: soak });
    const after = sample(product);
    const rss = (process: "web" | "api") =>
      `${before[process].rssMb.toFixed(0)} -> ${after[process].rssMb.toFixed(0)} MB (${after[process].rssMb - before[process].rssMb >= 0 ? "+" : ""}${(after[process].rssMb - before[process].rssMb).toFixed(0)})`;
    const line =
      `soak    ${result.requests.total} pages after ${Math.ceil(soak / 10)} warm-up pages: RSS web ${rss("web")}, ` +
      `API ${rss("api")}  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`;
    console.info(line);
    lines.push(line);
  }
} finally {
  await product.stop();
}
console.info(
  `\nbench:pages (${product.description}, ${connections} connections, ${duration} s per page kind ` +
    `after ${WARM_UP_SECONDS} s warm-up, ${cpus().length} cores shared by load, web and API, ` +
    `page cache ${process.env.PAGE_CACHE_MB === "0" ? "off" : "on"})`,
);
for (const line of lines) console.info(line);
