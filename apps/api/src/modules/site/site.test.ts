import { describe, expect, it } from "vitest";
import { getTestApp, getTestDb, testEngine } from "../../test/harness.ts";

describe("platform", () => {
  it("GET health reports the engine in use", async () => {
    const response = await (await getTestApp()).inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: testEngine() });
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it("keeps a caller's request id", async () => {
    const response = await (await getTestApp()).inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-request-id": "page-view-12345678" },
    });
    expect(response.headers["x-request-id"]).toBe("page-view-12345678");
  });

  it("GET site-config returns public settings only", async () => {
    const db = await getTestDb();
    const now = new Date().toISOString();
    await db
      .insertInto("siteConfig")
      .values([
        { key: "test.public", value: "visible", isPublic: true, updatedAt: now },
        { key: "test.secret", value: "hidden", isPublic: false, updatedAt: now },
      ])
      .execute();
    const response = await (await getTestApp()).inject({ method: "GET", url: "/api/v1/site-config" });
    expect(response.statusCode).toBe(200);
    const { settings } = response.json();
    expect(settings["test.public"]).toBe("visible");
    expect(settings).not.toHaveProperty("test.secret");
  });

  it("answers unknown API routes with the one error shape", async () => {
    const response = await (await getTestApp()).inject({ method: "GET", url: "/api/v1/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "No API route matches GET /api/v1/nope.",
      error: { code: "NOT_FOUND", message: "No API route matches GET /api/v1/nope." },
    });
  });

  it("publishes an OpenAPI 3.1 document and its reference UI", async () => {
    const app = await getTestApp();
    const spec = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/auth/login",
        "/api/v1/auth/me",
        "/api/v1/boats",
        "/api/v1/site-config",
      ]),
    );
    const ui = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});
