import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForHydration } from "./browser.ts";

const session = setUpBrowser();

const region = () => session.page.getByRole("region", { name: "Notifications (F8)" });
/** Toasts still shown; a dismissed one is marked closed and removed 200 ms later. */
const openToasts = (): Locator => region().locator('li[data-state="open"]');
const toastTexts = async () => (await openToasts().allTextContents()).map((text) => text.trim());

/** meta+d toggles the colour mode, and each toggle announces itself with a toast. */
async function toggleColorMode(expectedCount: number) {
  await session.page.keyboard.press("Meta+d");
  await expect.poll(() => openToasts().count(), { timeout: 5_000 }).toBe(expectedCount);
}

/** The home page, hydrated: the meta+d shortcut is a React effect, absent from the server-rendered page. */
async function openHome() {
  await session.page.goto("/");
  await waitForHydration(session.page.locator("header").first());
  await session.page.locator("body").click({ position: { x: 5, y: 5 } });
}

describe("toasts", () => {
  it("keeps at most five: a sixth toast drops the oldest", async () => {
    const { page } = session;
    await openHome();

    await toggleColorMode(1);
    const [first] = await toastTexts();
    await toggleColorMode(2);
    const second = (await toastTexts()).find((text) => text !== first);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    for (const count of [3, 4, 5]) await toggleColorMode(count);

    await page.keyboard.press("Meta+d");
    // Toggles alternate, so toasts 1..6 read first, second, first, second, first, second. Dropping the oldest
    // leaves three "second" and two "first"; dropping any other leaves three "first".
    await expect
      .poll(async () => (await toastTexts()).sort())
      .toEqual([first, first, second, second, second].sort());
    await expect.poll(() => region().locator("li").count()).toBe(5);
    await expectNoAxeViolations(page);
  });

  it("focuses the notifications region with F8 and closes the focused toast with Escape", async () => {
    const { page } = session;
    await openHome();
    await toggleColorMode(1);
    await toggleColorMode(2);

    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")),
      )
      .toBe("Notifications (F8)");

    const newest = openToasts().last();
    await newest.focus();
    const text = ((await newest.textContent()) ?? "").trim();
    await page.keyboard.press("Escape");
    await expect.poll(() => openToasts().count()).toBe(1);
    expect(await toastTexts()).not.toContain(text);
  });
});
