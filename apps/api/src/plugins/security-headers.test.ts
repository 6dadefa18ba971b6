import { describe, expect, it } from "vitest";
import { bearer, createUser, login } from "../test/factories.ts";
import { getTestApp } from "../test/harness.ts";
import { DOCS_CSP } from "./security-headers.ts";

describe("API security headers", () => {
  it("mark every answer nosniff, and a public read stays cacheable for anonymous callers", async () => {
    const app = await getTestApp();
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).not.toBe("no-store");
    const missing = await app.inject({ method: "GET", url: "/api/v1/no-such-route" });
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keep an answer to a request with credentials out of every cache", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const token = await login(app, user.email, user.password);
    const me = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    // Refused credentials are personal too: the refusal is not cached either.
    const refused = await app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: bearer("not-a-token"),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("forbid framing the API reference and let it load only its own files", async () => {
    const app = await getTestApp();
    for (const url of ["/api/docs", "/api/docs/static/index.html", "/api/docs/json"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["content-security-policy"], url).toBe(DOCS_CSP);
    }
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
    expect(DOCS_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
