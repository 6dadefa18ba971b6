import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser } from "./browser.ts";

const session = setUpBrowser();

interface BoatCard {
  title: string;
}

/** The newest boats as the API lists them: the home page must show these, rendered on the server. */
async function newestBoats(): Promise<BoatCard[]> {
  const response = await fetch(`${inject("apiUrl")}/api/v1/boats?sort=newest&page=1&pageSize=12`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: BoatCard[] };
  return body.items;
}

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
    expect(html).toMatch(/<source[^>]+type="image\/webp"/);
    expect(html).toMatch(/€\s?[\d,]{3,}|[\d,.\s]{3,}\s?€/);

    const { page } = session;
    await page.goto("/");
    await page.getByText(boats[0]!.title).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it("serves the API reference at /api/docs", async () => {
    const { page } = session;
    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: /Keel API/ }).waitFor();
    await page.getByText("/api/v1/auth/login").first().waitFor();
  });
});
