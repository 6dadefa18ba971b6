/**
 * Buyers (issue 13, decision 045): a visitor browsing in Italian taps a boat's heart, is asked to sign in,
 * signs up as a buyer instead (no company), opens the e-mailed link, and finds the boat saved when back on its
 * page; they save a second one, see both on their favourites page; then, on a phone-sized screen, they pick
 * three boats to compare and read them side by side.
 */
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, linkFromMail, newPerson, text, waitForToast } from "./accounts-kit.ts";
import { holdRequests, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
import { type Account, newAdmin, newPaidSeller, newPublishedBoat } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();
const it_ = (key: string, values?: Record<string, string | number>) => text("it", key, values);

/** Queues the alerts matching job as the every-minute scheduler would, so the journey need not wait for it. */
function queueAlertsMatch(tag: string): void {
  const db = new DatabaseSync(stack().databaseUrl);
  try {
    db.exec("pragma busy_timeout = 10000");
    const now = new Date().toISOString();
    db.prepare(
      `insert into jobs (kind, payload, state, idempotency_key, run_at, attempts, max_attempts, created_at, updated_at)
       values ('alerts.match', '{}', 'queued', ?, ?, 0, 3, ?, ?)`,
    ).run(`e2e-${tag}`, now, now, now);
  } finally {
    db.close();
  }
}

const suffix = Math.random().toString(36).slice(2, 6);
const titles = [`Grand Soleil 40 ${suffix}`, `Bavaria C42 ${suffix}`, `Hanse 418 ${suffix}`];
const boats: { id: number; slug: string }[] = [];
let seller: Account;

beforeAll(async () => {
  seller = await newPaidSeller(await newAdmin(), "Marco", "Ferri");
  for (const title of titles) boats.push(await newPublishedBoat(seller, title));
}, 120_000);

describe("buyers: favourites, alerts and comparison", () => {
  it("a buyer in Italian signs up, saves two boats and a search, and their alert e-mails open the right pages", async () => {
    const { page } = session;
    const buyer = newPerson("Giulia", "Conti");

    // A guest's heart on a search result asks to sign in too, coming back to the results.
    await page.goto(`/it/boats?q=${encodeURIComponent(titles[0]!)}`);
    await waitForHydration(page.locator("#search-page"));
    await page.getByRole("button", { name: it_("favourites.button.signIn", { title: titles[0]! }) }).click();
    await waitForPath(page, /^\/it\/auth\/login\?redirect=%2Fit%2Fboats%3Fq%3D/);

    // A guest's heart asks to sign in, keeping the boat. The boat page's heart and "Compare" load their code
    // after the first view (boat-actions.tsx), with the page's heart handler: pressed once they have.
    await page.goto(`/it/boats/${boats[0]!.slug}`);
    const save = page.getByRole("button", { name: it_("favourites.button.save") });
    await waitForHydration(page.getByRole("button", { name: it_("compare.button.pick") }));
    await save.click();
    await waitForPath(page, /^\/it\/auth\/login\?redirect=%2Fit%2Fboats%2F/);

    // Sign up as a buyer: no company asked.
    await page.goto("/it/auth/register?as=buyer");
    expect(await page.getByLabel(it_("register.companyName")).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByLabel(it_("register.firstName"), { exact: true }).fill(buyer.firstName);
    await page.getByLabel(it_("register.lastName"), { exact: true }).fill(buyer.lastName);
    await page.getByLabel(it_("register.email"), { exact: true }).fill(buyer.email);
    await page.getByLabel(it_("register.password"), { exact: true }).fill(buyer.password);
    await page.getByLabel(it_("register.language")).selectOption("it");
    await page.getByLabel(it_("register.acceptTerms")).check();
    await page.getByRole("button", { name: it_("register.submit") }).click();
    await page.getByText(it_("register.checkInbox")).waitFor();
    await page.goto(await linkFromMail(buyer.email, /./, "/auth/register/confirm/"));
    const open = page.getByRole("button", { name: it_("register.confirm.submit") });
    await waitForHydration(open);
    await open.click();
    await waitForPath(page, "/it/dashboard");
    // A buyer's home: their navigation, nothing of a seller's.
    await page.getByRole("heading", { level: 2, name: it_("buyer.home.favourites") }).waitFor();
    expect(
      await page.getByRole("link", { name: it_("dashboard.nav.savedSearches"), exact: true }).count(),
    ).toBe(1);
    expect(await page.getByRole("link", { name: it_("dashboard.nav.boats"), exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Back on the boat's page, the boat asked for is saved; a second one is saved from its page.
    await page.goto(`/it/boats/${boats[0]!.slug}`);
    await page.getByRole("button", { name: it_("favourites.button.saved"), pressed: true }).waitFor();
    await page.goto(`/it/boats/${boats[1]!.slug}`);
    const second = page.getByRole("button", { name: it_("favourites.button.save") });
    await waitForHydration(page.getByRole("button", { name: it_("compare.button.pick") }));
    await second.evaluate((element) => Object.assign(element, { servedMark: true }));
    await second.click();
    const secondSaved = page.getByRole("button", { name: it_("favourites.button.saved"), pressed: true });
    await secondSaved.waitFor();
    // Saved without leaving the page: the same element, its text and state set by the handler.
    expect(
      await secondSaved.evaluate(
        (element) => (element as unknown as { servedMark?: boolean }).servedMark === true,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);

    // On the search results, a card's heart is server markup that is not hydrated (the page's one handler runs
    // it, its code loaded on intent or when the browser is idle): from the keyboard it saves the boat, focus
    // staying on it, and removes it again. Pressed before that code has come (held back here, as on a slow
    // connection), the press is not lost to a plain form post that would load the page again: it waits for the
    // handler, and the same element keeps focus.
    const hold = await holdRequests(page, /\/assets\/favourites-[^/]*\.js(\?|$)/);
    const cardHeart = page.getByRole("button", { name: it_("favourites.button.add", { title: titles[2]! }) });
    const savedHeart = page.getByRole("button", {
      name: it_("favourites.button.remove", { title: titles[2]! }),
      pressed: true,
    });
    const isServedAndFocused = (element: Element) =>
      element === document.activeElement &&
      (element as unknown as { servedMark?: boolean }).servedMark === true;
    try {
      await page.goto(`/it/boats?q=${encodeURIComponent(titles[2]!)}`);
      await waitForHydration(page.locator("#search-page"));
      // Asked for when the browser is first idle, once the page's hydration is done.
      await expect.poll(() => hold.requested.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(
        await cardHeart.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactProps$")),
        ),
      ).toBe(false);
      expect(await cardHeart.getAttribute("aria-pressed")).toBe("false");
      await cardHeart.evaluate((element) => Object.assign(element, { servedMark: true }));
      await cardHeart.focus();
      await page.keyboard.press("Enter");
      hold.release();
      await savedHeart.waitFor();
      await waitForToast(page, "Aggiunta ai tuoi preferiti.");
      expect(await savedHeart.evaluate(isServedAndFocused)).toBe(true);
    } finally {
      await hold.stop();
    }
    // The server agrees: a new visit shows it saved. Pressed once the handler's code is there, the same.
    await page.reload();
    await waitForHydration(page.locator("#search-page"));
    await savedHeart.evaluate((element) => Object.assign(element, { servedMark: true }));
    await savedHeart.focus();
    await heartHandlerLoaded(page);
    await page.keyboard.press(" ");
    await cardHeart.and(page.getByRole("button", { pressed: false })).waitFor();
    await waitForToast(page, "Rimossa dai tuoi preferiti.");
    expect(await cardHeart.evaluate(isServedAndFocused)).toBe(true);
    await page.reload();
    await cardHeart.and(page.getByRole("button", { pressed: false })).waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/it/dashboard/favourites");
    for (const title of titles.slice(0, 2)) {
      await page.getByRole("heading", { level: 2, name: title }).waitFor();
    }
    expect(await page.getByRole("article").count()).toBe(2);
    // Alerts on favourites are on, at once, until the buyer chooses otherwise.
    expect(await page.getByLabel(it_("favourites.alerts.label")).inputValue()).toBe("instant");
    await expectNoAxeViolations(page);

    // A search saved with alerts at once.
    await page.goto(`/it/boats?q=${suffix}`);
    const saveSearch = page.locator("summary", { hasText: it_("savedSearches.save.open") });
    await waitForHydration(page.locator("#search-page"));
    await saveSearch.click();
    const searchName = `Barche ${suffix}`;
    await page.getByLabel(it_("savedSearches.name")).fill(searchName);
    await page.getByLabel(it_("savedSearches.frequency.label")).selectOption("instant");
    await page.getByRole("button", { name: it_("savedSearches.save.submit") }).click();
    await waitForToast(page, "Ricerca salvata.");

    // The seller drops a favourite's price by 10% and publishes a boat the search matches.
    await api(`teams/${seller.teamId}/boats/${boats[0]!.id}`, {
      method: "PATCH",
      token: seller.token,
      body: { priceAmount: 13_050_000 },
    });
    const newTitle = `Dufour 390 ${suffix}`;
    await newPublishedBoat(seller, newTitle);
    queueAlertsMatch(suffix);

    const favouriteMail = await waitForMail(buyer.email, /^Novità sulle tue barche preferite: /, 60_000);
    expect(favouriteMail.subject).toBe("Novità sulle tue barche preferite: 1 prezzo ridotto");
    expect(decodedText(favouriteMail.raw)).toMatch(
      new RegExp(`${titles[0]}: prezzo ridotto da 145\\.000\\s€ a 130\\.500\\s€ \\(−10%\\)`),
    );
    expect(favouriteMail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const boatLink = linksIn(favouriteMail.raw).find((link) => link.endsWith(`/it/boats/${boats[0]!.slug}`));
    expect(boatLink).toBeDefined();
    await page.goto(new URL(boatLink!).pathname);
    await page.getByRole("heading", { level: 1, name: titles[0] }).waitFor();
    await expectNoAxeViolations(page);

    const searchPath = await linkFromMail(buyer.email, new RegExp(`per «${searchName}»$`), "/it/boats?");
    expect(searchPath).toBe(`/it/boats?q=${suffix}`);
    const searchMail = await waitForMail(buyer.email, new RegExp(`per «${searchName}»$`));
    expect(searchMail.subject).toBe(`1 nuova barca, 1 prezzo ridotto per «${searchName}»`);
    await page.goto(searchPath);
    await page
      .getByRole("link", { name: new RegExp(newTitle) })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
  }, 180_000);

  it("compares three boats on a phone-sized screen", async () => {
    const { page } = session;
    // On a phone: three boats picked from their pages, then side by side.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const boat of boats) {
      await page.goto(`/it/boats/${boat.slug}`);
      const pick = page.getByRole("button", { name: it_("compare.button.pick") });
      await waitForHydration(pick);
      await pick.click();
      await page.getByRole("button", { name: it_("compare.button.picked"), pressed: true }).waitFor();
    }
    await page.getByRole("link", { name: it_("compare.button.open", { count: 3 }) }).click();
    await waitForPath(page, "/it/compare");
    const table = page.getByRole("table");
    for (const title of titles) await table.getByRole("columnheader", { name: new RegExp(title) }).waitFor();
    // One seller for the three: a row they share.
    await table.getByRole("rowheader", { name: it_("compare.row.seller") }).waitFor();
    await expectNoAxeViolations(page);

    // Loaded as a document, the page's content is a static part (compare-page.tsx): the server's nodes kept
    // through hydration with no code for them; its links go through lib/static-part.tsx and its forms'
    // submit through the page's frame (compare-frame.tsx), client-side as before.
    const chunk = /\/assets\/compare-page-[^/]*\.js(\?|$)/;
    let requested = 0;
    await page.route(chunk, async (route) => {
      requested += 1;
      await route.continue().catch(() => {});
    });
    const documentPosts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.method() === "POST")
        documentPosts.push(request.url());
    });
    const servedMark = (locator: ReturnType<typeof table.getByRole>) =>
      locator.evaluate((element) => (element as unknown as { servedMark?: boolean }).servedMark === true);
    try {
      await page.goto("/it/compare");
      const seller = table.getByRole("rowheader", { name: it_("compare.row.seller") });
      await seller.evaluate((element) => Object.assign(element, { servedMark: true }));
      await waitForHydration(page.locator("[data-static-part='compare-page']"));
      expect(await servedMark(seller)).toBe(true);
      expect(requested).toBe(0);

      // "Only differences" from the keyboard: the shared seller's row goes, the focus stays on the link.
      const toggle = page.getByRole("link", { name: it_("compare.onlyDifferences") });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await waitForPath(page, /^\/it\/compare\?only=differences$/);
      await page.getByRole("link", { name: it_("compare.showAll") }).waitFor();
      expect(await seller.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("compare-toggle");
      expect(requested).toBe(1);

      // A boat removed from the server's markup: a client-side post, the table then has two columns.
      await page.goto("/it/compare");
      await waitForHydration(page.locator("[data-static-part='compare-page']"));
      await page.getByRole("button", { name: it_("compare.removeBoat", { title: titles[2]! }) }).click();
      await table.getByRole("columnheader", { name: new RegExp(titles[2]!) }).waitFor({ state: "detached" });
      await table.getByRole("columnheader", { name: new RegExp(titles[0]!) }).waitFor();
      expect(documentPosts).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await page.unroute(chunk);
    }
  }, 120_000);
});

/**
 * The cards' heart handler's code has arrived (it loads on intent, focus on a heart, or when the browser is first
 * idle). React may not have mounted the handler yet: a heart pressed meanwhile waits for it, as one pressed
 * before the code came does.
 */
async function heartHandlerLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/favourites-[^/]*\.js$/.test(entry.name)),
  );
}
