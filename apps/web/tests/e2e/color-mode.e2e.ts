import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForHydration } from "./browser.ts";

const session = setUpBrowser();

const isDark = () => session.page.evaluate(() => document.documentElement.classList.contains("dark"));

/**
 * Records whether <html> is dark at the moment <body> starts being parsed: before first paint, before the app's
 * bundle runs. A theme set only by the app after hydration would flash and fail this.
 */
const RECORD_FIRST_PAINT_MODE = `
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__darkAtFirstPaint = document.documentElement.classList.contains("dark");
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

async function chooseMode(name: "Light" | "Dark" | "System") {
  // The site header's switch (the footer has another one).
  const radio = session.page
    .getByRole("banner")
    .getByRole("radiogroup", { name: "Color mode" })
    .getByRole("radio", { name });
  // A click before hydration would land on inert server-rendered markup.
  await waitForHydration(radio);
  await radio.click();
  await expect.poll(() => radio.getAttribute("aria-checked"), { timeout: 5_000 }).toBe("true");
}

describe("colour mode", () => {
  it("keeps dark across a reload, with no flash of the light theme", async () => {
    const { page, context } = session;
    await page.goto("/");
    expect(await isDark()).toBe(false);
    await chooseMode("Dark");
    await expect.poll(isDark).toBe(true);
    await expectNoAxeViolations(page);

    await context.addInitScript(RECORD_FIRST_PAINT_MODE);
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(
      await page.evaluate(() => (window as unknown as { __darkAtFirstPaint?: boolean }).__darkAtFirstPaint),
    ).toBe(true);
    expect(await isDark()).toBe(true);
  });

  it("follows the operating system live in system mode", async () => {
    const { page } = session;
    await page.goto("/");
    await chooseMode("System");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(isDark).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(isDark).toBe(false);
  });
});
