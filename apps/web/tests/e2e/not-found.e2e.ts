import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser } from "./browser.ts";

const session = setUpBrowser();

describe("unknown routes", () => {
  it("answers 404 with the path in the message", async () => {
    const { page } = session;
    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    await page.getByText("Page not found: /nope").waitFor();
    await expectNoAxeViolations(page);
  });

  it("answers in French under /fr", async () => {
    const { page } = session;
    const response = await page.goto("/fr/nope");
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    // French puts a (narrow) no-break space before the colon.
    await page.getByText(/^Page introuvable\s:\s\/fr\/nope$/).waitFor();
    await expectNoAxeViolations(page);
  });
});
