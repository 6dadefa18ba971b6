/**
 * Listings in the reader's language: a seller adds a French title and description in the listing editor's
 * French tab (reached with the keyboard), a French visitor reads them, an Italian visitor reads the English
 * original with "Testo originale in inglese" above it. Data set up through the API; every page checked with
 * axe; any console error or hydration warning fails.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { logIn, newAdmin, newPaidSeller, newPublishedBoat } from "./session.ts";

const session = setUpBrowser();

describe("a listing in the reader's language", () => {
  it("is written in French in the editor, read in French by a French visitor and as the original by an Italian one", async () => {
    const admin = await newAdmin();
    const seller = await newPaidSeller(admin, "Camille", "Durand");
    const boat = await newPublishedBoat(seller, `Jeanneau Sun Odyssey ${Date.now().toString(36)}`);
    const frenchTitle = "Voilier de croisière très bien entretenu";
    const frenchText = "Voilier de croisière navigué chaque été et hiverné à terre sous abri.";

    const { page } = session;
    await logIn(page, seller, `/dashboard/boats/${boat.id}`);
    await waitForPath(page, `/dashboard/boats/${boat.id}`);
    const tabs = page.getByRole("tablist", { name: "Description languages" });
    await waitForHydration(tabs);
    const original = tabs.getByRole("tab", { name: /English \(US\)/ });
    expect(await original.getAttribute("aria-selected")).toBe("true");
    expect(await original.textContent()).toContain("Original");
    // Arrow keys move along the tabs: English (UK), then French.
    const selected = (name: string) =>
      tabs.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
    await original.focus();
    await page.keyboard.press("ArrowRight");
    await selected("English (UK)");
    await page.keyboard.press("ArrowRight");
    await selected("French");
    const french = tabs.getByRole("tab", { name: "French" });
    expect(await french.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.getByLabel("Title in French").fill(frenchTitle);
    await page.getByLabel("Description in French").fill(frenchText);
    expect(await page.getByLabel("Description in French").getAttribute("lang")).toBe("fr");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByText(/^(All changes saved|Saved at .+)$/)
      .first()
      .waitFor();
    expect(await french.textContent()).toContain("(written)");
    const saved = await api<{ texts: Record<string, { title: string | null; description: string }> }>(
      `teams/${seller.teamId}/boats/${boat.id}`,
      { token: seller.token },
    );
    expect(saved.texts).toEqual({ fr: { title: frenchTitle, description: frenchText } });

    // Visitors, signed out.
    await page.context().clearCookies();
    await page.goto(`/fr/boats/${boat.slug}`);
    const heading = page.getByRole("heading", { level: 1 });
    // The heading is a static part (decision 064): the server's markup, never hydrated; the page is.
    await heading.waitFor();
    await waitForHydration(page.locator("main"));
    expect(await heading.textContent()).toBe(frenchTitle);
    expect(await heading.getAttribute("lang")).toBe("fr");
    await page.getByText(frenchText).waitFor();
    expect(await page.getByText(/^Texte original en/).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(`/it/boats/${boat.slug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await waitForHydration(page.locator("main"));
    await page.getByText("Testo originale in inglese").waitFor();
    await page.getByText("A well kept cruising yacht, sailed every summer").waitFor();
    expect(await page.getByText(frenchText).count()).toBe(0);
    await expectNoAxeViolations(page);
  }, 180_000);
});
