/**
 * `npm run bench:lighthouse -- [--runs 1] [--database path.db | --demo] [--build] [--details] [--reports dir]
 *   [--throttling simulate|devtools]`
 *
 * Lighthouse in its default mobile mode (Moto G Power screen, simulated slow 4G and 4x CPU slowdown) on the
 * home page, the search page and a boat's page of the production product on loopback
 * (scripts/lib/bench-product.ts). Chrome is Debian's chromium (CHROME_PATH overrides it), headless and
 * without its sandbox since this runs as root. Prints the four category scores per page against the
 * targets, the failing audits of each category (`--details` lists the elements at fault), and the client
 * JavaScript the page loaded: the scripts Lighthouse saw, gzipped as the server sends them (1 kB = 1000 B).
 * That is every script of the load, including what a page imports after hydration (the contact form, the
 * version check), so it is not held to the first view's budget, which `npm run bench:js` and the build check.
 * Each page is requested once before it is measured, so the server is warm as a running site is.
 * With `--runs N` each page is measured N times and the run with the median performance score is kept
 * (performance moves with the machine's load, which each page's line prints as the 1-minute load average and
 * Lighthouse's benchmark index; the other categories do not). Under each page, the main thread's CPU time
 * in that run (main-thread-cpu.ts): before and after the first contentful paint, the tasks that would block
 * on the simulated phone, and what the CPU went to. Unlike the score, it barely moves with the load. `--reports dir` writes every run's full report there as `<page>-<run>.json`
 * (Lighthouse's JSON: the LCP element and its phases, the network waterfall, the long tasks), to read with
 * Lighthouse's viewer or a small script, and the page load's trace beside it as `<page>-<run>.trace.json`
 * (DevTools' performance panel opens it). `--throttling devtools` slows the network and CPU in Chrome while the
 * page loads instead of simulating them afterwards: on loopback every script has arrived before the first
 * paint, which the simulation then counts as render-blocking (decision 054).
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type Result from "lighthouse/types/lhr/lhr.js";
import { measuredPages, startBenchProduct, stopOnSignals } from "../lib/bench-product.ts";
import { CPU_SLOWDOWN, type MainThreadCpu, mainThreadCpu } from "./main-thread-cpu.ts";

/** Targets of the median run: performance 98, accessibility and SEO 100 (issue 15, decision 054). */
const CATEGORIES = [
  { id: "performance", label: "perf", target: 98 },
  { id: "accessibility", label: "a11y", target: 100 },
  { id: "seo", label: "SEO", target: 100 },
  { id: "best-practices", label: "BP", target: 95 },
] as const;
/** Lighthouse's failures of a run that say the trace went wrong rather than the page. */
const TRANSIENT_FAILURES = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST"]);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The body size of `url` as the server sends it to a client accepting only gzip (no decompression). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () =>
        response.headers["content-encoding"] === "gzip" || response.statusCode !== 200
          ? resolve(bytes)
          : reject(
              new Error(
                `${url} was not sent gzipped (${response.headers["content-encoding"] ?? "identity"})`,
              ),
            ),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** The scripts the page loaded (first-party and third-party), gzipped. */
async function clientJs(lhr: Result): Promise<{ bytes: number; count: number }> {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === "Script");
  const sizes = await Promise.all(scripts.map((item) => gzipBytes(item.url)));
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), count: scripts.length };
}

/**
 * Audits of a category that did not pass, with the elements at fault when `details` is set. Audits that do
 * not count towards the score (weight 0, such as axe's experimental rules) are listed only with `details`,
 * except for performance, whose unscored audits are diagnostics rather than failures.
 */
function failingAudits(lhr: Result, categoryId: string, details: boolean): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const lines: string[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    const isScored = ref.weight > 0;
    if (!isScored && (!details || categoryId === "performance")) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    lines.push(`    ${categoryId}: ${audit.id}: ${audit.title}${value}${isScored ? "" : " [not scored]"}`);
    if (!details) continue;
    const items = (audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] })?.items;
    for (const item of (items ?? []).slice(0, 8)) {
      if (item.node)
        lines.push(`      ${item.node.selector ?? ""}  ${item.node.snippet ?? ""}`.slice(0, 220));
    }
  }
  return lines;
}

const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    database: { type: "string" },
    demo: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    details: { type: "boolean", default: false },
    reports: { type: "string" },
    throttling: { type: "string", default: "simulate" },
  },
});
const runs = Math.max(1, Number(values.runs));
const throttlingMethod = values.throttling === "devtools" ? "devtools" : "simulate";
/** How much slower than the trace the phone is: with devtools throttling, the trace is already slowed. */
const slowdown = throttlingMethod === "devtools" ? 1 : CPU_SLOWDOWN;
if (values.reports) mkdirSync(values.reports, { recursive: true });

const product = await startBenchProduct({
  database: values.database,
  demo: values.demo,
  rebuild: values.build,
});
stopOnSignals(product);
let chrome: chromeLauncher.LaunchedChrome | undefined;
const summary: string[] = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    // Root cannot use Chrome's sandbox; /dev/shm is small in containers.
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const [name, path] of await measuredPages(product)) {
    const url = `${product.baseUrl}${path}`;
    // A running site has served the page before: the first request of a fresh server (caches, search index,
    // lazily compiled code) is not what visitors wait for.
    await (await fetch(url)).arrayBuffer();
    const results: { lhr: Result; cpu: MainThreadCpu | null }[] = [];
    for (let run = 0, attempt = 1; run < runs; attempt += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: CATEGORIES.map((category) => category.id),
        throttlingMethod,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = result.lhr.runtimeError;
      // On a busy machine Chrome now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that run is
      // measured again, up to twice; any other failure, or a third in a row, ends the bench.
      if (failure && TRANSIENT_FAILURES.has(failure.code) && attempt < 3) {
        console.info(`    ${name}: run ${run + 1} failed (${failure.code}), measured again`);
        continue;
      }
      if (failure) throw new Error(`Lighthouse on ${url}: ${failure.code} ${failure.message}`);
      run += 1;
      attempt = 0;
      results.push({ lhr: result.lhr, cpu: mainThreadCpu(result.artifacts.Trace, slowdown) });
      if (values.reports) {
        const base = join(values.reports, `${name}-${run}`);
        writeFileSync(`${base}.json`, JSON.stringify(result.lhr));
        writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
    }
    const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.sort((a, b) => score(a.lhr, "performance") - score(b.lhr, "performance"));
    const { lhr, cpu } = results[Math.floor(results.length / 2)]!;
    const js = await clientJs(lhr);
    const scores = CATEGORIES.map(({ id, label, target }) => {
      const value = score(lhr, id);
      return `${label} ${value}${value >= target ? "" : ` (MISSED, >= ${target})`}`;
    });
    const load = loadavg()[0]!.toFixed(1);
    // Lighthouse's own measure of how fast Chrome ran here (a quiet 2020s desktop scores 1,000 to 2,000).
    const benchmark = Math.round(lhr.environment.benchmarkIndex);
    const line = `${name.padEnd(7)} ${scores.join("  ")}  JS loaded ${kB(js.bytes)} gz in ${js.count} scripts  (load ${load}, benchmark index ${benchmark})`;
    const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? "?"}`).join(
      "  ",
    );
    console.info(`${line}\n    ${path}: ${metrics}`);
    if (cpu) {
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      const work = cpu.byWork.map(([kind, value]) => `${kind} ${ms(value)}`).join(", ");
      console.info(
        `    main thread CPU: ${ms(cpu.beforeFcpMs)} before FCP, ${ms(cpu.afterFcpMs)} after; ` +
          `${cpu.longTasks} long tasks at ${slowdown}x, blocking ${ms(cpu.blockingMs)} (${work})`,
      );
    }
    for (const failing of CATEGORIES.flatMap(({ id }) => failingAudits(lhr, id, values.details))) {
      console.info(failing);
    }
    const warnings = lhr.runWarnings.map((warning) => `    warning: ${warning}`);
    for (const warning of warnings) console.info(warning);
    summary.push(line);
  }
} finally {
  chrome?.kill();
  await product.stop();
}
console.info(
  `\nbench:lighthouse (${product.description}, mobile, ${runs} run(s) per page, ${cpus().length} cores; ` +
    `targets: ${CATEGORIES.map(({ label, target }) => `${label} ${target === 100 ? "" : ">= "}${target}`).join(", ")}, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")})`,
);
for (const line of summary) console.info(line);
