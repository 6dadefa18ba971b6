import { createHash } from "node:crypto";
import { API_KEY_PATTERN } from "@keel/contracts/api-key-codes";
import { describe, expect, it } from "vitest";
import {
  addMember,
  bearer,
  createApiKey,
  createBoat,
  createTeam,
  createUser,
  login,
  makeAdmin,
  nextClientAddress,
} from "../../test/factories.ts";
import { buildTestApp, getTestApp, getTestDb } from "../../test/harness.ts";
import { hashApiKey } from "./api-key-token.ts";

async function ownerOfTeam() {
  const app = await getTestApp();
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id });
  const token = await login(app, owner.email, owner.password);
  return { app, owner, team, token, headers: bearer(token) };
}

describe("creating and listing a team's API keys", () => {
  it("shows the key once, keeps only its keyed hash and its first characters, and audits the creation", async () => {
    const { app, owner, team, headers } = await ownerOfTeam();
    const created = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/api-keys`,
      headers: { ...headers, "accept-language": "fr" },
      payload: { name: "  Stock sync  ", scopes: ["messages:read", "boats:read"] },
      remoteAddress: nextClientAddress(),
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.key).toMatch(API_KEY_PATTERN);
    expect(body).toMatchObject({
      name: "Stock sync",
      scopes: ["boats:read", "messages:read"],
      prefix: body.key.slice(0, 13),
      lastUsedAt: null,
      revokedAt: null,
      state: "active",
      createdBy: { id: owner.id, firstName: owner.firstName },
      message: "Clé d'API « Stock sync » créée. Copiez-la maintenant : elle ne sera plus affichée.",
    });

    const db = await getTestDb();
    const row = await db
      .selectFrom("apiKeys")
      .select(["tokenHash", "prefix", "teamId"])
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashApiKey(app.apiKeySecret, body.key));
    expect(row.tokenHash).not.toBe(createHash("sha256").update(body.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(body.key.slice(13));

    const list = await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/api-keys`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.body).not.toContain(body.key);

    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "actorUserId", "entityId", "details"])
      .where("entityType", "=", "api_key")
      .where("entityId", "=", String(body.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "api_key.create", actorUserId: owner.id });
    expect(JSON.parse(audit[0]!.details!)).toEqual({
      teamId: team.id,
      name: "Stock sync",
      scopes: ["boats:read", "messages:read"],
      prefix: body.prefix,
    });
  });

  it("refuses a nameless key, no scope, an unknown or repeated scope (400), and past the team's limit (409)", async () => {
    const { app, team, headers, token } = await ownerOfTeam();
    for (const payload of [
      { name: " ", scopes: ["boats:read"] },
      { name: "Sync", scopes: [] },
      { name: "Sync", scopes: ["admin"] },
      { name: "Sync", scopes: ["boats:read", "boats:read"] },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/teams/${team.id}/api-keys`,
        headers,
        payload,
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    for (let i = 0; i < 20; i += 1) await createApiKey(app, team.id, token, ["boats:read"]);
    const over = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/api-keys`,
      headers,
      payload: { name: "One too many", scopes: ["boats:read"] },
      remoteAddress: nextClientAddress(),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain("20");
  });
  it("refuses to create a key in a session an administrator opened as the user (403)", async () => {
    const app = await getTestApp();
    const { team, owner } = await ownerOfTeam();
    const admin = await createUser();
    await makeAdmin(admin.id);
    const adminToken = await login(app, admin.email, admin.password);
    const impersonation = await app.inject({
      method: "POST",
      url: `/api/v1/admin/users/${owner.id}/impersonate`,
      headers: bearer(adminToken),
    });
    expect(impersonation.statusCode).toBe(200);
    const refused = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/api-keys`,
      headers: bearer(impersonation.json().token),
      payload: { name: "Kept after", scopes: ["boats:read"] },
      remoteAddress: nextClientAddress(),
    });
    expect(refused.statusCode).toBe(403);
    const db = await getTestDb();
    expect(await db.selectFrom("apiKeys").select("id").where("teamId", "=", team.id).execute()).toEqual([]);
  });
});

describe("a key in use", () => {
  it("reads and writes the team's boats within its scopes, acting as its creator, and records when it was used", async () => {
    const { app, owner, team, token, headers } = await ownerOfTeam();
    const boat = await createBoat({ teamId: team.id, title: "Sunrise 38" });
    const { id, key } = await createApiKey(app, team.id, token, ["boats:read", "boats:write"]);
    const list = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}/boats`,
      headers: bearer(key),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((b: { id: number }) => b.id)).toEqual([boat.id]);

    const created = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats`,
      headers: bearer(key),
      payload: { title: "Imported from our stock" },
    });
    expect(created.statusCode).toBe(201);
    const db = await getTestDb();
    const row = await db
      .selectFrom("boats")
      .select(["teamId", "status"])
      .where("id", "=", created.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ teamId: team.id, status: "draft" });

    const keys = await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/api-keys`, headers });
    const listed = keys.json().items.find((k: { id: number }) => k.id === id);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.createdBy.id).toBe(owner.id);
  });

  it("reads a conversation without marking it read for the team", async () => {
    const { app, team, token, headers } = await ownerOfTeam();
    const db = await getTestDb();
    const now = new Date().toISOString();
    const { id: conversationId } = await db
      .insertInto("conversations")
      .values({
        teamId: team.id,
        boatId: null,
        buyerName: "Pat Buyer",
        buyerEmail: "pat@example.com",
        locale: "en-US",
        screeningStatus: "clear",
        lastMessageAt: now,
        createdAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("messages")
      .values({ conversationId, direction: "inbound", body: "Still available?", createdAt: now })
      .execute();
    const { key } = await createApiKey(app, team.id, token, ["messages:read"]);
    const path = `/api/v1/teams/${team.id}/conversations/${conversationId}`;
    const read = await app.inject({ method: "GET", url: path, headers: bearer(key) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isRead: false });
    const stored = await db
      .selectFrom("conversations")
      .select("isRead")
      .where("id", "=", conversationId)
      .executeTakeFirstOrThrow();
    expect(Boolean(stored.isRead)).toBe(false);
    // The people of the team still open it as before.
    expect((await app.inject({ method: "GET", url: path, headers })).json()).toMatchObject({ isRead: true });
  });

  it("stops working once revoked (401), stays listed as revoked, and the revocation is audited once", async () => {
    const { app, owner, team, token, headers } = await ownerOfTeam();
    const { id, key } = await createApiKey(app, team.id, token, ["boats:read"]);
    const url = `/api/v1/teams/${team.id}/boats`;
    expect((await app.inject({ method: "GET", url, headers: bearer(key) })).statusCode).toBe(200);
    const revoked = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}/api-keys/${id}`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id, state: "revoked" });
    const refused = await app.inject({ method: "GET", url, headers: bearer(key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe("UNAUTHENTICATED");
    // Again: nothing changes and nothing more is audited.
    const again = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}/api-keys/${id}`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    const db = await getTestDb();
    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "actorUserId"])
      .where("entityType", "=", "api_key")
      .where("entityId", "=", String(id))
      .where("action", "=", "api_key.revoke")
      .execute();
    expect(audit).toEqual([{ action: "api_key.revoke", actorUserId: owner.id }]);
  });

  it("cannot be revoked through another team (404)", async () => {
    const { app, team, token } = await ownerOfTeam();
    const { id } = await createApiKey(app, team.id, token, ["boats:read"]);
    const other = await ownerOfTeam();
    const response = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${other.team.id}/api-keys/${id}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    const db = await getTestDb();
    const row = await db
      .selectFrom("apiKeys")
      .select("revokedAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBeNull();
  });

  it("never outlives its creator's rights: demoted to member, the creator's key is suspended (401)", async () => {
    const { app, team, headers } = await ownerOfTeam();
    const admin = await createUser();
    await addMember(team.id, admin.id, "admin");
    const adminToken = await login(app, admin.email, admin.password);
    const { id, key } = await createApiKey(app, team.id, adminToken, ["boats:read", "boats:write"]);
    const url = `/api/v1/teams/${team.id}/boats`;
    expect((await app.inject({ method: "GET", url, headers: bearer(key) })).statusCode).toBe(200);

    const demoted = await app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${team.id}/members/${admin.id}`,
      headers,
      payload: { role: "member" },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url, headers: bearer(key) })).statusCode).toBe(401);
    const keys = await app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/api-keys`, headers });
    expect(keys.json().items.find((k: { id: number }) => k.id === id).state).toBe("suspended");
  });

  it("answers a guest's 401 for an unknown key, and leaves public reads as they are", async () => {
    const { app, team } = await ownerOfTeam();
    const unknown = `keel_${"0".repeat(64)}`;
    const refused = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${team.id}/boats`,
      headers: bearer(unknown),
    });
    expect(refused.statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/boats", headers: bearer(unknown) })).statusCode,
    ).toBe(200);
  });
});

describe("per-key limits", () => {
  it("answer 429 with Retry-After past the key's budget for the minute, without touching another key", async () => {
    const app = await buildTestApp({ API_KEY_RATE_LIMIT: "3" });
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id });
    const token = await login(app, owner.email, owner.password);
    const first = await createApiKey(app, team.id, token, ["boats:read"]);
    const second = await createApiKey(app, team.id, token, ["boats:read"]);
    const url = `/api/v1/teams/${team.id}/boats`;
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: "GET", url, headers: bearer(first.key) })).statusCode).toBe(200);
    const limited = await app.inject({ method: "GET", url, headers: bearer(first.key) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await app.inject({ method: "GET", url, headers: bearer(second.key) })).statusCode).toBe(200);
    // The people of the team are not limited by their software's key.
    expect((await app.inject({ method: "GET", url, headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe("write budgets", () => {
  it("are the key's own: software creating boats past its budget leaves its creator's budget whole", async () => {
    // Four writes a minute, two of them creations (write-budget.ts); creating the key spends one of the owner's.
    const app = await buildTestApp({ WRITE_RATE_LIMIT: "4" });
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id });
    const token = await login(app, owner.email, owner.password);
    const { key } = await createApiKey(app, team.id, token, ["boats:write"]);
    const create = (auth: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/teams/${team.id}/boats`,
        headers: bearer(auth),
        payload: { title: "From our stock" },
      });
    expect((await create(key)).statusCode).toBe(201);
    expect((await create(key)).statusCode).toBe(201);
    const limited = await create(key);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect((await create(token)).statusCode).toBe(201);
  });
});

describe("the OpenAPI document", () => {
  it("documents key authentication and the scope each operation a key may call needs", async () => {
    const app = await getTestApp();
    const document = app.swagger() as {
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.info.description).toContain("keel_");
    expect(document.info.description).toContain("OpenMarine XML");
    expect(document.paths["/api/v1/teams/{teamId}/boats"]!.get!.security).toEqual([
      { bearer: [] },
      { apiKey: ["boats:read"] },
    ]);
    expect(document.paths["/api/v1/teams/{teamId}/members"]!.get!.security).toBeUndefined();
  });
});
