/**
 * The public pages a visitor reads before buying or selling: the partners directory and a partner, the
 * professionals network and a profile, about, pricing and the legal texts (English and French), the support
 * form (its acknowledgement arrives on the SMTP server), and the crawler files (robots.txt, the sitemap index
 * and its chunks). Axe checks every page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import enUS from "#app/features/pages/content/pages/en-US.ts";
import fr from "#app/features/pages/content/pages/fr.ts";
import { decodedText } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import { holdRequests, pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
import { stack } from "./stack.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();
const BRAND = "Keel";

interface Partner {
  slug: string;
  name: string;
  category: string;
  city: string | null;
  country: string | null;
}
interface Professional {
  slug: string;
  name: string;
  country: string;
  boatCount: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${stack().apiUrl}/api/v1/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The JSON-LD blocks of the page as the server rendered them. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Parses XML in the browser: the document element's name, or "parsererror" when it is not well-formed. */
async function xmlRootOf(page: Page, xml: string): Promise<string> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.getElementsByTagName("parsererror").length > 0 ? "parsererror" : doc.documentElement.nodeName;
  }, xml);
}

/**
 * A directory page's first view: its static part hydrated as an empty wrapper, whose markup is kept as the
 * server sent it (the search form, or a profile's heading, is not React's) and whose code has not loaded.
 */
async function expectKeptDirectory(page: Page, part: string, hasSearch = true) {
  const wrapper = page.locator(`[data-static-part='${part}']`);
  await waitForHydration(wrapper);
  const kept = hasSearch ? wrapper.getByRole("search") : wrapper.getByRole("heading", { level: 1 });
  expect(
    await kept.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
  ).toBe(false);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.filter((name) => name.includes(`/assets/${part}-`))).toEqual([]);
}

describe("partners", () => {
  it("searches the directory and opens a partner's page", async () => {
    const { items } = await api<{ items: Partner[]; total: number }>("partners?pageSize=48");
    // An ASCII city: SQLite's lower() folds ASCII only, so the API misses "šibenik" in "Šibenik" (reported).
    const partner = items.find((p) => p.city && p.country && /^[\x20-\x7e]+$/.test(p.city));
    expect(partner, "a demo partner with a city").toBeDefined();

    const { page } = session;
    await page.goto("/partners");
    await page.getByRole("heading", { level: 1, name: message("en-US", "partners.title") }).waitFor();
    await expectNoAxeViolations(page);

    // The keyword form works the same with or without JavaScript; with it, no page load. The page is a static
    // part (decision 064): its markup is kept, its code not loaded, and the hydrated frame takes the submit.
    await expectKeptDirectory(page, "partners-directory");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const keyword = page.getByLabel(message("en-US", "partners.search.keyword"));
    await keyword.fill(partner!.city!);
    await page
      .getByRole("search", { name: message("en-US", "partners.search.label") })
      .getByRole("button", { name: message("en-US", "pages.directory.search") })
      .click();
    await waitForPath(page, `/partners?${new URLSearchParams({ q: partner!.city! })}`);
    await page.getByRole("heading", { level: 2, name: /^\d+ partners?$/ }).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    const card = page.getByRole("link", { name: partner!.name, exact: true });
    await card.waitFor();
    await expectNoAxeViolations(page);

    await card.click();
    await waitForPath(page, `/partners/${partner!.slug}`);
    await page.getByRole("heading", { level: 1, name: partner!.name }).waitFor();
    await expect
      .poll(() => page.title())
      .toMatch(new RegExp(`^${escapeRegExp(partner!.name)}, .+ - ${BRAND}$`));
    await expectNoAxeViolations(page);

    // Server-rendered structured data and a website link that does not pass on ranking.
    await page.reload();
    await expectKeptDirectory(page, "partner-profile", false);
    const business = (await jsonLdOf(page)).find((block) => block.name === partner!.name);
    expect(business?.["@context"]).toBe("https://schema.org");
    expect(business?.address).toMatchObject({
      addressLocality: partner!.city,
      addressCountry: partner!.country,
    });
    const website = page.locator('a[rel~="nofollow"]');
    if ((await website.count()) > 0)
      expect(await website.first().getAttribute("rel")).toBe("noopener nofollow");

    // An unknown partner is the 404 page.
    const missing = await page.goto("/partners/no-such-partner-anywhere");
    expect(missing?.status()).toBe(404);
  });

  it("filters by category with counts, in French", async () => {
    const { page } = session;
    await page.goto("/fr/partners");
    await page.getByRole("heading", { level: 1, name: message("fr", "partners.title") }).waitFor();
    await expectKeptDirectory(page, "partners-directory");
    const category = page.getByLabel(message("fr", "partners.filter.category"));
    // Options read "Port de plaisance (8)": translated labels with their counts.
    const marina = category.locator("option", { hasText: /^Port de plaisance \(\d+\)$/ });
    expect(await marina.count()).toBe(1);
    await category.selectOption("marina");
    await page
      .getByRole("search", { name: message("fr", "partners.search.label") })
      .getByRole("button", { name: message("fr", "pages.directory.search") })
      .click();
    await waitForPath(page, "/fr/partners?category=marina");
    // The URL changes as the new list commits; React paints it a moment later.
    const cards = page.locator("main article");
    await expect
      .poll(async () => {
        const count = await cards.count();
        return count > 0 && (await cards.getByText("Port de plaisance", { exact: true }).count()) === count;
      })
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe("professionals", () => {
  it("lists the network with its facts and opens a profile with the team's boats", async () => {
    const { items } = await api<{ items: Professional[] }>("professionals?pageSize=48");
    const professional = items.find((p) => p.boatCount > 0);
    expect(professional, "a listed team with boats").toBeDefined();

    const { page } = session;
    await page.goto("/professionals");
    await page.getByRole("heading", { level: 1, name: message("en-US", "professionals.title") }).waitFor();
    await page.getByText("Member since").first().waitFor();
    await page.getByText("Boats listed").first().waitFor();
    await expectNoAxeViolations(page);

    // Filter by the team's country, then open its profile.
    await expectKeptDirectory(page, "professionals-network");
    const country = page.getByLabel(message("en-US", "professionals.filter.country"));
    await country.selectOption(professional!.country);
    await page
      .getByRole("search", { name: message("en-US", "professionals.search.label") })
      .getByRole("button", { name: message("en-US", "pages.directory.search") })
      .click();
    await waitForPath(page, `/professionals?country=${professional!.country}`);
    const link = page.getByRole("link", { name: professional!.name, exact: true });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await link.click();
    await waitForPath(page, `/professionals/${professional!.slug}`);
    await page.getByRole("heading", { level: 1, name: professional!.name }).waitFor();
    const boats = page.getByRole("region", { name: `Boats for sale by ${professional!.name}` });
    await expect.poll(() => boats.locator("article").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The boats' section loads its code on intent or when idle (profile.tsx): held back here, the server's
    // heading and cards stay in place through hydration and the first idle moment, then hydrate as they are.
    const hold = await holdRequests(page, /\/assets\/professional-boats-[^/]*\.js(\?|$)/);
    try {
      await page.reload();
      await expectKeptDirectory(page, "professional-about", false);
      const heading = boats.getByRole("heading", { level: 2 });
      expect(await heading.textContent()).toBe(`Boats for sale by ${professional!.name}`);
      const card = boats.locator("article").first();
      for (const node of [heading, card])
        await node.evaluate((element) => Object.assign(element, { servedMark: true }));
      await expect.poll(() => hold.requested.length).toBeGreaterThan(0);
      await page.waitForTimeout(1500);
      const marked = (node: typeof card) =>
        node.evaluate((element) => (element as unknown as { servedMark?: boolean }).servedMark === true);
      for (const node of [heading, card]) expect(await marked(node)).toBe(true);
      expect(
        await heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
      ).toBe(false);
      hold.release();
      await waitForHydration(heading);
      for (const node of [heading, card]) expect(await marked(node)).toBe(true);
    } finally {
      await hold.stop();
    }
    const organization = (await jsonLdOf(page)).find((block) => block["@type"] === "Organization");
    expect(organization?.name).toBe(professional!.name);
    expect(organization?.knowsLanguage).toEqual(expect.arrayContaining(["en"]));
  });
});

describe("site pages", () => {
  const cases = [
    { locale: "en-US", prefix: "", content: enUS },
    { locale: "fr", prefix: "/fr", content: fr },
  ] as const;

  it.each(cases)(
    "about, pricing, terms and privacy read in $locale",
    async ({ locale, prefix, content }) => {
      const { page } = session;
      const title = (text: string) => text.replaceAll("{brand}", BRAND);

      await page.goto(`${prefix}/about`);
      await page.getByRole("heading", { level: 1, name: title(content.about.title) }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      await page.getByRole("heading", { level: 2, name: content.about.sections[0]!.heading }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto(`${prefix}/pricing`);
      await page.getByRole("heading", { level: 1, name: message(locale, "pricing.title") }).waitFor();
      for (const plan of ["free", "professional", "custom"])
        await page
          .getByRole("heading", { level: 3, name: message(locale, `billing.plan.${plan}`), exact: true })
          .waitFor();
      await page.getByText(message(locale, "billing.feature.audience_10k")).first().waitFor();
      await page
        .getByRole("heading", { level: 2, name: message(locale, "pricing.verification.title") })
        .waitFor();
      await expectNoAxeViolations(page);

      for (const name of ["terms", "privacy"] as const) {
        const document = content[name];
        await page.goto(`${prefix}/legal/${name}`);
        await page.getByRole("heading", { level: 1, name: title(document.title) }).waitFor();
        for (const section of document.sections)
          await page.getByRole("heading", { level: 2, name: title(section.heading) }).waitFor();
        await expect.poll(() => page.title()).toBe(`${title(document.title)} - ${BRAND}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
        expect(alternates).toEqual(["en-US", "en-GB", "fr", "it", "es", "x-default"]);
        expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
          session.url(`${prefix}/legal/${name}`),
        );
        await expectNoAxeViolations(page);
      }
      // The privacy policy names the cookies Keel really sets.
      await page.getByRole("cell", { name: "keel_token", exact: true }).waitFor();
      await page.getByRole("cell", { name: "team_id", exact: true }).waitFor();
      // Four pages, each with an axe run (the pricing page now holds the plans and a request form).
    },
    180_000,
  );

  it("has footer links to every public page", async () => {
    const { page } = session;
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: message("en-US", "pages.footer.label") });
    for (const path of [
      "/boats",
      "/partners",
      "/professionals",
      "/pricing",
      "/about",
      "/contact",
      "/legal/terms",
      "/legal/privacy",
    ])
      expect(await footer.locator(`a[href="${path}"]`).count(), path).toBe(1);
  });

  it("describes the marketplace as an Organization on the home page", async () => {
    const settings = (await api<{ settings: Record<string, string> }>("site-config")).settings;
    const { page } = session;
    await page.goto("/");
    const organization = (await jsonLdOf(page)).find((block) => block["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: BRAND,
      url: session.url("/"),
      logo: { url: session.url("/logo.png") },
    });
    expect(organization?.sameAs).toContain(settings["social.facebook"]);
    const logo = await fetch(session.url("/logo.png"));
    expect(logo.headers.get("content-type")).toBe("image/png");
  });
});

describe("support form", () => {
  it("says when support answers, refuses an incomplete message and sends a complete one", async () => {
    const settings = (await api<{ settings: Record<string, string> }>("site-config")).settings;
    const { page } = session;
    await page.goto("/contact");
    await page.getByRole("heading", { level: 1, name: message("en-US", "support.title") }).waitFor();
    await page
      .getByText(`usually answers within ${settings["support.responseHours"]} hours`)
      .first()
      .waitFor();
    await page.getByRole("link", { name: settings["support.email"]! }).first().waitFor();
    await expectNoAxeViolations(page);

    const name = page.getByLabel("Your name");
    await waitForHydration(name);
    await page.getByRole("button", { name: "Send the message" }).click();
    await page.getByText(message("en-US", "fieldError.summary")).waitFor();
    expect(await page.getByLabel("Your name").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    const email = `support-${Date.now()}@mail.example`;
    await name.fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Topic").selectOption("listing");
    await page
      .getByLabel("Message")
      .fill("Hello, how do I mark one of my boats as sold? Thank you for your help.");
    await page.getByRole("button", { name: "Send the message" }).click();
    await page.getByRole("heading", { name: message("en-US", "support.success.title") }).waitFor();
    await page
      .getByRole("region", { name: "Notifications (F8)" })
      .getByText(/usually answers within 48 hours/)
      .waitFor();
    await expectNoAxeViolations(page);

    const mail = await waitForMail(email, /received your message/i);
    // The acknowledgement goes to an address nobody has proven: it quotes nothing of the message.
    expect(decodedText(mail.raw)).not.toContain("how do I mark one of my boats as sold");
    expect(pathOf(page)).toBe("/contact");
  });

  it("keeps the form's markup, working, until its code comes", async () => {
    // The form's code loads on intent or when the browser is idle (lib/deferred-module.ts); held back here,
    // the server's form must stay on screen through hydration and post as plain HTML.
    const { page } = session;
    const hold = await holdRequests(page, /\/assets\/support-form-[^/]*\.js(\?|$)/);
    try {
      const html = await (await fetch(`${session.baseUrl}/contact`)).text();
      expect(html).toMatch(/<!--\$--><section id="support-form"/);
      await page.goto("/contact");
      await waitForHydration(page.locator("[data-static-part='support-details']"));
      await expect.poll(() => hold.requested.length).toBeGreaterThan(0);
      const name = page.getByLabel("Your name");
      expect(await name.isVisible()).toBe(true);
      expect(
        await name.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__react"))),
      ).toBe(false);
      // A colour mode chosen meanwhile leaves the form's markup where it is (lib/color-mode-provider.tsx).
      const dark = page.getByRole("banner").getByRole("radio", { name: "Dark" });
      await waitForHydration(dark);
      await dark.click();
      await expect.poll(() => dark.getAttribute("aria-checked")).toBe("true");
      expect(await name.isVisible()).toBe(true);
      await page.getByRole("banner").getByRole("radio", { name: "System" }).click();
      const email = `held-${Date.now()}@mail.example`;
      await name.fill("Grace Hopper");
      await page.getByLabel("Email").fill(email);
      await page
        .getByLabel("Message")
        .fill("Hello, can a team list boats in two countries at once? Thank you very much.");
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.request().resourceType() === "document",
      );
      await page.getByRole("button", { name: "Send the message" }).click();
      expect((await answer).status()).toBe(200);
      await page.getByRole("heading", { name: message("en-US", "support.success.title") }).waitFor();
      await waitForMail(email, /received your message/i);
      expect(pathOf(page)).toBe("/contact");
    } finally {
      await hold.stop();
    }
  });

  it("works without JavaScript: field errors in Spanish, then the acknowledgement in place of the form", async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/es/contact");
      await page.getByLabel(message("es", "support.form.name")).fill("Lucía Pérez");
      await page.getByLabel(message("es", "support.form.email")).fill("not-an-address");
      await page.getByLabel(message("es", "support.form.message")).fill("Corto");
      await page.getByRole("button", { name: message("es", "support.form.send") }).click();
      await page.getByText(message("es", "fieldError.email")).waitFor();
      // Nothing typed is lost, and the message is refused for its length in Spanish.
      expect(await page.getByLabel(message("es", "support.form.name")).inputValue()).toBe("Lucía Pérez");
      expect(await page.getByLabel(message("es", "support.form.message")).getAttribute("aria-invalid")).toBe(
        "true",
      );
      // (No axe here: it runs as page script, which this context disables; the same form is checked with JS.)

      const email = `sin-js-${Date.now()}@mail.example`;
      await page.getByLabel(message("es", "support.form.email")).fill(email);
      await page
        .getByLabel(message("es", "support.form.message"))
        .fill("Hola, ¿cómo verifico mi empresa en Keel? Gracias.");
      await page.getByRole("button", { name: message("es", "support.form.send") }).click();
      await page.getByRole("heading", { name: message("es", "support.success.title") }).waitFor();
      await page.getByText("Nuestro equipo de soporte suele responder en 48 horas.").first().waitFor();
      await waitForMail(email);

      // The directory's GET form too: the loader ignores the empty fields the browser submits.
      await page.goto("/es/partners");
      await page.getByLabel(message("es", "partners.filter.category")).selectOption("surveyor");
      await page
        .getByRole("search", { name: message("es", "partners.search.label") })
        .getByRole("button", { name: message("es", "pages.directory.search") })
        .click();
      await page.waitForURL(/\/es\/partners\?q=&category=surveyor/);
      await page.getByRole("heading", { level: 2, name: /^\d+ colaborador(es)?$/ }).waitFor();
      expect(await page.locator("main article").getByText("Perito naval", { exact: true }).count()).toBe(
        await page.locator("main article").count(),
      );
    } finally {
      await context.close();
    }
  });

  it("opens on the topic a link asks for, in Italian", async () => {
    const { page } = session;
    await page.goto("/it/contact?topic=partnership");
    const topic = page.getByLabel(message("it", "support.form.topic"));
    await topic.waitFor();
    expect(await topic.inputValue()).toBe("partnership");
    await page.getByText(message("it", "support.topic.partnership")).first().waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("crawler files", () => {
  it("serves robots.txt to every browser language, without a locale redirect", async () => {
    for (const language of ["en-US", "fr-FR"]) {
      const response = await fetch(session.url("/robots.txt"), {
        headers: { "Accept-Language": language },
        redirect: "manual",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain(`Sitemap: ${session.baseUrl}/sitemap.xml`);
      for (const path of ["/dashboard", "/admin", "/auth", "/invitations", "/api", "/fr/dashboard"])
        expect(text).toContain(`Disallow: ${path}\n`);
    }
  });

  it("serves a sitemap index whose chunks list every locale of pages, partners and boats", async () => {
    const { page } = session;
    await page.goto("/");
    const index = await fetch(session.url("/sitemap.xml"), {
      headers: { "Accept-Language": "fr" },
      redirect: "manual",
    });
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(index.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const indexXml = await index.text();
    expect(await xmlRootOf(page, indexXml)).toBe("sitemapindex");
    const chunks = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

    const read = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const xml = await response.text();
      expect(await xmlRootOf(page, xml), url).toBe("urlset");
      return xml;
    };
    // Boat chunks hold 2,000 ids each: the oldest and the newest boat are each in the chunk of their id.
    const { items: oldest } = await api<{ items: { id: number; slug: string; updatedAt: string }[] }>(
      "boats/sitemap?limit=1",
    );
    const { items: newest } = await api<{ items: { id: number; slug: string }[] }>(
      "boats?sort=newest&pageSize=12&facets=false",
    );
    for (const boat of [oldest[0]!, newest[0]!]) {
      const chunkUrl = `${session.baseUrl}/sitemaps/boats-${Math.ceil(boat.id / 2000)}.xml`;
      expect(chunks).toContain(chunkUrl);
      const boatsXml = await read(chunkUrl);
      expect(boatsXml).toContain(`<loc>${session.baseUrl}/boats/${boat.slug}</loc>`);
      expect(boatsXml).toContain(
        `<xhtml:link rel="alternate" hreflang="fr" href="${session.baseUrl}/fr/boats/${boat.slug}"/>`,
      );
    }
    expect(await read(`${session.baseUrl}/sitemaps/boats-${Math.ceil(oldest[0]!.id / 2000)}.xml`)).toContain(
      `<lastmod>${oldest[0]!.updatedAt}</lastmod>`,
    );

    const { items: partners } = await api<{ items: Partner[] }>("partners?pageSize=12");
    expect(await read(`${session.baseUrl}/sitemaps/partners.xml`)).toContain(
      `<loc>${session.baseUrl}/es/partners/${partners[0]!.slug}</loc>`,
    );
    const pagesXml = await read(`${session.baseUrl}/sitemaps/pages.xml`);
    for (const path of ["/about", "/fr/legal/privacy", "/it/pricing", "/en-GB/contact"])
      expect(pagesXml).toContain(`<loc>${session.baseUrl}${path}</loc>`);
    await read(`${session.baseUrl}/sitemaps/professionals.xml`);

    expect((await fetch(session.url("/sitemaps/boats-999.xml"))).status).toBe(404);
    expect((await fetch(session.url("/sitemaps/nope.xml"))).status).toBe(404);
  });
});
