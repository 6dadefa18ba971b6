/**
 * The Content-Security-Policy in a real browser (docs/decisions/026-web-security.md): pages rendered for one
 * visitor carry a fresh nonce on every inline script; pages from the page cache carry their scripts' hashes
 * instead. Either way the page must hydrate and keep working, and any violation the browser reports (an event
 * on the document, or its console message) fails the test.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { logIn, newSeller } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();
const baseUrl = stack().baseUrl;

/** Collects CSP violations and console errors of the page from now on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${where}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

const directive = (policy: string | null, name: string) =>
  (policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";

/** The inline scripts of a document (not JSON data blocks), with their nonce attribute. */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = ""]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, attributes = ""]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes)?.[1] }));
}

describe("Content-Security-Policy", () => {
  it("gives each rendered page its own nonce, carried by every inline script", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl}/auth/login`);
      expect(response.status).toBe(200);
      const policy = response.headers.get("content-security-policy");
      const nonce = /'nonce-([^']+)'/.exec(directive(policy, "script-src"))?.[1];
      expect(nonce, policy ?? "no policy").toBeDefined();
      nonces.add(nonce!);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) expect(script.nonce).toBe(nonce);
      expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // Served over plain HTTP here: no HSTS (browsers would ignore it anyway).
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(nonces.size).toBe(2);
  });

  it("serves cached public pages with their scripts' hashes, and they hydrate and navigate without a violation", async () => {
    const { page } = session;
    const problems = await watchProblems(page);
    await page.goto("/");
    const again = await page.goto("/");
    expect(again?.headers()["x-keel-page-cache"]).toBe("hit");
    const policy = again?.headers()["content-security-policy"] ?? "";
    expect(directive(policy, "script-src")).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("'nonce-");
    // Hydrated: React owns the wrapper of the header's links (a static part, decision 064), and a client
    // navigation works.
    await waitForHydration(page.locator("[data-static-part='main-links']").first());
    await page.goto("/boats");
    const firstBoat = page.locator('a[href^="/boats/"]').first();
    // The search page's content, a card's link with it, is a static part (decision 064): its wrapper is React's
    // and takes the click.
    await waitForHydration(page.locator("[data-static-part='search-page']"));
    await page.evaluate(() => {
      (window as { keelSameDocument?: boolean }).keelSameDocument = true;
    });
    await firstBoat.click();
    await waitForPath(page, /^\/boats\/[^/?]+/);
    expect(await page.evaluate(() => (window as { keelSameDocument?: boolean }).keelSameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("keeps signed-in pages working under the policy, and out of every cache", async () => {
    const { page } = session;
    const problems = await watchProblems(page);
    await logIn(page, await newSeller());
    await waitForPath(page, "/dashboard");
    const dashboard = await page.goto("/dashboard/settings");
    expect(dashboard?.headers()["cache-control"]).toBe("no-store");
    expect(directive(dashboard?.headers()["content-security-policy"] ?? "", "script-src")).toContain(
      "'nonce-",
    );
    const firstName = page.getByLabel("First name");
    await waitForHydration(firstName);
    await page.goto("/fr/dashboard");
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    expect(problems).toEqual([]);
  });

  it("lets the API reference render under its own policy, and refuses to be framed", async () => {
    const { page } = session;
    const problems = await watchProblems(page);
    const response = await page.goto("/api/docs");
    const headers = response?.headers() ?? {};
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(directive(headers["content-security-policy"] ?? "", "script-src")).toBe("script-src 'self'");
    await page.locator(".swagger-ui .info .title").waitFor({ timeout: 30_000 });
    await page.locator(".opblock").first().waitFor();
    expect(problems).toEqual([]);
  });
});
