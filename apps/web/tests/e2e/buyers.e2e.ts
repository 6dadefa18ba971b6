/**
 * Buyers (issue 13, decision 045): a visitor browsing in Italian taps a boat's heart, is asked to sign in,
 * signs up as a buyer instead (no company), opens the e-mailed link, and finds the boat saved when back on its
 * page; they save a second one, see both on their favourites page; then, on a phone-sized screen, they pick
 * three boats to compare and read them side by side.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { linkFromMail, newPerson, text } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { newAdmin, newPaidSeller, newPublishedBoat } from "./session.ts";

const session = setUpBrowser();
const it_ = (key: string, values?: Record<string, string | number>) => text("it", key, values);

describe("buyers: favourites and comparison", () => {
  it("a buyer in Italian signs up, saves two boats and compares three on a phone", async () => {
    const { page } = session;
    const seller = await newPaidSeller(await newAdmin(), "Marco", "Ferri");
    const suffix = Math.random().toString(36).slice(2, 6);
    const titles = [`Grand Soleil 40 ${suffix}`, `Bavaria C42 ${suffix}`, `Hanse 418 ${suffix}`];
    const boats = [];
    for (const title of titles) boats.push(await newPublishedBoat(seller, title));
    const buyer = newPerson("Giulia", "Conti");

    // A guest's heart asks to sign in, keeping the boat.
    await page.goto(`/it/boats/${boats[0]!.slug}`);
    const save = page.getByRole("button", { name: it_("favourites.button.save") });
    await waitForHydration(save);
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
    await waitForHydration(second);
    await second.click();
    await page.getByRole("button", { name: it_("favourites.button.saved"), pressed: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/it/dashboard/favourites");
    for (const title of titles.slice(0, 2)) {
      await page.getByRole("heading", { level: 2, name: title }).waitFor();
    }
    expect(await page.getByRole("article").count()).toBe(2);
    await expectNoAxeViolations(page);

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
  });
});
