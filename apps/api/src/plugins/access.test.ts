import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { addMember, bearer, createTeam, createUser, login, makeAdmin } from "../test/factories.ts";
import { getTestApp, getTestDb } from "../test/harness.ts";
import { registerAccess } from "./access.ts";

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const token = await login(await getTestApp(), user.email, user.password);
  return { user, headers: bearer(token) };
}

describe("team routes (teams/{teamId}/…)", () => {
  it("answer a member with the team and their role", async () => {
    const { user, headers } = await signedIn();
    const team = await createTeam({ plan: "paid" });
    await addMember(team.id, user.id, "admin");
    const response = await (await getTestApp()).inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: team.id,
      role: "admin",
      plan: { code: "paid", canPostBoats: true },
    });
  });

  it("answer 404 to a member of another team, so ids cannot be probed", async () => {
    const { user, headers } = await signedIn();
    await createTeam({ ownerId: user.id });
    const foreign = await createTeam();
    const response = await (await getTestApp()).inject({
      method: "GET",
      url: `/api/v1/teams/${foreign.id}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("answer 401 without a session and 404 to a non-numeric id", async () => {
    const team = await createTeam();
    const app = await getTestApp();
    expect((await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}` })).statusCode).toBe(401);
    const { headers } = await signedIn();
    const bad = await app.inject({ method: "GET", url: "/api/v1/teams/abc", headers });
    expect([400, 404]).toContain(bad.statusCode);
  });

  it("report a free plan as unable to post boats", async () => {
    const { user, headers } = await signedIn();
    const team = await createTeam({ ownerId: user.id, plan: "free" });
    const response = await (await getTestApp()).inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}`,
      headers,
    });
    expect(response.json().plan).toEqual({ code: "free", canPostBoats: false });
  });
});

describe("admin routes (admin/…)", () => {
  it("refuse a signed-in non-admin with 403 and a guest with 401", async () => {
    const { headers } = await signedIn();
    const app = await getTestApp();
    expect((await app.inject({ method: "GET", url: "/api/v1/admin/overview", headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: "GET", url: "/api/v1/admin/overview" })).statusCode).toBe(401);
  });

  it("answer members of the admin group, whatever the case of its code", async () => {
    const { user, headers } = await signedIn();
    await makeAdmin(user.id);
    const app = await getTestApp();
    const db = await getTestDb();
    const ok = await app.inject({ method: "GET", url: "/api/v1/admin/overview", headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().users.total).toBeGreaterThanOrEqual(1);
    await db.updateTable("groups").set({ code: "ADMIN" }).where("code", "=", "admin").execute();
    try {
      expect((await app.inject({ method: "GET", url: "/api/v1/admin/overview", headers })).statusCode).toBe(
        200,
      );
    } finally {
      await db.updateTable("groups").set({ code: "admin" }).where("code", "=", "ADMIN").execute();
    }
  });
});

describe("access declarations", () => {
  it("stop the server at boot when an API route declares none", async () => {
    const app = Fastify();
    registerAccess(app);
    expect(() => app.get("/api/v1/forgotten", async () => "oops")).toThrow(/declares no access rule/);
    app.get("/api/v1/declared", { config: { access: { kind: "public" } } }, async () => "ok");
    await app.ready();
  });
});
