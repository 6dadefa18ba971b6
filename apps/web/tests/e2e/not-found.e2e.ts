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

describe("the accessibility check itself", () => {
  it("fails on a page that stays low-contrast, naming the rule and the element", async () => {
    const { page } = session;
    await page.goto("/nope");
    await page.evaluate(() => {
      const faint = document.createElement("p");
      faint.id = "faint";
      faint.textContent = "Faint text";
      faint.style.cssText = "color:#bbbbbb;background:#ffffff";
      document.body.append(faint);
    });
    const failure = await expectNoAxeViolations(page).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toContain("color-contrast");
    expect(failure).toContain("#faint");
  });
});
