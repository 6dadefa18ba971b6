/** Accessibility check of the page as it is now, with axe (WCAG 2 A and AA rules). */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Fails with one readable line per violation: rule, impact, what it means, and where (CSS selectors). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is measured on what is painted: a dialog still fading in would be judged at half opacity.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Spinners loop forever: only animations that end are waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((animation) => animation.playState !== "running"),
    undefined,
    { timeout: 10_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const readable = violations.map((v) => {
    const where = v.nodes
      .slice(0, 5)
      .map((node) => node.target.join(" "))
      .join(" | ");
    const more = v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : "";
    return `${v.id} [${v.impact ?? "?"}] ${v.help} at ${where}${more}`;
  });
  expect(readable, `axe violations on ${page.url()}`).toEqual([]);
}
