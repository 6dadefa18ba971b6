import { describe, expect, it } from "vitest";
import { createTeam, createUser } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { adminCall, signedInAdmin } from "./admin-test-kit.ts";

describe("GET admin/audit-log", () => {
  it("lists changes newest first with the actor's name, and filters by actor, entity and action", async () => {
    const alice = await signedInAdmin({ firstName: "Alice", lastName: "Auditor" });
    const bruno = await signedInAdmin({ firstName: "Bruno", lastName: "Checker" });
    const user = await createUser();
    const team = await createTeam({ plan: "free" });
    await adminCall(alice, "PATCH", `users/${user.id}`, { firstName: "Renamed" });
    await adminCall(bruno, "PATCH", `teams/${team.id}`, { planCode: "paid" });
    await adminCall(bruno, "POST", `teams/${team.id}/members`, { userId: user.id, role: "member" });

    const byAlice = (await adminCall(alice, "GET", `audit-log?actorUserId=${alice.user.id}`)).json();
    expect(byAlice.total).toBe(1);
    expect(byAlice.items[0]).toMatchObject({
      action: "user.update",
      entityType: "user",
      entityId: String(user.id),
      actor: { id: alice.user.id, email: alice.user.email, firstName: "Alice", lastName: "Auditor" },
      details: { changes: { firstName: { from: "Test", to: "Renamed" } } },
    });
    expect(byAlice.items[0].createdAt).toEqual(expect.any(String));

    const onTeam = (await adminCall(alice, "GET", `audit-log?entityType=team&entityId=${team.id}`)).json();
    expect(onTeam.items.map((e: { action: string }) => e.action)).toEqual([
      "team.member.add",
      "team.plan.set",
    ]);

    const members = (
      await adminCall(alice, "GET", `audit-log?action=team.member&actorUserId=${bruno.user.id}`)
    ).json();
    expect(members.items.map((e: { action: string }) => e.action)).toEqual(["team.member.add"]);
    const exact = (
      await adminCall(alice, "GET", `audit-log?action=team.plan.set&entityId=${team.id}`)
    ).json();
    expect(exact.total).toBe(1);
    // A prefix matches whole segments only: `team.mem` is not `team.member`.
    expect((await adminCall(alice, "GET", "audit-log?action=team.mem")).json().total).toBe(0);
  });

  it("paginates newest first without repeats", async () => {
    const admin = await signedInAdmin();
    const user = await createUser();
    for (let i = 0; i < 14; i += 1) {
      await adminCall(admin, "PATCH", `users/${user.id}`, { firstName: `Name ${i}` });
    }
    const query = `audit-log?entityType=user&entityId=${user.id}&pageSize=12`;
    const first = (await adminCall(admin, "GET", `${query}&page=1`)).json();
    const second = (await adminCall(admin, "GET", `${query}&page=2`)).json();
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(2);
    const names = [...first.items, ...second.items].map(
      (e: { details: { changes: { firstName: { to: string } } } }) => e.details.changes.firstName.to,
    );
    expect(names).toEqual(Array.from({ length: 14 }, (_, i) => `Name ${13 - i}`));
  });

  it("answers 400 for a malformed filter", async () => {
    const admin = await signedInAdmin();
    for (const query of ["actorUserId=abc", "action=DROP%20TABLE", `entityType=${"x".repeat(51)}`]) {
      const response = await adminCall(admin, "GET", `audit-log?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveLength(1);
    }
  });
});

describe("recordAudit", () => {
  it("never stores passwords or tokens, even nested", async () => {
    const db = await getTestDb();
    await recordAudit(db, {
      actorUserId: null,
      action: "test.secret",
      entityType: "test",
      entityId: 1,
      details: {
        password: "p",
        nested: { sessionToken: "t", kept: 1 },
        list: [{ passwordHash: "h", ok: true }],
      },
    });
    const row = await db
      .selectFrom("auditLog")
      .select("details")
      .where("action", "=", "test.secret")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details!)).toEqual({ nested: { kept: 1 }, list: [{ ok: true }] });
  });

  it("is rolled back with the transaction that makes the change", async () => {
    const db = await getTestDb();
    const user = await createUser({ firstName: "Stays" });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ firstName: "Gone" }).where("id", "=", user.id).execute();
        await recordAudit(trx, {
          actorUserId: null,
          action: "test.rollback",
          entityType: "user",
          entityId: user.id,
        });
        throw new Error("the change fails after its audit entry");
      }),
    ).rejects.toThrow(/fails/);
    const entries = await db
      .selectFrom("auditLog")
      .select("id")
      .where("action", "=", "test.rollback")
      .execute();
    expect(entries).toEqual([]);
    const row = await db.selectFrom("users").select("firstName").where("id", "=", user.id).executeTakeFirst();
    expect(row?.firstName).toBe("Stays");
  });
});
