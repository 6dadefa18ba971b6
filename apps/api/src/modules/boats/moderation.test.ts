import { describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login, makeAdmin } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

async function admin() {
  const app = await getTestApp();
  const user = await createUser();
  await makeAdmin(user.id);
  return { app, user, headers: bearer(await login(app, user.email, user.password)) };
}

describe("boat moderation", () => {
  it("refuses non-admins on every moderation route", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const headers = bearer(await login(app, user.email, user.password));
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id });
    for (const [method, url, payload] of [
      ["GET", "/api/v1/admin/boats", undefined],
      ["GET", `/api/v1/admin/boats/${boat.id}`, undefined],
      ["PATCH", `/api/v1/admin/boats/${boat.id}`, { title: "Changed by a stranger" }],
      ["POST", `/api/v1/admin/boats/${boat.id}/unpublish`, { reason: "Not allowed to do this" }],
    ] as const) {
      expect((await app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).statusCode).toBe(
        403,
      );
    }
  });

  it("filters by team, status and pending free-text brands", async () => {
    const { app, headers } = await admin();
    const team = await createTeam();
    const db = await getTestDb();
    const now = new Date().toISOString();
    const pending = await db
      .insertInto("brands")
      .values({
        slug: `pending-${Date.now()}`,
        name: `Pending ${Date.now()}`,
        status: "pending",
        createdByTeamId: team.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const flaggedBrand = await createBoat({ teamId: team.id, brandId: pending.id, status: "draft" });
    const ordinary = await createBoat({ teamId: team.id });
    const list = (
      await app.inject({
        method: "GET",
        url: `/api/v1/admin/boats?teamId=${team.id}&pendingBrand=true`,
        headers,
      })
    ).json();
    expect(list.items.map((b: { id: number }) => b.id)).toEqual([flaggedBrand.id]);
    expect(list.items[0]).toMatchObject({ isBrandPending: true, team: { id: team.id } });
    const published = (
      await app.inject({
        method: "GET",
        url: `/api/v1/admin/boats?teamId=${team.id}&status=published`,
        headers,
      })
    ).json();
    expect(published.items.map((b: { id: number }) => b.id)).toEqual([ordinary.id]);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/admin/boats?status=gone", headers })).statusCode,
    ).toBe(400);
  });

  it("edits any boat with an audit entry, and unpublishes with a reason the team sees", async () => {
    const { app, user, headers } = await admin();
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id });
    const boat = await createBoat({ teamId: team.id, title: "Original title" });
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/v1/admin/boats/${boat.id}`,
      headers,
      payload: { title: "Corrected title" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Corrected title", team: { id: team.id } });
    const shortReason = await app.inject({
      method: "POST",
      url: `/api/v1/admin/boats/${boat.id}/unpublish`,
      headers,
      payload: { reason: "bad" },
    });
    expect(shortReason.statusCode).toBe(400);
    const reason = "The photos show a different boat than the one described.";
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/admin/boats/${boat.id}/unpublish`,
          headers,
          payload: { reason },
        })
      ).statusCode,
    ).toBe(200);
    const ownerHeaders = bearer(await login(app, owner.email, owner.password));
    const seen = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${team.id}/boats/${boat.id}`,
        headers: ownerHeaders,
      })
    ).json();
    expect(seen).toMatchObject({ status: "draft", isFlagged: true, moderationNote: reason });
    const publicList = (
      await app.inject({ method: "GET", url: "/api/v1/boats?pageSize=48&sort=newest" })
    ).json();
    expect(publicList.items.map((b: { id: number }) => b.id)).not.toContain(boat.id);
    const db = await getTestDb();
    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "actorUserId"])
      .where("entityType", "=", "boat")
      .where("entityId", "=", String(boat.id))
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "boat.update", actorUserId: user.id },
      { action: "boat.unpublish", actorUserId: user.id },
    ]);
  });
});
