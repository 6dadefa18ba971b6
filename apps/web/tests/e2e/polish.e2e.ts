/**
 * What a careful user notices: back-office pages that hydrate without a React error, brand names said once,
 * screening reasons in words, a mangled partner URL answering the site's 404 page, the professionals' country
 * filter offering only countries with members, and the phone layouts of the dashboard navigation and the
 * listing editor's actions. Every page is checked with axe; any console error or hydration warning fails.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { uniqueEmail } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath, watchConsole } from "./browser.ts";
import { type Account, contactOwner, logIn, newAdminAndPaidSeller, newPublishedBoat } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();
const api = (path: string) => `${stack().apiUrl}/api/v1/${path}`;

// The file's people, made once: an administrator, and a seller on the paid plan with one published boat that a
// buyer has written to (the seller's dashboard then has a listing and a conversation).
let admin: Account;
let seller: Account;
let boat: { id: number; slug: string };

beforeAll(async () => {
  ({ admin, seller } = await newAdminAndPaidSeller());
  boat = await newPublishedBoat(seller, `Polish ${Date.now().toString(36)}`);
  await contactOwner(
    boat.id,
    { name: "Kenji Sato", email: uniqueEmail("kenji") },
    "Hello, is the boat still for sale? Could I visit it next Saturday?",
  );
});

/** A public boat with at least three photos, from the API as any client would find one. */
async function boatWithPhotos(): Promise<{ id: number; slug: string; title: string; photos: unknown[] }> {
  const { items } = (await (await fetch(api("boats?pageSize=48&facets=false"))).json()) as {
    items: { slug: string }[];
  };
  for (const card of items) {
    const response = await fetch(api(`boats/${card.slug}`));
    if (response.status !== 200) continue;
    const boat = (await response.json()) as { id: number; slug: string; title: string; photos: unknown[] };
    if (boat.photos.length >= 3) return boat;
  }
  throw new Error("the demo data has no boat with three photos");
}

const counter = (page: Page, n: number, count: number) =>
  page.locator("p[aria-live=polite]").filter({ hasText: `Photo ${n} of ${count}` });

describe("back office", () => {
  it("hydrates a boat, the teams list and a team without a React error, naming brands once", async () => {
    const { page } = session;
    await logIn(page, admin, "/admin/boats");
    await waitForPath(page, "/admin/boats");
    // A model carrying its brand's name ("Prestige 460") is not preceded by the brand again.
    const rows = page.getByRole("row").filter({ has: page.locator("td") });
    await waitForHydration(rows.first());
    const brands = await rows.locator("td:nth-child(3)").allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    for (const name of brands) expect(name.trim()).not.toMatch(/^(\S+(?: \S+)?) \1\b/);
    await expectNoAxeViolations(page);

    // Full page loads, so each page is server-rendered and hydrated (a client navigation would hide #418).
    const boatHref = await rows.locator("a[href^='/admin/boats/']").first().getAttribute("href");
    await page.goto(boatHref!);
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    await expectNoAxeViolations(page);

    await page.goto("/admin/teams");
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    await expectNoAxeViolations(page);
    const teamHref = await page
      .getByRole("row")
      .locator("a[href^='/admin/teams/']")
      .first()
      .getAttribute("href");
    await page.goto(teamHref!);
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    await expectNoAxeViolations(page);
  }, 180_000);

  it("shows why a message was held in words, not codes", async () => {
    const { page } = session;
    // A buyer's request with an overpayment story: screening holds it for the back office.
    const sender = `Held ${Date.now().toString(36)}`;
    await contactOwner(
      boat.id,
      { name: sender, email: uniqueEmail("held") },
      "I will buy it without viewing; my shipping agent will collect it and I will refund the difference.",
    );
    await logIn(page, admin, "/admin/messages");
    await waitForPath(page, /^\/admin\/messages/);
    const row = page.getByRole("row").filter({ hasText: sender });
    await waitForHydration(row);
    await row.getByText("Overpayment story").waitFor();
    expect(await row.textContent()).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    await expectNoAxeViolations(page);
  }, 180_000);
});

describe("public pages", () => {
  it("answers a partner URL that cannot be decoded with the site's 404 page", async () => {
    const { page } = session;
    const response = await page.goto("/fr/partners/%ff");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/text\/html/);
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await expectNoAxeViolations(page);
  }, 180_000);

  it("offers only countries with professionals in the network's country filter, with their counts", async () => {
    const { page } = session;
    await page.goto("/professionals");
    // The page is a static part (decision 064): its wrapper hydrates, its form stays the server's markup.
    await waitForHydration(page.locator("[data-static-part='professionals-network']"));
    const country = page.getByLabel("Country");
    const options = (await country.locator("option").allTextContents()).slice(1);
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(30);
    for (const option of options) expect(option).toMatch(/\(\d+\)$/);
    await expectNoAxeViolations(page);
  }, 180_000);
});

describe("the boat page in the reader's language", () => {
  it("says a description is in another language, and names build codes in the reader's words", async () => {
    const { page } = session;
    const { items } = (await (await fetch(api("boats?pageSize=48&facets=false"))).json()) as {
      items: { slug: string }[];
    };
    let slug: string | null = null;
    for (const card of items) {
      const response = await fetch(api(`boats/${card.slug}?locale=it`));
      if (response.status !== 200) continue;
      const boat = (await response.json()) as { language: string; build: { hullColour: string | null } };
      if (!boat.language.startsWith("it") && boat.build.hullColour) {
        slug = card.slug;
        break;
      }
    }
    expect(slug, "a boat with no Italian text and a hull colour").not.toBeNull();
    await page.goto(`/it/boats/${slug}`);
    const build = page.locator("section[aria-labelledby=spec-build]");
    await build.waitFor();
    // The specifications are a static part (decision 064): the server's markup, never hydrated; the page is.
    await waitForHydration(page.locator("main"));
    await page.getByText(/^Testo originale in [a-z]+/).waitFor();
    for (const value of await build.locator("dd").allTextContents())
      expect(value, "a raw code on the page").not.toMatch(/^[a-z]+(_[a-z]+)*$/);
    await expectNoAxeViolations(page);
  }, 180_000);
});

describe("message times", () => {
  it("are shown in the reader's time zone once the browser has named it, without a hydration warning", async () => {
    const { browser } = session;
    const context = await browser.newContext({ baseURL: session.baseUrl, timezoneId: "Asia/Tokyo" });
    const { problems } = watchConsole(context);
    try {
      const page = await context.newPage();
      await logIn(page, seller, "/dashboard/messages");
      await waitForPath(page, "/dashboard/messages");
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "tz")?.value)
        .toBe("Asia%2FTokyo");
      await page.locator("main a[href^='/dashboard/messages/']").first().click();
      await waitForPath(page, /^\/dashboard\/messages\/\d+/);
      // A full load, rendered by the server with the cookie: the times are Tokyo's, and say no "UTC".
      await page.reload();
      const time = page.locator("main article time, main li time").first();
      await waitForHydration(time);
      const shown = (await time.textContent())!;
      expect(shown).not.toContain("UTC");
      const expected = await time.evaluate((element) =>
        new Intl.DateTimeFormat("en-US", {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "Asia/Tokyo",
        }).format(new Date(element.getAttribute("datetime")!)),
      );
      expect(shown.replace(/\s/g, " ")).toBe(expected.replace(/\s/g, " "));
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("boat gallery", () => {
  it("moves with the arrow keys wherever focus is in it, and gives focus back when full screen closes", async () => {
    const { page } = session;
    const boat = await boatWithPhotos();
    const count = boat.photos.length;
    await page.goto(`/boats/${boat.slug}`);
    const next = page.getByRole("button", { name: "Next photo" }).first();
    await waitForHydration(next);
    await next.click();
    await counter(page, 2, count).waitFor();
    // Focus is on the "next" button now, not on the strip: the arrows still move the gallery.
    await page.keyboard.press("ArrowRight");
    await counter(page, 3, count).waitFor();
    await page.keyboard.press("ArrowLeft");
    await counter(page, 2, count).waitFor();

    const opener = page.getByRole("button", { name: "Full screen" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: boat.title });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
  }, 180_000);

  it("follows a swipe on a touch screen, inline and full screen", async () => {
    const { browser } = session;
    const boat = await boatWithPhotos();
    const count = boat.photos.length;
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 800 },
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      page.on("pageerror", (e) => problems.push(e.message));
      // The page's scripts are held back until the visitor has swiped: a swipe made before the page is
      // interactive still moves the counter once it is.
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`${session.baseUrl}/boats/${boat.slug}`, { waitUntil: "commit" });
      const strip = page.getByRole("region", { name: /arrow keys/i });
      await strip.waitFor();
      // A swipe on the strip is the browser's own scrolling (scroll snap); the counter follows the scroll.
      await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: "instant" }));
      release();
      await waitForHydration(strip);
      await counter(page, 2, count).waitFor();
      const cdp = await context.newCDPSession(page);

      await page.getByRole("button", { name: "Full screen" }).tap();
      const dialog = page.getByRole("dialog", { name: boat.title });
      await dialog.waitFor();
      const y = 400;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 320, y }] });
      for (const x of [280, 220, 160, 100])
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await dialog.getByText(`Photo 3 of ${count}`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("listing editor", () => {
  it("marks the section being read in its side navigation while scrolling", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, seller, "/dashboard/boats");
    await waitForPath(page, "/dashboard/boats");
    await page
      .locator("main a[href^='/dashboard/boats/']:not([href$='/new']):not([href$='/feeds'])")
      .first()
      .click();
    await waitForPath(page, /^\/dashboard\/boats\/\d+/);
    const nav = page.getByRole("navigation", { name: "Sections of the listing" });
    await waitForHydration(nav);
    const current = () => nav.locator("a[aria-current=location]").textContent();
    await expect.poll(current).toBe("Identity and status");
    await nav.getByRole("link", { name: "Engines" }).click();
    await expect.poll(current).toBe("Engines");
    // Scrolling by hand: the section whose title sits just under the sticky header is the one being read.
    const performance = page.locator("#section-performance");
    await performance.evaluate((element) =>
      window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - 100 }),
    );
    await expect.poll(current).toBe("Performance and tanks");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const last = await page
      .locator("form section[id^='section-'], section[id^='section-']")
      .last()
      .getAttribute("id");
    await expect.poll(current).toBe(await page.locator(`#${last}-title`).textContent());
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 180_000);
});

describe("on a phone", () => {
  it("shows the whole French dashboard navigation and one row of listing actions", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, seller, "/fr/dashboard/boats");
    await waitForPath(page, "/fr/dashboard/boats");
    const nav = page.getByRole("navigation", { name: "Navigation du tableau de bord" });
    await waitForHydration(nav);
    for (const link of await nav.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      // Every tab lies inside the viewport, none cut at its edge.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expect.poll(() => nav.getByRole("link", { name: "Messages" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page
      .locator("main a[href^='/fr/dashboard/boats/']:not([href$='/new']):not([href$='/feeds'])")
      .first()
      .click();
    await waitForPath(page, /^\/fr\/dashboard\/boats\/\d+/);
    const actions = page.getByRole("group", { name: "Actions sur l’annonce" });
    await waitForHydration(actions);
    const tops = new Set<number>();
    for (const control of await actions.locator("button:visible, summary:visible").all())
      tops.add(Math.round((await control.boundingBox())!.y));
    expect(tops.size).toBe(1);
    const more = actions.locator("summary", { hasText: "Autres actions" });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => actions.locator("details[open] button").count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => actions.locator("details[open]").count()).toBe(0);
    }
    await expectNoAxeViolations(page);
  }, 180_000);
});
