/**
 * Buyers' journey: search with filters, sort and page size, open a boat, walk its gallery with the keyboard,
 * download its brochure, contact its owner (the team's e-mail arrives on the SMTP server); the same in French
 * with euros and metres. Plus the edges: the localized /{lang}/details/{id} URL, a sold boat (410), unknown
 * boats (404), invalid search parameters, SEO data, the mobile filter dialog and search without JavaScript.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { decodedText } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import {
  holdRequests,
  pathOf,
  savedDownload,
  setUpBrowser,
  waitForHydration,
  waitForPath,
} from "./browser.ts";
import { listMails } from "./mailbox.ts";
import { newAdmin, newPaidSeller, newPublishedBoat } from "./session.ts";
import { stack } from "./stack.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();
/** Navigations on a shared 2-core machine can take a few seconds. */
const PATIENT = { timeout: 15_000 };
const api = (path: string) => `${stack().apiUrl}/api/v1/${path}`;

interface Card {
  id: number;
  slug: string;
  title: string;
}
interface PublicBoat extends Card {
  photos: unknown[];
  boatType: { code: string } | null;
  condition: { code: string } | null;
  location: { country: string | null };
  seller: { name: string };
  brand: { name: string; slug: string | null } | null;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/**
 * A published boat with at least three photos and a type, a condition and a country: the journey filters
 * on those three, so the boat is sure to be among the results.
 */
async function boatToFind(): Promise<PublicBoat> {
  const { items } = await getJson<{ items: Card[] }>(api("boats?pageSize=48&facets=false"));
  for (const card of items) {
    // Every listed boat opens: getJson fails the journey on any other answer than 200.
    const boat = await getJson<PublicBoat>(api(`boats/${card.slug}`));
    if (boat.photos.length >= 3 && boat.boatType && boat.condition && boat.location.country) return boat;
  }
  throw new Error("the demo data has no boat with three photos, a type, a condition and a country");
}

/** The total the API gives for a query: the page must say the same. */
/** A listed boat the API gives similar boats for (boats the other journeys publish may have none). */
async function boatWithSimilar(): Promise<{ slug: string; similar: Card[] }> {
  const { items } = await getJson<{ items: Card[] }>(api("boats?pageSize=48&facets=false"));
  for (const card of items) {
    const answer = await getJson<{ slug: string; similar: Card[] }>(
      api(`boats/${card.slug}?include=similar`),
    );
    if (answer.similar.length > 0) return answer;
  }
  throw new Error("none of the 48 newest boats has a similar boat");
}

async function apiTotal(query: string): Promise<number> {
  return (await getJson<{ total: number }>(api(`boats?${query}&facets=false`))).total;
}

/** Unique per run: the API refuses a text sent to many teams in a day and counts mails per sender. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function waitForContactMail(buyer: string, text: string) {
  let found: Awaited<ReturnType<typeof listMails>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMails()).find((mail) => mail.subject.includes(buyer));
        return found;
      },
      { timeout: 15_000, interval: 200, message: `no mail about ${buyer}` },
    )
    .toBeDefined();
  expect(decodedText(found!.raw)).toContain(text);
  return found!;
}

/** The PDF the brochure link downloads: a real PDF whose bytes hold the boat's title. */
async function downloadBrochure(page: Page, linkName: string, title: string) {
  const link = page.getByRole("link", { name: linkName });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile(await savedDownload(download));
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const latin1 = bytes.toString("latin1");
  const utf16 = Buffer.from(`\ufeff${title}`, "utf16le").swap16().toString("latin1");
  expect(latin1.includes(`(${title})`) || latin1.includes(utf16), "the PDF carries the boat's title").toBe(
    true,
  );
  return download;
}

/** Ticks the filter checkbox of `name=value` and waits for the URL to hold it. */
async function tick(page: Page, name: string, value: string) {
  await page.locator(`#filters input[name="${name}"][value="${value}"]`).check();
  await waitForPath(page, new RegExp(`[?&]${name}=([^&]*,)?${value}(,|&|$)`));
}

async function resultsCount(page: Page): Promise<string> {
  return (await page.locator("#results-count").textContent())?.trim() ?? "";
}

async function journey(page: Page, locale: "en-US" | "fr") {
  const prefix = locale === "fr" ? "/fr" : "";
  const boat = await boatToFind();
  const localBoat = await getJson<PublicBoat>(api(`boats/${boat.slug}?locale=${locale}`));

  await page.goto(`${prefix}/boats`);
  await page.getByRole("heading", { level: 1, name: message(locale, "search.heading") }).waitFor();
  await waitForHydration(page.locator("#search-page"));
  await expectNoAxeViolations(page);

  // Three filters, each applied as soon as it is ticked.
  await tick(page, "type", boat.boatType!.code);
  await tick(page, "condition", boat.condition!.code);
  await tick(page, "country", boat.location.country!);
  const query = `type=${boat.boatType!.code}&condition=${boat.condition!.code}&country=${boat.location.country}`;
  const total = await apiTotal(query);
  expect(total).toBeGreaterThan(0);
  await expect.poll(() => resultsCount(page), PATIENT).toContain(String(total));
  await expect
    .poll(() => page.getByRole("link", { name: localBoat.title, exact: true }).count(), PATIENT)
    .toBeGreaterThan(0);

  // Sort and page size: in the URL, and the results follow.
  await page.getByLabel(message(locale, "search.sortLabel"), { exact: true }).selectOption("price_asc");
  await waitForPath(page, /[?&]sort=price_asc/);
  await page.getByLabel(message(locale, "search.pageSizeLabel"), { exact: true }).selectOption("12");
  await waitForPath(page, /[?&]pageSize=12/);
  expect(new URL(page.url()).searchParams.get("type")).toBe(boat.boatType!.code);
  await expect.poll(() => resultsCount(page), PATIENT).toContain(String(total));

  // The boat's page.
  await page.getByRole("link", { name: localBoat.title, exact: true }).first().click();
  await waitForPath(page, `${prefix}/boats/${boat.slug}`);
  await page.getByRole("heading", { level: 1, name: localBoat.title }).waitFor();
  const gallery = page.getByRole("region", { name: message(locale, "boat.gallery.keysHint") });
  await waitForHydration(gallery);
  await expectNoAxeViolations(page);

  // The gallery with the keyboard: arrows move, End goes to the last photo, full screen and back.
  const count = boat.photos.length;
  const position = (n: number) =>
    message(locale, "boat.gallery.position").replace("{number}", String(n)).replace("{count}", String(count));
  await gallery.focus();
  await page.keyboard.press("ArrowRight");
  await page.getByText(position(2), { exact: true }).first().waitFor();
  await page.keyboard.press("End");
  await page.getByText(position(count), { exact: true }).first().waitFor();
  await page.keyboard.press("ArrowLeft");
  await page
    .getByText(position(count - 1), { exact: true })
    .first()
    .waitFor();
  await page.getByRole("button", { name: message(locale, "boat.gallery.fullscreen") }).click();
  const dialog = page.getByRole("dialog", { name: localBoat.title });
  await dialog.waitFor();
  await page.keyboard.press("ArrowRight");
  await dialog.getByText(position(count), { exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  // The brochure, in the page's language.
  const download = await downloadBrochure(page, message(locale, "boat.brochure"), localBoat.title);
  expect(download.url()).toContain(`locale=${locale}`);

  // Contact the owner: a toast, an empty form, and the team's e-mail on the SMTP server.
  const buyer = `Ada ${locale} ${runId}`;
  const text = `${locale === "fr" ? "Bonjour, est-il possible de visiter ce bateau samedi ?" : "Hello, could I visit this boat on Saturday?"} ${runId}`;
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: message(locale, "contactOwner.send") }) });
  await form.getByLabel(message(locale, "contactOwner.name")).fill(buyer);
  await form.getByLabel(message(locale, "contactOwner.email")).fill(`buyer-${locale}-${runId}@example.com`);
  await form.getByLabel(message(locale, "contactOwner.phone")).fill("+33 6 12 34 56 78");
  await form.getByLabel(message(locale, "contactOwner.message"), { exact: true }).fill(text);
  await form.getByRole("button", { name: message(locale, "contactOwner.send") }).click();
  const sent =
    locale === "fr"
      ? "Votre message a été envoyé. Le vendeur vous répondra par e-mail."
      : "Your message has been sent. The seller will reply to you by e-mail.";
  await page.getByRole("region", { name: /F8/ }).getByText(sent).waitFor();
  await expect
    .poll(() => form.getByLabel(message(locale, "contactOwner.name")).inputValue(), PATIENT)
    .toBe("");
  const mail = await waitForContactMail(buyer, runId);
  expect(mail.subject).toContain(localBoat.title);
  return { boat: localBoat };
}

describe("search and boat page", () => {
  it("a visitor searches, sorts, opens a boat, walks the gallery, downloads the brochure and writes to the owner", async () => {
    await journey(session.page, "en-US");
  });

  it("the same journey in French: French words, euros and metres", async () => {
    const { page } = session;
    await page.goto("/fr/boats");
    // Cards in euros (French grouping, sign after the amount) and metres.
    const firstCard = page.locator("#results article").first();
    await expect
      .poll(() => firstCard.textContent(), PATIENT)
      .toMatch(/\d[\u202f\u00a0 ]\d{3}[\u202f\u00a0 ]€/);
    await expect.poll(() => firstCard.textContent(), PATIENT).toMatch(/\d+(,\d)?[\u202f\u00a0 ]m(?![a-z])/);
    expect(await page.locator("#results").textContent()).not.toMatch(/\d[\u202f\u00a0 ]ft\b/);
    const { boat } = await journey(page, "fr");
    // Key facts in metres with a decimal comma, and French section titles.
    await page.goto(`/fr/boats/${boat.slug}`);
    await page.getByRole("heading", { name: message("fr", "boat.section.dimensions") }).waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/\d[\u202f\u00a0 ]ft\b/);
  });

  it("pages through the results and keeps every other parameter", async () => {
    const { page } = session;
    const total = await apiTotal("pageSize=12");
    expect(total).toBeGreaterThan(12);
    await page.goto("/boats?pageSize=12&sort=year_desc");
    await waitForHydration(page.locator("#search-page"));
    const firstOfPage1 = await page.locator("#results article h3").first().textContent();
    await page.getByRole("link", { name: "Page 2" }).click();
    await waitForPath(page, "/boats?sort=year_desc&pageSize=12&page=2");
    await expect
      .poll(() => page.locator("#results article h3").first().textContent(), PATIENT)
      .not.toBe(firstOfPage1);
    await page.goBack();
    await waitForPath(page, "/boats?pageSize=12&sort=year_desc");
  });

  it("keeps the static parts' server markup and follows their links client-side: a card, the pagination, the footer", async () => {
    const { page } = session;
    const sameDocument = () =>
      page.evaluate(() => (window as { keelSameDocument?: boolean }).keelSameDocument);
    await page.goto("/boats?pageSize=12&sort=year_desc");
    await waitForHydration(page.locator("#search-page"));
    // The page's content (filters, cards, pagination) is the server's markup: React owns the part's wrapper,
    // not what is inside.
    const part = page.locator("[data-static-part='search-page']");
    expect(
      await part.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
    ).toBe(true);
    for (const inside of [part.locator("#results article a").first(), part.locator("#boat-search")])
      expect(
        await inside.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
      ).toBe(false);
    await page.evaluate(() => {
      (window as { keelSameDocument?: boolean }).keelSameDocument = true;
    });
    await page.getByRole("link", { name: "Page 2" }).click();
    await waitForPath(page, "/boats?sort=year_desc&pageSize=12&page=2");
    // The new results are rendered once the cards' code is there (they are other boats: the parts render).
    await expect
      .poll(() => page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current"), PATIENT)
      .toBe("page");
    expect(await sameDocument()).toBe(true);

    const title = await page.locator("#results article h3 a").first().textContent();
    await page.locator("#results article h3 a").first().click();
    await waitForPath(page, /^\/boats\/[^/?]+$/);
    await page.getByRole("heading", { level: 1, name: title! }).waitFor(PATIENT);
    expect(await sameDocument()).toBe(true);

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: message("en-US", "pages.footer.about") })
      .click();
    await waitForPath(page, "/about");
    await page.getByRole("heading", { level: 1 }).waitFor(PATIENT);
    expect(await sameDocument()).toBe(true);
  });

  it("sends the cards once in a document (stand-ins in its loader data: search, home, similar boats), whole to a client navigation", async () => {
    /** A document's markup, and its loader data's scripts (what React Router encodes for hydration). */
    const documentAt = async (path: string) => {
      const html = await (await fetch(`${session.baseUrl}${path}`)).text();
      const loaderData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1]!)
        .filter((script) => script.includes("streamController.enqueue"))
        .join("");
      expect(loaderData).toContain("$pageOnly");
      return { html, loaderData };
    };
    const { items } = await getJson<{ items: Card[] }>(api("boats?pageSize=12&sort=year_desc&facets=false"));
    const slug = items[0]!.slug;
    const search = await documentAt("/boats?pageSize=12&sort=year_desc");
    // In the markup (a card's link), not as a card's slug in the loader data's script, which names the cards by
    // a stand-in.
    expect(search.html).toContain(`href="/boats/${slug}"`);
    expect(search.loaderData).not.toContain(`\\"${slug}\\"`);
    // The data a client-side navigation asks for has them whole.
    const next = await fetch(`${session.baseUrl}/boats.data?pageSize=12&sort=year_desc`);
    expect(next.status).toBe(200);
    const encoded = await next.text();
    expect(encoded).toContain(`"${slug}"`);
    expect(encoded).not.toContain("$pageOnly");
    // The home page's newest boats likewise: their cards in the markup, a stand-in in the loader data.
    const newest = (await getJson<{ items: Card[] }>(api("boats?sort=newest&pageSize=12&facets=false")))
      .items;
    const home = await documentAt("/");
    expect(home.html).toContain(`href="/boats/${newest[0]!.slug}"`);
    expect(home.loaderData).not.toContain(`\\"${newest[0]!.slug}\\"`);
    // A boat page's similar boats too.
    const boat = await boatWithSimilar();
    const boatPage = await documentAt(`/boats/${boat.slug}`);
    expect(boatPage.html).toContain(`href="/boats/${boat.similar[0]!.slug}"`);
    expect(boatPage.loaderData).not.toContain(`\\"${boat.similar[0]!.slug}\\"`);
  });

  it("keeps the filters' server markup on the first view; a box ticked from the keyboard keeps the focus, and the counts follow", async () => {
    const { page } = session;
    const boat = await boatToFind();
    const type = boat.boatType!.code;
    const isReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
    await page.goto("/boats");
    await waitForHydration(page.locator("#search-page"));
    // The form takes the events; the checkboxes are the server's markup, without hydration.
    const box = page.locator(`#filters input[name="type"][value="${type}"]`);
    expect(await box.evaluate(isReact)).toBe(false);
    // An equipment group opened, then the box ticked from the keyboard.
    const group = page.locator("#filters details").first();
    await group.locator("summary").click();
    await box.focus();
    await page.keyboard.press("Space");
    await waitForPath(page, new RegExp(`[?&]type=${type}(&|$)`));
    // The browser renders the filters now (React's own elements), as the visitor left them.
    await expect.poll(() => box.evaluate(isReact), PATIENT).toBe(true);
    expect(await box.isChecked()).toBe(true);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await group.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    // The counts are the new search's: each condition's count with the type applied.
    const { facets } = await getJson<{ facets: { condition: { value: string; count: number }[] } }>(
      api(`boats?type=${type}&pageSize=12&facets=true`),
    );
    const condition = facets.condition.find((option) => option.count > 0)!;
    const count = page
      .locator(`#filters label:has(input[name="condition"][value="${condition.value}"])`)
      .locator("span[aria-hidden]");
    await expect
      .poll(() => count.textContent(), PATIENT)
      .toBe(new Intl.NumberFormat("en-US").format(condition.count));
    // Typed text is applied when focus leaves the box.
    await page.locator('#filters input[name="priceMax"]').fill("500000");
    await page.keyboard.press("Tab");
    await waitForPath(page, /[?&]priceMax=500000/);
  });

  it("holds a box ticked before the page's behaviour has come, applies it once it has, and follows a chip in place", async () => {
    const { page } = session;
    const hold = await holdRequests(page, /\/assets\/search-behaviour-[^/]*\.js(\?|$)/);
    try {
      await page.goto("/boats?fuel=diesel");
      await waitForHydration(page.locator("#search-page"));
      await page.evaluate(() => {
        (window as { keelSameDocument?: boolean }).keelSameDocument = true;
      });
      // The behaviour's code is asked for (the pointer over the page, or the browser idle), and held back.
      await page.locator('#filters input[name="fuel"][value="petrol"]').hover();
      await expect.poll(() => hold.requested.length, PATIENT).toBeGreaterThan(0);
      await page.locator('#filters input[name="fuel"][value="petrol"]').check();
      expect(pathOf(page)).toBe("/boats?fuel=diesel");
      hold.release();
      await waitForPath(page, /[?&]fuel=diesel,petrol(&|$)/);
      // A chip is followed in place (the behaviour now there), and the page stayed the same document.
      await page
        .getByRole("link", { name: `Remove filter: ${message("en-US", "editor.fuel.petrol")}` })
        .click();
      await waitForPath(page, "/boats?fuel=diesel");
      expect(await page.evaluate(() => (window as { keelSameDocument?: boolean }).keelSameDocument)).toBe(
        true,
      );
    } finally {
      await hold.stop();
    }
  });

  it("turns the brand select into a searchable combobox at the first interaction, and filters by the brand", async () => {
    const { page } = session;
    const { slug } = await boatToFind();
    const { brand } = await getJson<PublicBoat>(api(`boats/${slug}`));
    expect(brand?.slug).toBeTruthy();
    await page.goto("/boats");
    await waitForHydration(page.locator("#search-page"));
    // No interaction yet: the native select, and none of the combobox's code loaded.
    const combobox = page.locator("#filters input[role='combobox']");
    expect(await page.locator("#filters select[name='brand']").count()).toBe(1);
    expect(await combobox.count()).toBe(0);

    // The first pointer move after hydration's effects have run; a move to where the pointer already is
    // sends no event, so each try moves somewhere new.
    let step = 0;
    await expect
      .poll(async () => {
        step += 1;
        await page.mouse.move(20 + 13 * step, 40 + 7 * step);
        return combobox.count();
      }, PATIENT)
      .toBeGreaterThan(0);
    await combobox.fill(brand!.name.slice(0, 4));
    await page.getByRole("option", { name: brand!.name, exact: true }).first().click();
    await waitForPath(page, new RegExp(`[?&]brand=${brand!.slug}`));
    // The old results stay dimmed (aria-busy) until the new ones arrive: axe judges the settled page.
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), PATIENT).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("offers ways out when nothing matches, and clears filters one by one", async () => {
    const { page } = session;
    await page.goto("/boats?priceMax=1&currency=EUR&fuel=electric");
    await page.getByRole("heading", { name: message("en-US", "common.noMatchingData") }).waitFor();
    await waitForHydration(page.locator("#search-page"));
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Remove filter: Price/ }).click();
    await waitForPath(page, "/boats?fuel=electric");
    await page.goto("/boats?priceMax=1&currency=EUR");
    await page
      .locator("#results")
      .getByRole("link", { name: message("en-US", "search.empty.clearAll") })
      .click();
    await waitForPath(page, "/boats");
    await expect.poll(() => resultsCount(page), PATIENT).toContain(String(await apiTotal("")));
  });

  it("answers invalid parameters with the page and a notice, never an error", async () => {
    const long = "x".repeat(10_000);
    for (const query of [
      `priceMin=-5&sort=cheapest&country=ZZ&q=${long}`,
      "yearMin=2020&yearMax=1990&pageSize=13&page=0",
      `q=${encodeURIComponent("'; DROP TABLE boats; --")}`,
      "type=not-a-type&equipment=nothing",
    ]) {
      const response = await fetch(`${session.baseUrl}/boats?${query}`);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      expect(html, query).toContain('<h1 class="text-3xl sm:text-4xl">');
      if (!query.startsWith("q=")) expect(html, query).toContain("Part of this search could not be used");
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  it("puts boats in the search page's JSON-LD and a product, offer and breadcrumbs on the boat page", async () => {
    const searchHtml = await (await fetch(`${session.baseUrl}/boats`)).text();
    expect(searchHtml).toContain('"@type":"ItemList"');
    const boat = await boatToFind();
    const html = await (await fetch(`${session.baseUrl}/boats/${boat.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const product = blocks.find((b) => b["@type"] === "Product");
    expect(product).toMatchObject({
      name: boat.title,
      offers: { "@type": "Offer", seller: { "@type": "Organization" } },
    });
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
    // In the body (lib/json-ld.tsx), once: the loader data has a stand-in, not the blocks.
    expect(html.indexOf("application/ld+json")).toBeGreaterThan(html.indexOf("<body"));
    const loaderData = html.match(/streamController\.enqueue\(.*?\);<\/script>/gs)?.join("");
    expect(loaderData).toContain("$pageOnly");
    expect(loaderData).not.toContain("schema.org");
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<link rel="canonical" href="${session.baseUrl}/boats/${boat.slug}"/>`);
  });

  it("renders /{lang}/details/{id} in that language with the /boats/{slug} canonical; unknown ones are 404", async () => {
    const boat = await boatToFind();
    const french = await fetch(`${session.baseUrl}/fr/details/${boat.id}`);
    expect(french.status).toBe(200);
    const html = await french.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<link rel="canonical" href="${session.baseUrl}/fr/boats/${boat.slug}"/>`);
    expect(html).toContain(`hrefLang="es" href="${session.baseUrl}/es/boats/${boat.slug}"`);
    for (const lang of ["en", "en-US"]) {
      // English (US) by name, even for a French browser.
      const english = await fetch(`${session.baseUrl}/${lang}/details/${boat.id}`, {
        headers: { "Accept-Language": "fr-FR,fr" },
        redirect: "manual",
      });
      expect(english.status, lang).toBe(200);
      expect(await english.text()).toContain('<html lang="en-US"');
    }
    for (const path of [
      "/de/details/1",
      "/fr/details/999999",
      "/fr/details/abc",
      "/boats/no-such-boat-anywhere",
    ]) {
      expect((await fetch(`${session.baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it("shows a euro price with ≈ dollars and the rates' day beside it, and pounds once chosen in the footer", async () => {
    const seller = await newPaidSeller(await newAdmin(), "Casey", "Rates");
    const boat = await newPublishedBoat(seller, `Approx Jeanneau ${Date.now()}`);
    const { page } = session;
    await page.goto(`/boats/${boat.slug}`);
    const priceBlock = page.getByTestId("boat-price").locator("xpath=..");
    await expect
      .poll(() => priceBlock.textContent(), PATIENT)
      .toMatch(/€145,000≈ \$[\d,]+.*rates of \w+ \d+, \d{4}/);
    await expectNoAxeViolations(page);
    const currency = page.getByLabel(message("en-US", "currency.label"));
    await currency.selectOption("GBP");
    await page.getByRole("button", { name: message("en-US", "currency.apply") }).click();
    await expect.poll(() => priceBlock.textContent(), PATIENT).toMatch(/≈ £[\d,]+/);
    expect(new URL(page.url()).search).toBe("");
    // Back to the language's currency for the tests that follow in this browser.
    await page.goto("/?pricesIn=auto");
  });

  it("shows another boat's specifications after a client-side navigation from a boat page", async () => {
    // A document's loader data stands in for the specifications (only the details part shows them); the next
    // boat's come whole, and the part renders them.
    const { page } = session;
    const from = await boatWithSimilar();
    const path = `/boats/${from.similar[0]!.slug}`;
    await page.goto(`/boats/${from.slug}`);
    // The similar boats' code is there (on intent or once the browser is idle): their links navigate in place.
    await waitForHydration(page.locator("#similar"));
    const link = page.locator(`#similar article h3 a[href="${path}"]`);
    const next = await getJson<PublicBoat & { reference: string; stockCode: string | null }>(
      api(`boats/${from.similar[0]!.slug}`),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await waitForPath(page, path);
    await page.getByRole("heading", { level: 1, name: next.title }).waitFor(PATIENT);
    await page
      .locator("dd", { hasText: next.stockCode ?? next.reference })
      .first()
      .waitFor(PATIENT);
    // The JSON-LD names the new boat too (its part rendered in the browser).
    const products = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    expect(products.find((block) => block?.["@type"] === "Product")?.name).toBe(next.title);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  it("says a sold boat is no longer for sale (410) and shows similar boats", async () => {
    const slug = await soldBoatSlug();
    const response = await fetch(`${session.baseUrl}/boats/${slug}`);
    expect(response.status).toBe(410);
    const { page } = session;
    await page.goto(`/boats/${slug}`);
    await page.getByRole("heading", { name: /is no longer for sale/ }).waitFor();
    await page.getByRole("heading", { name: message("en-US", "boat.similar.title") }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("keeps the server's gallery, share panel, heart, Compare and similar boats until their code comes, then hydrates those same nodes", async () => {
    // Their code loads on intent or when idle (boat-detail-page.tsx), as the contact form's does: held here, the
    // server's markup must stay in place, and hydrating must keep its nodes.
    const { page } = session;
    const boat = await boatToFind();
    const modules = /\/assets\/(gallery|share-panel|boat-actions|similar-boats)-[^/]*\.js(\?|$)/;
    const hold = await holdRequests(page, modules);
    const requested = () => new Set(hold.requested.map((url) => modules.exec(url)![1]));
    try {
      await page.goto(`/boats/${boat.slug}`);
      const strip = page.getByRole("region", { name: message("en-US", "boat.gallery.keysHint") });
      const heart = page.getByRole("button", {
        name: message("en-US", "favourites.button.save"),
        exact: true,
      });
      const compare = page.getByRole("button", {
        name: message("en-US", "compare.button.pick"),
        exact: true,
      });
      // Similar boats (streamed after the page): the section and its first card (or the note that there is none).
      const similar = page.locator("#similar");
      const similarCard = similar.locator("article, p").first();
      await similarCard.waitFor({ state: "attached", ...PATIENT });
      const parts = [strip, page.locator("#share-title"), heart, compare, similar, similarCard];
      for (const part of parts)
        await part.evaluate((element) => Object.assign(element, { servedMark: true }));
      await expect.poll(() => requested().size, PATIENT).toBe(4);
      await waitForHydration(page.locator("header button").first());
      // Past the first idle moment, when the page renders again (React Router's route discovery).
      await page.waitForTimeout(1500);
      const marked = (locator: (typeof parts)[number]) =>
        locator.evaluate((element) => (element as unknown as { servedMark?: boolean }).servedMark === true);
      for (const part of parts) expect(await marked(part)).toBe(true);

      hold.release();
      await waitForHydration(strip);
      await waitForHydration(compare);
      await waitForHydration(similar);
      for (const part of parts) expect(await marked(part)).toBe(true);
      // Hydrated, the buttons work: "next" moves the counter.
      await page.getByRole("button", { name: message("en-US", "boat.gallery.next") }).click();
      const count = boat.photos.length;
      await page
        .getByText(
          message("en-US", "boat.gallery.position")
            .replace("{number}", "2")
            .replace("{count}", String(count)),
          { exact: true },
        )
        .first()
        .waitFor(PATIENT);
    } finally {
      await hold.stop();
    }
  });

  it("adds the boat to the comparison when Compare is pressed before its code has arrived (a plain POST)", async () => {
    const { page } = session;
    const boat = await boatToFind();
    const hold = await holdRequests(page, /\/assets\/boat-actions-[^/]*\.js(\?|$)/);
    try {
      await page.goto(`/boats/${boat.slug}`);
      await waitForHydration(page.locator("header button").first());
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.request().resourceType() === "document",
      );
      await page.getByRole("button", { name: message("en-US", "compare.button.pick") }).click();
      // The compare page's action answers a plain post with a redirect back to the boat.
      expect(Math.floor((await answer).status() / 100)).toBe(3);
      await waitForPath(page, `/boats/${boat.slug}`);
      const picked = page.getByRole("button", {
        name: message("en-US", "compare.button.picked"),
        pressed: true,
      });
      await picked.waitFor(PATIENT);
      // The hold caught the code (it is asked for on intent, which the click's pointer gave, or once the browser
      // is idle): the page that asked first may have been left for the POST before its request went out, so the
      // page the redirect loaded may be the one asking, at its first idle moment.
      await expect.poll(() => hold.requested.length, PATIENT).toBeGreaterThan(0);

      // Once the code is there, the button works as it always did: taken out again without a page load.
      hold.release();
      await waitForHydration(picked);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await picked.click();
      await page
        .getByRole("button", { name: message("en-US", "compare.button.pick"), pressed: false })
        .waitFor(PATIENT);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    } finally {
      await hold.stop();
    }
  });

  it("sends a message written before the contact form's code has arrived (a plain POST), then confirms it", async () => {
    // The form's code is not in the first view's JavaScript (decision 022): it loads on intent or when the
    // browser is idle. Held back here until the message is sent, as on a slow connection.
    const { page } = session;
    const boat = await boatToFind();
    const hold = await holdRequests(page, /\/assets\/contact-form-[^/]*\.js(\?|$)/);
    try {
      // The server's markup holds the form in place, visible without JavaScript (not in a hidden element
      // that a script reveals).
      const html = await (await fetch(`${session.baseUrl}/boats/${boat.slug}`)).text();
      expect(html).toMatch(/<!--\$--><section id="contact-owner"/);
      await page.goto(`/boats/${boat.slug}`);
      await waitForHydration(page.getByRole("region", { name: message("en-US", "boat.gallery.keysHint") }));
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: message("en-US", "contactOwner.send") }) });
      const buyer = `Early ${runId}`;
      await form.getByLabel(message("en-US", "contactOwner.name")).fill(buyer);
      await form.getByLabel(message("en-US", "contactOwner.email")).fill(`early-${runId}@example.com`);
      await form
        .getByLabel(message("en-US", "contactOwner.message"), { exact: true })
        .fill(`Is she still afloat? ${runId}`);
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.request().resourceType() === "document",
      );
      await form.getByRole("button", { name: message("en-US", "contactOwner.send") }).click();
      expect((await answer).status()).toBe(200);
      await waitForContactMail(buyer, runId);
      expect(hold.requested.length).toBeGreaterThan(0);
      expect(pathOf(page)).toBe(`/boats/${boat.slug}`);
      await expect
        .poll(() => form.getByLabel(message("en-US", "contactOwner.name")).inputValue(), PATIENT)
        .toBe("");

      // Once the code is there, the answer is confirmed as with JavaScript all along.
      hold.release();
      await page
        .getByRole("region", { name: /F8/ })
        .getByText("Your message has been sent. The seller will reply to you by e-mail.")
        .waitFor(PATIENT);
    } finally {
      await hold.stop();
    }
  });
});

describe("search on a phone and without JavaScript", () => {
  const phone = setUpBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  it("fits the phone's width: no page of cards scrolls sideways", async () => {
    const { page } = phone;
    for (const path of ["/", "/boats"]) {
      await page.goto(path);
      await page.locator(".boat-card").first().waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        widestCard: Math.max(
          ...[...document.querySelectorAll(".boat-card")].map((c) => c.getBoundingClientRect().width),
        ),
      }));
      expect(widths.page, path).toBe(widths.viewport);
      expect(widths.widestCard, path).toBeLessThanOrEqual(widths.viewport);
    }
  });

  it("renders a boat page's blocks below the first screen and the footer only as the visitor nears them, the search results whole", async () => {
    const { page } = phone;
    const boat = await boatToFind();
    await page.goto(`/boats/${boat.slug}`);
    await waitForHydration(page.locator("main"));
    /** Whether the browser has rendered the element (content-visibility: auto skips it until it is near). */
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered("#similar h2")).toBe(false);
    expect(await rendered("footer a")).toBe(false);
    expect(await rendered("#gallery")).toBe(true);
    await page.locator("footer a").first().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered("footer a")).toBe(true);
    await expect(page.locator("footer a").first().isVisible()).resolves.toBe(true);
    await page.locator("#similar").scrollIntoViewIfNeeded();
    await expect.poll(() => rendered("#similar h2")).toBe(true);
    await expectNoAxeViolations(page);
    // The search results are rendered whole: skipping their cards cost Chrome more layouts than it saved.
    await page.goto("/boats");
    expect(await page.locator("[data-results-grid] .boat-card").count()).toBeGreaterThan(6);
    expect(await rendered("[data-results-grid] li:last-child .boat-card h3")).toBe(true);
    expect(await rendered("footer a")).toBe(false);
  });

  it("opens the filters in a dialog, applies one and closes with Escape", async () => {
    const { page } = phone;
    await page.goto("/boats");
    const open = page.getByRole("button", { name: message("en-US", "search.filters") });
    await waitForHydration(page.locator("#search-page"));
    await open.click();
    const dialog = page.getByRole("dialog", { name: message("en-US", "search.filters") });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    const fuel = dialog.locator('input[name="fuel"][value="diesel"]');
    await fuel.check();
    await waitForPath(page, "/boats?fuel=diesel");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count(), PATIENT).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), PATIENT)
      .toContain(message("en-US", "search.filters"));
    await expect.poll(() => resultsCount(page), PATIENT).toContain(String(await apiTotal("fuel=diesel")));
  });
});

describe("search without JavaScript", () => {
  const noScript = setUpBrowser({ javaScriptEnabled: false });

  it("filters and sorts with the form's own submit button", async () => {
    const { page } = noScript;
    await page.goto("/boats");
    await page.locator('#filters input[name="fuel"][value="diesel"]').check();
    await page.getByLabel(message("en-US", "search.sortLabel"), { exact: true }).selectOption("price_desc");
    await page.locator("#filters button[type=submit]").click();
    await page.waitForURL(/fuel=diesel/);
    const url = new URL(page.url());
    expect(url.searchParams.get("sort")).toBe("price_desc");
    await expect.poll(() => resultsCount(page), PATIENT).toContain(String(await apiTotal("fuel=diesel")));
  });
});

/**
 * A sold boat's slug: a boat of a paid seller the journey signs up, published then marked sold, beside a
 * second boat of the same type and length that stays for sale (the similar boat it must show).
 */
async function soldBoatSlug(): Promise<string> {
  const seller = await newPaidSeller(await newAdmin(), "Sasha", "Sold");
  const tag = Math.random().toString(36).slice(2, 8);
  const [boat] = await Promise.all([
    newPublishedBoat(seller, `Sold Sun Odyssey ${tag}`),
    newPublishedBoat(seller, `Similar Sun Odyssey ${tag}`),
  ]);
  const action = await fetch(api(`teams/${seller.teamId}/boats/${boat.id}/actions`), {
    method: "POST",
    headers: { Authorization: `Bearer ${seller.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ action: "mark_sold" }),
  });
  expect(action.status).toBeLessThan(300);
  return boat!.slug;
}
