import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engineOf } from "../db/database.ts";
import { createBoat, createTeam, createUser, login, makeAdmin } from "./factories.ts";
import { getTestApp, getTestDatabaseInfo, getTestDb, testEngine } from "./harness.ts";

describe("test harness", () => {
  it("gives this worker a database of its own on the engine under test", async () => {
    const info = await getTestDatabaseInfo();
    expect(info.engine).toBe(testEngine());
    expect(engineOf(info.url)).toBe(info.engine);
    if (info.engine === "postgres") {
      expect(new URL(info.url).pathname).toMatch(/^\/keel_test_\w+_[0-9a-f]{12}$/);
    } else {
      expect(info.url.startsWith(info.dataDir)).toBe(true);
    }
  });

  it("starts fresh: migrated system data only, no users, teams or boats", async () => {
    const db = await getTestDb();
    const count = async (table: "users" | "teams" | "boats") =>
      Number((await db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    expect(await count("users")).toBe(0);
    expect(await count("teams")).toBe(0);
    expect(await count("boats")).toBe(0);
    const plans = await db.selectFrom("plans").select("code").orderBy("sortOrder").execute();
    expect(plans.map((p) => p.code)).toEqual(["free", "paid", "custom"]);
    const groups = await db.selectFrom("groups").select("code").execute();
    expect(groups.map((g) => g.code)).toEqual(["admin"]);
  });

  it("builds one app per worker and reuses it", async () => {
    expect(await getTestApp()).toBe(await getTestApp());
  });

  it("factories create linked rows with unique values", async () => {
    const db = await getTestDb();
    const [a, b] = [await createUser(), await createUser({ password: "another-password" })];
    expect(a.email).not.toBe(b.email);
    const team = await createTeam({ ownerId: a.id, plan: "free" });
    await makeAdmin(b.id);
    const boat = await createBoat({ teamId: team.id, status: "draft" });

    const membership = await db
      .selectFrom("teamMembers")
      .select(["userId", "role"])
      .where("teamId", "=", team.id)
      .execute();
    expect(membership).toEqual([{ userId: a.id, role: "owner" }]);
    const plan = await db
      .selectFrom("plans")
      .select("code")
      .where("id", "=", team.planId)
      .executeTakeFirstOrThrow();
    expect(plan.code).toBe("free");
    const admins = await db
      .selectFrom("userGroups")
      .innerJoin("groups", "groups.id", "userGroups.groupId")
      .select("userGroups.userId")
      .where("groups.code", "=", "admin")
      .execute();
    expect(admins).toEqual([{ userId: b.id }]);
    expect(boat).toMatchObject({ teamId: team.id, status: "draft", publishedAt: null });
  });

  it("login() returns a bearer token that the API accepts", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const token = await login(app, user.email, user.password);
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });
});
