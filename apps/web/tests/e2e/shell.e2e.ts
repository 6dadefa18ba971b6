/**
 * The shell's spec rules, in the browser: icons from one server-rendered sprite and the local icon endpoint,
 * tooltips instead of title attributes, weeks and the date range picker per language, the error body's
 * message, the team_id fallback, the phone header's menu and the footer's social links. Every page is checked
 * with axe; like every journey, any console error or hydration warning fails it (browser.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { type Account, logIn, newSeller } from "./session.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();
let seller: Account;

beforeAll(async () => {
  seller = await newSeller();
});

interface IconPage {
  bytes: number;
  symbols: string[];
  uses: string[];
  inlinePaths: number;
}

/** What a served page carries: its size, the sprite's symbols, the icons it draws, SVG paths outside the sprite. */
async function servedPage(path: string): Promise<IconPage> {
  const html = await (await fetch(session.url(path))).text();
  const sprite = /<svg id="icon-sprite"[\s\S]*?<\/svg>(?=<\/body>)/.exec(html)?.[0] ?? "";
  const outside = html.replace(sprite, "");
  return {
    bytes: Buffer.byteLength(html),
    symbols: [...sprite.matchAll(/<symbol id="icon-([a-z0-9-]+)"/g)].map((match) => match[1]!),
    uses: [...new Set([...outside.matchAll(/<use href="#icon-([a-z0-9-]+)"/g)].map((match) => match[1]!))],
    inlinePaths: (outside.match(/<path d=/g) ?? []).length,
  };
}

describe("icons", () => {
  it("serve each page's icons once, in a sprite of exactly the icons it draws", async () => {
    const search = await (await fetch(session.url("/boats"))).text();
    const slug = /href="\/boats\/([a-z0-9-]+)"/.exec(search)?.[1];
    expect(slug).toBeTruthy();
    const sizes: Record<string, number> = {};
    for (const path of ["/", "/boats", `/boats/${slug}`]) {
      const page = await servedPage(path);
      expect(page.uses.length, path).toBeGreaterThan(0);
      expect(page.symbols.sort(), path).toEqual([...page.uses].sort());
      // Lucide's icons were inline <svg><path d=…> copies; none is left outside the sprite.
      expect(page.inlinePaths, path).toBe(0);
      sizes[path] = page.bytes;
    }
    console.info(`HTML bytes (uncompressed): ${JSON.stringify(sizes)}`);
  });

  it("answers the local icon endpoint in the Iconify shape and refuses a malformed request", async () => {
    const answer = await fetch(session.url("/icons/lucide.json?icons=mail,x,not-an-icon"));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      prefix: string;
      icons: Record<string, { body: string }>;
      not_found: string[];
    };
    expect(body.prefix).toBe("lucide");
    expect(Object.keys(body.icons)).toEqual(["mail", "x"]);
    expect(body.icons.mail?.body).toContain("<path");
    expect(body.not_found).toEqual(["not-an-icon"]);
    expect((await fetch(session.url("/icons/lucide.json"))).status).toBe(400);
    expect((await fetch(session.url("/icons/other.json?icons=mail"))).status).toBe(404);
  });

  it("loads the icons of a page reached by client navigation into the sprite", async () => {
    const { page } = session;
    await page.goto("/about");
    const pricing = page.getByRole("banner").getByRole("link", { name: "Pricing" });
    // The header's links are a static part (decision 064): its wrapper is React's and takes the click.
    await waitForHydration(page.getByRole("banner").locator("[data-static-part='main-links']").first());
    const before = await page
      .locator("#icon-sprite symbol")
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(before).not.toContain("icon-badge-check");
    await pricing.click();
    await waitForPath(page, "/pricing");
    await page.locator("#icon-sprite symbol#icon-badge-check").waitFor({ state: "attached" });
    await expectNoAxeViolations(page);
  });
});

describe("tooltips", () => {
  it("name the colour mode's icon-only choices on keyboard focus, with no title attribute", async () => {
    const { page } = session;
    await page.goto("/");
    expect(await page.locator("[title]").count()).toBe(0);
    const dark = page.getByRole("banner").getByRole("radio", { name: "Dark" });
    await waitForHydration(dark);
    // The tooltip is the choice's ::after, drawn from its aria-label (app.css `.color-mode-option`).
    const tooltip = (property: "content" | "opacity") =>
      dark.evaluate((node, name) => getComputedStyle(node, "::after").getPropertyValue(name), property);
    expect(await tooltip("content")).toBe('"Dark"');
    expect(await tooltip("opacity")).toBe("0");
    await page.getByRole("banner").getByRole("radio", { name: "Light" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dark.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => tooltip("opacity"), { timeout: 5_000 }).toBe("1");
    await expectNoAxeViolations(page);
  });
});

describe("weeks, dates and statistics", () => {
  it("lays the calendar out from Sunday in English, picks a range by keyboard and shows it", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, /^\/dashboard/);
    await page.goto("/dashboard?period=weekly");
    const open = page.getByRole("button", { name: "Choose the dates in a calendar" });
    await waitForHydration(open);
    await open.click();
    const grid = page.getByRole("grid");
    await grid.waitFor();
    expect(await grid.locator("thead th abbr").first().getAttribute("aria-label")).toBe("Sunday");
    await expectNoAxeViolations(page);
    // Keyboard: the focused day moves by arrows, Enter picks the start, then the end.
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await grid.waitFor({ state: "detached" });
    const from = await page.getByLabel("From", { exact: true }).inputValue();
    const to = await page.getByLabel("To", { exact: true }).inputValue();
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(Date.parse(to) - Date.parse(from)).toBe(2 * 86_400_000);
    await page.getByRole("button", { name: "Show" }).click();
    await waitForPath(page, new RegExp(`from=${from}&to=${to}`));
    await page.getByRole("link", { name: "Back to the latest figures" }).waitFor();
  }, 120_000);

  it("lays it out from Monday in French and refuses a reversed range in French", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, /^\/dashboard/);
    await page.goto("/fr/dashboard?period=weekly");
    const ouvrir = page.getByRole("button", { name: "Choisir les dates dans un calendrier" });
    await waitForHydration(ouvrir);
    await ouvrir.click();
    expect(await page.getByRole("grid").locator("thead th abbr").first().getAttribute("aria-label")).toBe(
      "lundi",
    );
    await page.keyboard.press("Escape");
    // A reversed range is refused with the field's message in French.
    await page.goto("/fr/dashboard?from=2026-03-10&to=2026-03-01");
    await page.getByText("La date de fin précède la date de début.").waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});

describe("API and team rules", () => {
  it("puts the error's text in the body's top-level message too", async () => {
    const response = await fetch(session.url("/api/v1/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "es" },
      body: JSON.stringify({ email: "nobody@keel.test", password: "x" }),
    });
    const body = (await response.json()) as { message: string; error: { code: string; message: string } };
    expect(response.status).toBe(401);
    expect(body.error.code).toBe("INVALID_CREDENTIALS");
    expect(body.message).toBe(body.error.message);
  });

  it("selects the user's first team for a team_id that is not theirs", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, /^\/dashboard/);
    const first = await page.getByText(new RegExp(seller.companyName)).first().textContent();
    await page.goto("/dashboard?team_id=987654");
    expect(await page.getByText(new RegExp(seller.companyName)).first().textContent()).toBe(first);
    await expectNoAxeViolations(page);
  });
});

describe("texts per area", () => {
  it("fetches only the public texts on a public page, and the dashboard's before a client navigation shows it", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, /^\/dashboard/);
    const fetched: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/i18n/")) fetched.push(path);
    });
    // French: none of its texts files is in the browser's cache yet.
    await page.goto("/fr");
    const dashboardLink = page
      .getByRole("banner")
      .getByRole("link", { name: message("fr", "nav.dashboard"), exact: true });
    await waitForHydration(dashboardLink);
    expect(fetched).toEqual([expect.stringMatching(/^\/i18n\/fr\.public\.[0-9a-f]{16}\.json$/)]);

    await dashboardLink.click();
    await waitForPath(page, /^\/fr\/dashboard/);
    // A text only the dashboard's file has, rendered on the first client render of the page: a key shown even
    // for a moment would also have logged "missing message", which fails the journey (browser.ts).
    const welcome = message("fr", "dashboard.home.title").replace("{name}", seller.firstName);
    await page.getByRole("heading", { level: 1, name: welcome }).waitFor();
    expect(fetched).toEqual([
      expect.stringMatching(/^\/i18n\/fr\.public\./),
      expect.stringMatching(/^\/i18n\/fr\.account\.[0-9a-f]{16}\.json$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toMatch(/>dashboard\.home\./);
  });
});

describe("phone header and footer", () => {
  it("keeps the phone header on one row with the languages and colour mode in a menu", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const menu = header.locator("summary", { hasText: "Menu" });
    await waitForHydration(menu);
    const height = await header.evaluate((node) => node.getBoundingClientRect().height);
    expect(height).toBeLessThan(72);
    await menu.click();
    await header
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "Français" })
      .waitFor();
    await header.getByRole("radiogroup", { name: "Color mode" }).waitFor();
    await expectNoAxeViolations(page);
    await header
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await waitForPath(page, "/pricing");
    await expect
      .poll(() => menu.locator("xpath=..").evaluate((node) => (node as HTMLDetailsElement).open))
      .toBe(false);
  });

  it("links the brand's social profiles in the footer", async () => {
    const { page } = session;
    await page.goto("/");
    const social = page.getByRole("contentinfo").getByRole("navigation", { name: "Keel on social networks" });
    await social.getByRole("link", { name: "Instagram" }).waitFor();
    expect(await social.getByRole("link", { name: "LinkedIn" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.linkedin\.com\//,
    );
    await expectNoAxeViolations(page);
  });
});
