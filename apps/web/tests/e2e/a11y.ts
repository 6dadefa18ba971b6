/** Accessibility check of the page as it is now, with axe (WCAG 2 A and AA rules). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's browser build, read once per worker and put into a page only when that page lacks it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Fails with one readable line per violation: rule, impact, what it means, and where (CSS selectors).
 * axe runs in the page itself (no blank helper page per check, as @axe-core/playwright's default does) and
 * reports violations only: details of the passing nodes are what made a check cost seconds on a long page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitUntilSettled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  let readable = await violationsNow(page);
  if (readable.length > 0) {
    // A page that was still changing when axe read it (a transition that began after the settled check,
    // an image fading in) is judged once more when it has settled again; a real violation stays.
    await page.waitForTimeout(1_000);
    await waitUntilSettled(page);
    readable = await violationsNow(page);
  }
  // One line that names the rules and the elements: an assertion's message would shorten it to "Array(1)".
  if (readable.length > 0) throw new Error(`axe violations on ${page.url()}: ${readable.join(" ; ")}`);
}

/**
 * Contrast is measured on what is painted: a dialog still fading in would be judged at half opacity, and
 * results dimmed while the next page loads (aria-busy) are not the page being checked. Settled means no
 * region busy and no finite animation or transition running, on two frames in a row.
 */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const settled = () =>
          document.querySelector('[aria-busy="true"]') === null &&
          document
            .getAnimations()
            // Spinners loop forever: only animations that end are waited for.
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .every((animation) => animation.playState !== "running");
        if (!settled()) return resolve(false);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(settled())));
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** One line per violation: rule, impact, what it means, and where (CSS selectors). */
async function violationsNow(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the script put into the page above.
    const axe = (window as any).axe;
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
      resultTypes: ["violations"],
    });
    return results.violations as Violation[];
  });
  return violations.map((v) => {
    const where = v.nodes
      .slice(0, 5)
      .map((node) => node.target.join(" "))
      .join(" | ");
    const more = v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : "";
    return `${v.id} [${v.impact ?? "?"}] ${v.help} at ${where}${more}`;
  });
}
