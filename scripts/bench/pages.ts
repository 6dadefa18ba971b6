/**
 * `npm run bench:pages -- [--duration 10 | --pages 300] [--connections 16] [--database path.db | --demo] [--build] [--soak 10000 [--heap]]`
 *
 * Server-rendered pages under load: starts the production product on loopback (scripts/lib/bench-product.ts:
 * the 100,000-boat bench database when bench:search has seeded it, else the demo data) and drives it with
 * autocannon, one page kind at a time: boat detail pages (20 different boats) and the search page (a few
 * filter URLs built from the catalog's facets) and the home page; then a minimal React Router page
 * (scripts/bench/minimal-page.ts, its own process) under the same load, the yardstick each page's CPU is
 * divided by. Each kind gets a short warm-up, then `--duration` seconds measured, or `--pages` pages (on a
 * machine so busy that a few seconds hold only a handful of pages). Requests look like a browser's (HTML, Chrome's Accept-Encoding with zstd, a desktop user agent that is not a bot, so pages
 * stream as visitors get them). Prints requests/s, p50/p99 latency and non-2xx answers per kind against
 * the targets, and the CPU time each page cost the web server and the API, read from the two processes
 * themselves (steady on a busy machine, where rates and latencies are not). The load generator shares the
 * machine's cores with both servers: rates are a floor.
 * `--soak N`: then N more pages of every kind after a warm-up of a tenth as many, printing the web server's
 * and the API's RSS before and after (with `PAGE_CACHE_MB=0`, every one rendered), and at ten checkpoints on
 * the way the web server's RSS split into V8's young generation, its old generation, code and what is
 * outside the heap (scripts/bench/memory-report.ts): memory that keeps growing with the pages served, through
 * the second half too, is a leak; a heap that grows to the load's size and holds is not. With `--heap`, also the web server's live heap after a full collection before and
 * after (heap snapshots, scripts/lib/heap-snapshot.ts) and the kinds of objects that grew most.
 * With `PAGE_CACHE_MB=0` the web server renders every page (docs/decisions/023-page-cache.md): the rate of
 * rendering itself, against the rate visitors get with the page cache on.
 */
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { autocannon } from "../lib/autocannon.ts";
import { type BenchProduct, startBenchProduct, stopOnSignals } from "../lib/bench-product.ts";
import { heapGrowth, summarizeHeapSnapshot, takeHeapSnapshot } from "../lib/heap-snapshot.ts";
import { describeMemory, readMemoryReport } from "../lib/memory-report.ts";
import { freePort, waitForHttpOk } from "../lib/net.ts";
import { processStats } from "../lib/process-stats.ts";
import { startService } from "../lib/services.ts";
import { ROOT } from "../lib/steps.ts";

/** Chrome's own headers (its `Accept-Encoding` is Chrome's since version 123, Firefox's since 126). */
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

interface PageKind {
  name: string;
  paths: string[];
  /** Requests per second at least. */
  targetRps: number;
  /** Web server CPU per page at most, in ms. */
  targetCpuMs?: number;
}

const P99_TARGET_MS = 100;
/** RSS is printed this many times during a soak, with where the web server's memory is. */
const SOAK_CHECKPOINTS = 10;

function signed(mb: number): string {
  return `${mb >= 0 ? "+" : ""}${mb.toFixed(0)}`;
}
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
    { name: "detail", paths: slugs.map((slug) => `/boats/${slug}`), targetRps: 300, targetCpuMs: 6 },
    {
      name: "search",
      paths: filters.map((query) => `/boats${query ? `?${query}` : ""}`),
      targetRps: 150,
      targetCpuMs: 8,
    },
    { name: "home", paths: ["/"], targetRps: 300, targetCpuMs: 5 },
  ];
}

function load(
  target: { baseUrl: string },
  paths: string[],
  connections: number,
  length: { duration: number } | { amount: number },
) {
  return autocannon({
    url: target.baseUrl,
    connections,
    ...length,
    headers: BROWSER_HEADERS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

/** The CPU time and RSS of the web server and the API now. */
function sample(product: BenchProduct) {
  const failure = product.failure();
  if (failure) throw new Error(`a server died under load: ${failure}`);
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
    pages: { type: "string" },
    connections: { type: "string", default: "16" },
    database: { type: "string" },
    demo: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    soak: { type: "string", default: "0" },
    heap: { type: "boolean", default: false },
  },
});
const soak = Number(values.soak);
const duration = Number(values.duration);
/** How much each page kind is measured: a number of pages, or seconds. */
const measure = values.pages ? { amount: Number(values.pages) } : { duration };
const warmUp = values.pages ? { amount: Math.ceil(Number(values.pages) / 5) } : { duration: WARM_UP_SECONDS };
const connections = Number(values.connections);

const product = await startBenchProduct({
  database: values.database,
  demo: values.demo,
  rebuild: values.build,
  webHeapSnapshots: values.heap,
  webMemoryReport: soak > 0,
});
stopOnSignals(product);
const minimalPort = await freePort();
const minimal = startService({
  name: "minimal page",
  command: process.execPath,
  args: [join(ROOT, "scripts/bench/minimal-page.ts"), String(minimalPort)],
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: "production" },
  output: "inherit",
});
const lines: string[] = [];
try {
  await waitForHttpOk(`http://127.0.0.1:${minimalPort}/boats/health`, {
    timeoutMs: 30_000,
    abortIf: () => minimal.exitReason(),
  });
  const kinds = await pageKinds(product);
  /** Web server CPU per page of each kind, in ms. */
  const measured: { kind: PageKind; webMs: number; line: string }[] = [];
  for (const kind of kinds) {
    await checkPaths(product, kind);
    console.info(`${kind.name}: ${kind.paths.length} URLs, e.g. ${kind.paths.slice(0, 3).join("  ")}`);
    await load(product, kind.paths, connections, warmUp);
    const before = sample(product);
    const result = await load(product, kind.paths, connections, measure);
    const after = sample(product);
    const perPage = (process: "web" | "api") =>
      (after[process].cpuMs - before[process].cpuMs) / Math.max(1, result.requests.total);
    const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
    const failed = result.non2xx + result.errors + result.timeouts;
    const webMs = perPage("web");
    const cpuTarget =
      kind.targetCpuMs === undefined
        ? ""
        : `, web CPU <= ${kind.targetCpuMs} ms ${mark(webMs <= kind.targetCpuMs)}`;
    const line =
      `${kind.name.padEnd(7)} ${result.requests.average.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${result.latency.p50.toFixed(0)} ms  p99 ${result.latency.p99.toFixed(0)} ms  ` +
      `CPU per page: web ${webMs.toFixed(2)} ms, API ${perPage("api").toFixed(2)} ms  ` +
      `non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}  ` +
      `(targets: >= ${kind.targetRps} req/s ${mark(result.requests.average >= kind.targetRps)}, ` +
      `p99 <= ${P99_TARGET_MS} ms ${mark(result.latency.p99 <= P99_TARGET_MS)}${cpuTarget}` +
      `${failed ? ", failures MISSED" : ""})`;
    console.info(line);
    measured.push({ kind, webMs, line });
  }
  // The yardstick, under the same load in the same run, on the boat pages' paths.
  const yardstick = { baseUrl: `http://127.0.0.1:${minimalPort}` };
  const minimalPaths = kinds[0]?.paths ?? [];
  await load(yardstick, minimalPaths, connections, warmUp);
  const minimalBefore = processStats(minimal.child.pid!);
  const minimalResult = await load(yardstick, minimalPaths, connections, measure);
  const minimalMs =
    (processStats(minimal.child.pid!).cpuMs - minimalBefore.cpuMs) /
    Math.max(1, minimalResult.requests.total);
  for (const { webMs, line } of measured) {
    lines.push(`${line}  ${(webMs / Math.max(minimalMs, 0.01)).toFixed(1)}x the minimal page`);
  }
  lines.push(
    `minimal ${minimalResult.requests.average.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${minimalResult.latency.p50.toFixed(0)} ms  p99 ${minimalResult.latency.p99.toFixed(0)} ms  ` +
      `CPU per page: ${minimalMs.toFixed(2)} ms (a React Router page showing its slug, no compression)`,
  );
  if (soak > 0) {
    const paths = kinds.flatMap((kind) => kind.paths);
    await load(product, paths, connections, { amount: Math.ceil(soak / 10) });
    // Live objects after a full collection (a snapshot collects first): what the soak leaves alive, which RSS
    // alone cannot tell from garbage not yet collected. Taken before RSS is read: writing a snapshot leaves
    // tens of MB with the allocator, which read after it alone would look like growth.
    const heapBefore = values.heap
      ? summarizeHeapSnapshot(await takeHeapSnapshot(product.webPid, product.diagnosticDir))
      : undefined;
    const before = sample(product);
    // RSS at checkpoints: a heap that sizes itself to the load rises and then holds (a plateau is not a leak);
    // a leak keeps rising with the pages served, through the last checkpoints too.
    const checkpoints: { pages: number; rssMb: number }[] = [];
    const result = { total: 0, non2xx: 0, failed: 0 };
    for (let checkpoint = 1; checkpoint <= SOAK_CHECKPOINTS; checkpoint++) {
      const amount = Math.ceil(soak / SOAK_CHECKPOINTS);
      const part = await load(product, paths, connections, { amount });
      result.total += part.requests.total;
      result.non2xx += part.non2xx;
      result.failed += part.errors + part.timeouts;
      const report = product.webMemoryReportFile ? await readMemoryReport(product.webMemoryReportFile) : null;
      const rssMb = sample(product).web.rssMb;
      checkpoints.push({ pages: result.total, rssMb });
      console.info(
        `soak    ${String(result.total).padStart(6)} pages: web ${report ? describeMemory(report) : `RSS ${rssMb.toFixed(0)} MB`}`,
      );
    }
    const after = sample(product);
    const rss = (process: "web" | "api") =>
      `${before[process].rssMb.toFixed(0)} -> ${after[process].rssMb.toFixed(0)} MB (${signed(after[process].rssMb - before[process].rssMb)})`;
    const half = checkpoints[Math.floor(checkpoints.length / 2) - 1];
    const last = checkpoints.at(-1);
    const secondHalf =
      half && last
        ? `; web over the second half (${last.pages - half.pages} pages): ${signed(last.rssMb - half.rssMb)} MB`
        : "";
    const line =
      `soak    ${result.total} pages after ${Math.ceil(soak / 10)} warm-up pages: RSS web ${rss("web")}, ` +
      `API ${rss("api")}${secondHalf}  non-2xx ${result.non2xx}  errors ${result.failed}`;
    console.info(line);
    lines.push(line);
    lines.push(
      `soak    web RSS at each ${Math.ceil(soak / SOAK_CHECKPOINTS)} pages: ${checkpoints.map((checkpoint) => checkpoint.rssMb.toFixed(0)).join(", ")} MB`,
    );
    if (heapBefore) {
      const heapAfter = summarizeHeapSnapshot(await takeHeapSnapshot(product.webPid, product.diagnosticDir));
      const growth = heapGrowth(heapBefore, heapAfter, 6)
        .map((entry) => `${entry.name} ${(entry.bytes / 1024).toFixed(0)} kB/${entry.count}`)
        .join(", ");
      const heapLine =
        `soak    web live heap after full GC: ${heapBefore.liveMb.toFixed(1)} -> ${heapAfter.liveMb.toFixed(1)} MB ` +
        `(${(heapAfter.liveMb - heapBefore.liveMb).toFixed(1)}); grew most: ${growth}`;
      console.info(heapLine);
      lines.push(heapLine);
    }
  }
} finally {
  await Promise.all([product.stop(), minimal.stop()]);
}
console.info(
  `\nbench:pages (${product.description}, ${connections} connections, ` +
    `${values.pages ? `${values.pages} pages per kind after ${warmUp.amount}` : `${duration} s per page kind after ${WARM_UP_SECONDS} s`} warm-up, ` +
    `${cpus().length} cores shared by load, web and API, ` +
    `page cache ${process.env.PAGE_CACHE_MB === "0" ? "off" : "on"})`,
);
for (const line of lines) console.info(line);
