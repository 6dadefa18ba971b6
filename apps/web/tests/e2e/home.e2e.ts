import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { holdRequests, pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();

interface BoatCard {
  title: string;
  price: { amount: number; currency: string } | null;
  isPriceOnRequest: boolean;
}

/** The newest boats as the API lists them: the home page must show these, rendered on the server. */
async function newestBoats(): Promise<BoatCard[]> {
  const response = await fetch(`${stack().apiUrl}/api/v1/boats?sort=newest&page=1&pageSize=12`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: BoatCard[] };
  return body.items;
}

/** Independent of the app's formatter: whole amounts (minor units / 100) with the currency sign, en-US. */
const priceInUsEnglish = ({ amount, currency }: { amount: number; currency: string }) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(
    amount / 100,
  );

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

describe("home page", () => {
  it("server-renders the newest boats with prices and responsive photos", async () => {
    const boats = await newestBoats();
    expect(boats.length).toBeGreaterThan(3);

    // A plain request, no JavaScript: what search engines and the first paint get.
    const response = await fetch(`${session.baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const boat of boats.slice(0, 4)) expect(html).toContain(escapeHtml(boat.title));
    expect(html).toMatch(/<picture[\s>]/);
    expect(html).toMatch(/<source[^>]+type="image\/avif"/);
    // WebP is the <img>'s own srcset, AVIF the <source> before it.
    expect(html).toMatch(/<img[^>]+srcSet="[^"]+\.webp \d+w/);
    const priced = boats.find(
      (boat) => boat.price && !boat.isPriceOnRequest && boat.price.amount % 100 === 0,
    );
    expect(priced, "a demo boat with a price in whole units").toBeDefined();
    expect(html).toContain(priceInUsEnglish(priced!.price!));
    // The page's largest paint is the hero's heading, and on a phone the boats start below the fold: no photo
    // is preloaded or fetched with high priority, ahead of the stylesheet (decision 054).
    expect(html).not.toMatch(/<link[^>]+as="image"/);
    expect(html).not.toMatch(/<img[^>]+fetchPriority="high"/i);
    expect(html).toMatch(/<img[^>]+loading="lazy"/);

    const { page } = session;
    await page.goto("/");
    await page.getByText(boats[0]!.title).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it("keeps the server's search box and newest boats until their code comes, then hydrates those same nodes", async () => {
    const { page } = session;
    // The search box and the newest boats load their code on intent or when idle (home-sections.tsx): held here,
    // the server's markup must stay in place (a part React rendered afresh would leave the page blank meanwhile).
    const hold = await holdRequests(page, /\/assets\/home-sections-[^/]*\.js(\?|$)/);
    try {
      await page.goto("/");
      const box = page.locator("#hero-search");
      const latest = page.locator("#latest-title");
      await box.evaluate((element) => Object.assign(element, { servedMark: true }));
      await latest.evaluate((element) => Object.assign(element, { servedMark: true }));
      await expect.poll(() => hold.requested.length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The page has hydrated around them: the header's menu button is React's.
      await waitForHydration(page.locator("header button").first());
      const marked = (locator: typeof box) =>
        locator.evaluate((element) => (element as unknown as { servedMark?: boolean }).servedMark === true);
      expect(await marked(box)).toBe(true);
      expect(await marked(latest)).toBe(true);
      // A colour mode chosen meanwhile re-renders the switches only: a context change reaching the parts' boundary
      // would make React render it afresh without its code (blank) rather than keep the server's markup.
      const dark = page.getByRole("banner").getByRole("radio", { name: "Dark" });
      await waitForHydration(dark);
      await dark.click();
      await expect.poll(() => dark.getAttribute("aria-checked")).toBe("true");
      expect(await marked(box)).toBe(true);
      expect(await marked(latest)).toBe(true);
      await page.getByRole("banner").getByRole("radio", { name: "System" }).click();

      hold.release();
      await waitForHydration(box);
      expect(await marked(box)).toBe(true);
      expect(await marked(latest)).toBe(true);
      // Hydrated, the search box navigates client-side to the search page.
      await box.fill("catamaran");
      await box.press("Enter");
      await waitForPath(page, /^\/boats\?q=catamaran/);
      expect(pathOf(page)).toMatch(/^\/boats\?q=catamaran/);
    } finally {
      await hold.stop();
    }
  });

  it("serves the API reference at /api/docs", async () => {
    const { page } = session;
    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: /Keel API/ }).waitFor();
    await page.getByText("/api/v1/auth/login").first().waitFor();
  });
});
