/**
 * `npm run bench:hydration -- [--runs 5]` (after `npm run build -w @keel/web`)
 *
 * What hydrating the home page, the search page and a boat's page costs the browser, on the production build
 * with demo data on loopback (scripts/lib/bench-product.ts) in Debian's chromium (CHROME_PATH overrides it),
 * in a phone-sized window with the CPU slowed four times, as Lighthouse's mobile mode does. Per page, the
 * median over the runs of the main thread's script time (CDP `Performance.getMetrics`, from the navigation
 * until 4 s after React has hydrated the page: evaluating the modules, hydrating, and what loads when idle),
 * and the elements React hydrated (those it owns, `__reactFiber…`) of all the body's elements. The element
 * counts do not depend on the machine; the times follow its load: compare two builds run after one another
 * (static parts, decision 064).
 */
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { measuredPages, startBenchProduct, stopOnSignals } from "../lib/bench-product.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number, e.g. 5");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const product = await startBenchProduct({ demo: true });
stopOnSignals(product);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  console.info(`bench:hydration (${product.description}, ${runs} run(s) per page, CPU 4x slower)`);
  // The pages bench:lighthouse measures.
  for (const [, path] of await measuredPages(product)) {
    const script: number[] = [];
    let hydrated = 0;
    let elements = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const response = await page.goto(`${product.baseUrl}${path}`, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
      // <main> is React's (the public layout's) once the document is hydrated.
      await page.waitForFunction(
        () => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
        null,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(4000);
      const { metrics } = await cdp.send("Performance.getMetrics");
      script.push((metrics.find((metric) => metric.name === "ScriptDuration")?.value ?? 0) * 1000);
      [hydrated, elements] = await page.evaluate(() => {
        const all = [...document.body.querySelectorAll("*")];
        const owned = all.filter((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")),
        );
        return [owned.length, all.length];
      });
      await context.close();
    }
    const range = `${Math.min(...script).toFixed(0)} to ${Math.max(...script).toFixed(0)}`;
    console.info(
      `${path.padEnd(40)} script ${median(script).toFixed(0)} ms (${range})  hydrated ${hydrated} of ${elements} elements`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
