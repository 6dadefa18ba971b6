import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForPath } from "./browser.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();

const htmlLang = () => session.page.evaluate(() => document.documentElement.lang);

describe("locales", () => {
  it("renders /fr in French", async () => {
    const { page } = session;
    const response = await page.goto("/fr");
    expect(response?.status()).toBe(200);
    expect(await htmlLang()).toBe("fr");
    const french = message("fr", "home.hero.title");
    expect(french).not.toBe(message("en-US", "home.hero.title"));
    await page.getByRole("heading", { level: 1, name: french }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("switches language with the switcher, and the choice sticks on the next visit to /", async () => {
    const { page } = session;
    await page.goto("/");
    expect(await htmlLang()).toBe("en-US");
    // The switcher is a disclosure (<details>) listing one link per language.
    await page.locator("summary", { hasText: "Language" }).click();
    await page.getByRole("link", { name: "Italiano" }).click();
    await waitForPath(page, "/it");
    expect(await htmlLang()).toBe("it");

    await page.goto("/");
    await waitForPath(page, "/it");
    expect(await htmlLang()).toBe("it");
    await expectNoAxeViolations(page);
  });

  it("follows Accept-Language on a first visit", async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, locale: "es-ES" });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await waitForPath(page, "/es");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    } finally {
      await context.close();
    }
  });
});
