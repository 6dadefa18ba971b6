import { describe, expect, it } from "vitest";
import { addMember, createTeam, createUser, login, makeAdmin } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "./admin-test-kit.ts";

/** A marker only this test's users carry, so lists can be checked exactly whatever else the file created. */
const marker = () => `m${Math.random().toString(36).slice(2, 10)}`;

async function auditOf(entityType: string, entityId: number) {
  const db = await getTestDb();
  return db
    .selectFrom("auditLog")
    .select(["action", "actorUserId", "details"])
    .where("entityType", "=", entityType)
    .where("entityId", "=", String(entityId))
    .orderBy("id")
    .execute();
}

describe("GET admin/users", () => {
  it("searches e-mail, first, last and full name in any case, and treats % and _ literally", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const ana = await createUser({ firstName: "Ana", lastName: `Ruiz${tag}`, email: `ana.${tag}@keel.test` });
    const bob = await createUser({ firstName: `Bob${tag}`, lastName: "Stone", email: `b_${tag}@keel.test` });
    await createUser({ firstName: "Carla", lastName: "Neri", email: `carla.${tag}x@keel.test` });
    const ids = async (q: string) =>
      (await adminCall(admin, "GET", `users?q=${encodeURIComponent(q)}&pageSize=100`))
        .json()
        .items.map((u: { id: number }) => u.id);
    expect(await ids(`RUIZ${tag.toUpperCase()}`)).toEqual([ana.id]);
    expect(await ids(`bob${tag}`)).toEqual([bob.id]);
    expect(await ids(`ana ruiz${tag}`)).toEqual([ana.id]);
    expect((await ids(tag)).length).toBe(3);
    // `_` and `%` are not wildcards: only bob's address has an underscore right before the tag.
    expect(await ids(`_${tag}`)).toEqual([bob.id]);
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it("folds non-ASCII letters too, the same on both engines (É finds é, Ø finds ø)", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const emile = await createUser({
      firstName: "ÉMILE",
      lastName: `Søren${tag}`,
      email: `emile.${tag}@keel.test`,
    });
    const ids = async (q: string) =>
      (await adminCall(admin, "GET", `users?q=${encodeURIComponent(q)}&pageSize=100`))
        .json()
        .items.map((u: { id: number }) => u.id);
    expect(await ids(`émile søren${tag}`)).toEqual([emile.id]);
    expect(await ids(`SØREN${tag.toUpperCase()}`)).toEqual([emile.id]);
  });

  it("filters by status and by group (any case), and paginates with a stable order", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const users = [];
    for (let i = 0; i < 5; i += 1) {
      users.push(await createUser({ lastName: `${tag}-${i}`, status: i === 4 ? "inactive" : "active" }));
    }
    await makeAdmin(users[1]!.id);
    const list = async (query: string) => (await adminCall(admin, "GET", `users?q=${tag}&${query}`)).json();

    const inactive = await list("status=inactive");
    expect(inactive.items.map((u: { id: number }) => u.id)).toEqual([users[4]!.id]);
    expect(inactive.items[0].status).toBe("inactive");

    const admins = await list("group=ADMIN");
    expect(admins.items.map((u: { id: number }) => u.id)).toEqual([users[1]!.id]);
    expect(admins.items[0].groups).toEqual(["admin"]);

    const byName = await list("sort=name&pageSize=12");
    expect(byName.total).toBe(5);
    expect(byName.items.map((u: { lastName: string }) => u.lastName)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `${tag}-${i}`),
    );
    const desc = await list("sort=-name");
    expect(desc.items.map((u: { lastName: string }) => u.lastName)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${tag}-${i}`),
    );

    // Two pages of the whole list never repeat a user.
    const first = (await adminCall(admin, "GET", "users?pageSize=12&page=1&sort=-createdAt")).json();
    const second = (await adminCall(admin, "GET", "users?pageSize=12&page=2&sort=-createdAt")).json();
    expect(first.pageSize).toBe(12);
    expect(second.page).toBe(2);
    const seen = [...first.items, ...second.items].map((u: { id: number }) => u.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(first.total).toBeGreaterThanOrEqual(7);
  });

  it("sorts by last sign-in with never-signed-in users last, and counts teams", async () => {
    const admin = await signedInAdmin();
    const tag = marker();
    const never = await createUser({ lastName: `${tag}-never` });
    const early = await createUser({ lastName: `${tag}-early`, lastLoginAt: "2026-01-01T10:00:00.000Z" });
    const late = await createUser({ lastName: `${tag}-late`, lastLoginAt: "2026-06-01T10:00:00.000Z" });
    await createTeam({ ownerId: late.id });
    await createTeam({ ownerId: late.id });
    const order = async (sort: string) =>
      (await adminCall(admin, "GET", `users?q=${tag}&sort=${sort}`)).json().items as {
        id: number;
        teamCount: number;
      }[];
    expect((await order("-lastLoginAt")).map((u) => u.id)).toEqual([late.id, early.id, never.id]);
    expect((await order("lastLoginAt")).map((u) => u.id)).toEqual([early.id, late.id, never.id]);
    expect((await order("-lastLoginAt"))[0]!.teamCount).toBe(2);
  });

  it.each([
    ["a page size not offered", "pageSize=13", "querystring.pageSize"],
    ["a page of zero", "page=0", "querystring.page"],
    ["an unknown status", "status=deleted", "querystring.status"],
    ["an unknown sort", "sort=password", "querystring.sort"],
    ["a too long search", `q=${"x".repeat(101)}`, "querystring.q"],
    ["a malformed group code", "group=a%20b", "querystring.group"],
  ])("answers 400 with field details for %s", async (_label, query, path) => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "GET", `users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
  });
});

describe("GET admin/users/{id}", () => {
  it("shows the profile, groups, teams with roles, live session count and last sign-in; no secrets", async () => {
    const admin = await signedInAdmin();
    const { user } = await signedIn({ firstName: "Marta" });
    await login(await getTestApp(), user.email, user.password);
    const team = await createTeam({ name: "Porto Yachts" });
    await addMember(team.id, user.id, "admin");
    const response = await adminCall(admin, "GET", `users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Marta",
      status: "active",
      groups: [],
      sessionCount: 2,
      teams: [{ team: { id: team.id, name: "Porto Yachts" }, role: "admin" }],
    });
    expect(body.lastLoginAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password|tokenHash/i);
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    const admin = await signedInAdmin();
    expect((await adminCall(admin, "GET", "users/99999999")).statusCode).toBe(404);
    const bad = await adminCall(admin, "GET", "users/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe("params.id");
  });
});

describe("PATCH admin/users/{id}", () => {
  it("saves the fields, answers with a toast in the caller's language, and audits before/after", async () => {
    const admin = await signedInAdmin();
    const user = await createUser({ firstName: "Luca", lastName: "Verdi", language: "it" });
    const email = `luca.${marker()}@keel.test`;
    const response = await adminCall(
      admin,
      "PATCH",
      `users/${user.id}`,
      { firstName: "Lucas", email: `  ${email.toUpperCase()} `, language: "fr", lastName: "Verdi" },
      { "accept-language": "fr" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Le compte de Lucas Verdi a été enregistré.");
    expect(response.json().user).toMatchObject({ firstName: "Lucas", email, language: "fr" });
    const stored = await adminCall(admin, "GET", `users/${user.id}`);
    expect(stored.json()).toMatchObject({ firstName: "Lucas", email, language: "fr", lastName: "Verdi" });
    const [entry, ...rest] = await auditOf("user", user.id);
    expect(rest).toEqual([]);
    expect(entry?.action).toBe("user.update");
    expect(entry?.actorUserId).toBe(admin.user.id);
    // Only what changed: the unchanged last name is not recorded.
    expect(JSON.parse(entry!.details!)).toEqual({
      changes: {
        firstName: { from: "Luca", to: "Lucas" },
        email: { from: user.email, to: email },
        language: { from: "it", to: "fr" },
      },
    });
  });

  it("answers 409 with an email_taken field error for another account's e-mail, and saves nothing", async () => {
    const admin = await signedInAdmin();
    const user = await createUser({ firstName: "Before" });
    const other = await createUser();
    const response = await adminCall(admin, "PATCH", `users/${user.id}`, {
      firstName: "After",
      email: other.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: "body.email", code: "email_taken" }),
    ]);
    const db = await getTestDb();
    const row = await db.selectFrom("users").select("firstName").where("id", "=", user.id).executeTakeFirst();
    expect(row?.firstName).toBe("Before");
    expect(await auditOf("user", user.id)).toEqual([]);
  });

  it("deactivating signs the user out everywhere and blocks login; reactivating lets them back in", async () => {
    const admin = await signedInAdmin();
    const app = await getTestApp();
    const target = await signedIn({ firstName: "Ines", lastName: "Costa" });
    await login(app, target.user.email, target.user.password);
    const response = await adminCall(admin, "PATCH", `users/${target.user.id}`, { status: "inactive" });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Ines Costa's account is deactivated. 2 sessions were signed out.");
    expect(response.json().user).toMatchObject({ status: "inactive", sessionCount: 0 });
    const me = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: target.headers });
    expect(me.statusCode).toBe(401);
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: target.user.email, password: target.user.password },
    });
    expect(refused.statusCode).toBe(401);
    const [entry] = await auditOf("user", target.user.id);
    expect(entry?.action).toBe("user.status.set");
    expect(JSON.parse(entry!.details!)).toEqual({
      status: { from: "active", to: "inactive" },
      sessionsRevoked: 2,
    });

    const back = await adminCall(admin, "PATCH", `users/${target.user.id}`, { status: "active" });
    expect(back.json().message).toBe("Ines Costa's account has been saved.");
    await expect(login(app, target.user.email, target.user.password)).resolves.toEqual(expect.any(String));
  });

  it("refuses an admin deactivating their own account", async () => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "PATCH", `users/${admin.user.id}`, { status: "inactive" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/cannot deactivate your own account/);
    expect((await adminCall(admin, "GET", "users?pageSize=12")).statusCode).toBe(200);
  });

  it("records nothing when the values sent are the current ones", async () => {
    const admin = await signedInAdmin();
    const user = await createUser({ firstName: "Same" });
    const response = await adminCall(admin, "PATCH", `users/${user.id}`, {
      firstName: "Same",
      status: "active",
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf("user", user.id)).toEqual([]);
  });

  it.each([
    ["an unknown field", { passwordHash: "x" }, "body", "unrecognized_keys"],
    ["a bad status", { status: "banned" }, "body.status", "invalid_value"],
    ["a bad language", { language: "de" }, "body.language", "invalid_value"],
    ["a too long first name", { firstName: "x".repeat(81) }, "body.firstName", "too_big"],
    ["an empty last name", { lastName: "  " }, "body.lastName", "too_small"],
    ["a malformed e-mail", { email: "nobody@" }, "body.email", "invalid_format"],
    ["a number for a name", { firstName: 42 }, "body.firstName", "invalid_type"],
  ])("answers 400 with field details for %s, and saves nothing", async (_label, payload, path, code) => {
    const admin = await signedInAdmin();
    const user = await createUser({ firstName: "Kept" });
    const response = await adminCall(admin, "PATCH", `users/${user.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, code })]),
    );
    const db = await getTestDb();
    const row = await db.selectFrom("users").select("firstName").where("id", "=", user.id).executeTakeFirst();
    expect(row?.firstName).toBe("Kept");
  });

  it("answers 400 for malformed JSON and 404 for an unknown user", async () => {
    const admin = await signedInAdmin();
    const app = await getTestApp();
    const malformed = await app.inject({
      method: "PATCH",
      url: "/api/v1/admin/users/1",
      headers: { ...admin.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect((await adminCall(admin, "PATCH", "users/99999999", { firstName: "X" })).statusCode).toBe(404);
  });
});
