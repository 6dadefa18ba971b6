import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  cspForCachedPage,
  inlineScriptHashes,
} from "./security-headers.server.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets scripts run from the site or with this response's nonce, never inline otherwise", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", hasAnalytics: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
    for (const rule of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(policy).toContain(rule);
    expect(policy).not.toContain("googletagmanager");
  });

  it("allows Google's tag and its beacons only when a tag is configured", () => {
    const policy = contentSecurityPolicy({ nonce: "n", hasAnalytics: true });
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("lets the browser fetch icons from the public icon API hosts only when they are configured", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n", hasAnalytics: false }), "connect-src")).toBe(
      "connect-src 'self'",
    );
    const policy = contentSecurityPolicy({
      nonce: "n",
      hasAnalytics: false,
      iconHosts: ["https://api.iconify.design"],
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.iconify.design");
  });

  it("draws a different 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(Buffer.from([...nonces][0]!, "base64")).toHaveLength(16);
  });
});

describe("policies of cached pages", () => {
  const html = [
    "<!doctype html><html><head>",
    '<script nonce="old">document.documentElement.classList.add("dark")</script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<link rel="modulepreload" href="/assets/a.js" nonce="old">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1" nonce="old"></script>',
    "</head><body>",
    '<script id="i18n" type="application/json">{"a":1}</script>',
    '<script nonce="old" type="module">import("/assets/entry.js");</script>',
    '<script nonce="old">window.__reactRouterContext.streamController.enqueue("é\\u003c");</script>',
    "</body></html>",
  ].join("");

  it("hash exactly the inline scripts a browser runs", () => {
    expect(inlineScriptHashes(html).sort()).toEqual(
      [
        sha256('document.documentElement.classList.add("dark")'),
        sha256('import("/assets/entry.js");'),
        sha256('window.__reactRouterContext.streamController.enqueue("é\\u003c");'),
      ].sort(),
    );
  });

  it("replace the render's nonce by the hashes, keeping every other directive", () => {
    const rendered = contentSecurityPolicy({ nonce: "old", hasAnalytics: true });
    const cached = cspForCachedPage(rendered, html);
    expect(cached).not.toContain("nonce-");
    const scripts = directive(cached, "script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("https://www.googletagmanager.com");
    for (const hash of inlineScriptHashes(html)) expect(scripts).toContain(`'${hash}'`);
    expect(directive(cached, "connect-src")).toBe(directive(rendered, "connect-src"));
    expect(cached.split(";").length).toBe(rendered.split(";").length);
  });
});

describe("baseSecurityHeaders", () => {
  const names = (isHttps: boolean) => new Map(baseSecurityHeaders({ isHttps }));

  it("always isolate the window, refuse framing and sniffing, and turn off powerful features", () => {
    const headers = names(false);
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("Permissions-Policy")).toContain("geolocation=()");
  });

  it("send HSTS over HTTPS only", () => {
    expect(names(false).has("Strict-Transport-Security")).toBe(false);
    expect(names(true).get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
  });
});
