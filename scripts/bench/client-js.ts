/**
 * `npm run bench:js -- [--budget 125] [--chunks] [--all]` (after `npm run build -w @keel/web`)
 *
 * Prints, for every public page of the web build, the gzipped JavaScript its first view loads (entry, route
 * modules and every modulepreload: scripts/bench/client-js-budget.ts), against the budget of 125 kB per page
 * (docs/decisions/022-client-js-budget.md). Then the chunks all public pages share, largest first.
 * `--chunks` lists each page's own chunks too; `--all` also prints every other page (auth, dashboard, back
 * office) for information, without a budget. Exits 1 when a public page is over the budget, or when any chunk
 * of the browser build carries zod, naming the chunks and every page (public, dashboard, back office) whose first
 * view loads them: the browser takes contract constants from the zod-free modules of @keel/contracts
 * (account-codes, billing-codes, boat-codes, contact-limits, directory-codes, feed-codes, freshness-codes…).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import {
  chunksCarryingZod,
  kB,
  measurePublicPages,
  PUBLIC_PAGE_BUDGET_BYTES,
  pagesLoading,
  sharedChunks,
} from "./client-js-budget.ts";

const { values } = parseArgs({
  options: {
    budget: { type: "string" },
    build: { type: "string" },
    chunks: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
  },
});
const clientDir = resolve(values.build ?? join(import.meta.dirname, "../../apps/web/build/client"));
const budget = values.budget ? Number(values.budget) * 1000 : PUBLIC_PAGE_BUDGET_BYTES;
if (!Number.isFinite(budget) || budget <= 0) throw new Error("--budget takes a number of kB, e.g. 125");

const pages = measurePublicPages(clientDir);
const gzipOf = (url: string) => gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
const shared = sharedChunks(pages);
const sharedBytes = shared.reduce((sum, url) => sum + gzipOf(url), 0);

const width = Math.max(...pages.map((page) => page.path.length), 4);
console.info(`Client JavaScript per public page, gzipped (budget ${kB(budget)}):\n`);
console.info(`${"page".padEnd(width)}  ${"gzip".padStart(9)}  chunks  route`);
for (const page of pages) {
  const mark = page.gzipBytes > budget ? `  OVER by ${kB(page.gzipBytes - budget)}` : "";
  console.info(
    `${page.path.padEnd(width)}  ${kB(page.gzipBytes).padStart(9)}  ${String(page.chunks.length).padStart(6)}  ${page.routeId}${mark}`,
  );
}

console.info(`\nShared by every public page: ${shared.length} chunks, ${kB(sharedBytes)}`);
for (const url of [...shared].sort((a, b) => gzipOf(b) - gzipOf(a)))
  console.info(`  ${kB(gzipOf(url)).padStart(9)}  ${url}`);

if (values.chunks)
  for (const page of pages) {
    const own = page.chunks.filter((url) => !shared.includes(url));
    console.info(`\n${page.path} (${page.routeId}): ${own.length} chunks beyond the shared ones`);
    for (const url of own.sort((a, b) => gzipOf(b) - gzipOf(a)))
      console.info(`  ${kB(gzipOf(url)).padStart(9)}  ${url}`);
  }

if (values.all) {
  const publicIds = new Set(pages.map((page) => page.routeId));
  const others = measurePublicPages(clientDir, { all: true }).filter((page) => !publicIds.has(page.routeId));
  const otherWidth = Math.max(...others.map((page) => page.path.length), 4);
  console.info("\nOther pages (no budget):\n");
  for (const page of others)
    console.info(
      `${page.path.padEnd(otherWidth)}  ${kB(page.gzipBytes).padStart(9)}  ${String(page.chunks.length).padStart(6)}  ${page.routeId}`,
    );
}

// No chunk may carry zod: contract schemas build zod objects at load time and belong on the server, where loaders
// and actions use them (React Router removes those from the browser build). Since 2026-11-26 no page loads it,
// signed-in ones included; every page is named, so a regression says where it came from.
const withZod = chunksCarryingZod(clientDir);
if (withZod.length > 0) {
  const reached = pagesLoading(measurePublicPages(clientDir, { all: true }), withZod);
  console.error(`\nzod reached the browser build: ${withZod.join(", ")}`);
  console.error(
    reached.length > 0
      ? `Pages whose first view loads it: ${reached.map((p) => `${p.path} (${p.routeId})`).join(", ")}`
      : "No page's first view loads it: a chunk loaded on interaction (import()) does.",
  );
  console.error(
    "Import contract constants from a zod-free module of @keel/contracts instead (decision 022).",
  );
  process.exitCode = 1;
} else {
  console.info("\nNo page loads zod.");
}

const over = pages.filter((page) => page.gzipBytes > budget);
if (over.length > 0) {
  console.error(`\n${over.length} public page(s) over the ${kB(budget)} budget.`);
  process.exitCode = 1;
} else {
  console.info(`\nEvery public page is within the ${kB(budget)} budget.`);
}
