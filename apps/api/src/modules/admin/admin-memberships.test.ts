import { describe, expect, it } from "vitest";
import { addMember, createTeam, createUser } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { adminCall, signedInAdmin } from "./admin-test-kit.ts";

async function roleOf(teamId: number, userId: number) {
  const db = await getTestDb();
  const row = await db
    .selectFrom("teamMembers")
    .select("role")
    .where("teamId", "=", teamId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

async function memberActions(teamId: number) {
  const db = await getTestDb();
  const rows = await db
    .selectFrom("auditLog")
    .select(["action", "details"])
    .where("entityType", "=", "team")
    .where("entityId", "=", String(teamId))
    .orderBy("id")
    .execute();
  return rows.map((r) => [r.action, JSON.parse(r.details!)]);
}

describe("a user's teams (admin/users/{id}/teams)", () => {
  it("lists, adds with a role, changes the role and removes, with audit entries", async () => {
    const admin = await signedInAdmin();
    const user = await createUser({ firstName: "Eva", lastName: "Moreau" });
    const own = await createTeam({ ownerId: user.id, name: "Eva's Boats" });
    const other = await createTeam({ name: "Harbour Co" });

    const added = await adminCall(admin, "POST", `users/${user.id}/teams`, {
      teamId: other.id,
      role: "member",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      membership: { team: { id: other.id, name: "Harbour Co" }, user: { id: user.id }, role: "member" },
      message: "Eva Moreau has joined the team.",
    });

    const list = (await adminCall(admin, "GET", `users/${user.id}/teams`)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((m: { team: { id: number }; role: string }) => [m.team.id, m.role])).toEqual([
      [own.id, "owner"],
      [other.id, "member"],
    ]);

    const promoted = await adminCall(admin, "PATCH", `users/${user.id}/teams/${other.id}`, { role: "admin" });
    expect(promoted.json().membership.role).toBe("admin");
    expect(await roleOf(other.id, user.id)).toBe("admin");

    const removed = await adminCall(admin, "DELETE", `users/${user.id}/teams/${other.id}`);
    expect(removed.json().message).toBe("Eva Moreau is no longer a member of the team.");
    expect(await roleOf(other.id, user.id)).toBeNull();

    expect(await memberActions(other.id)).toEqual([
      ["team.member.add", { userId: user.id, email: user.email, role: "member" }],
      ["team.member.role.set", { userId: user.id, email: user.email, role: { from: "member", to: "admin" } }],
      ["team.member.remove", { userId: user.id, email: user.email, role: "admin" }],
    ]);
  });

  it("answers 409 when the user is already a member, 404 with a field error for an unknown team", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const duplicate = await adminCall(admin, "POST", `users/${team.ownerId}/teams`, {
      teamId: team.id,
      role: "member",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual([
      expect.objectContaining({ path: "body.teamId", code: "already_member" }),
    ]);
    expect(await roleOf(team.id, team.ownerId)).toBe("owner");

    const unknown = await adminCall(admin, "POST", `users/${team.ownerId}/teams`, {
      teamId: 99999999,
      role: "member",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details).toEqual([
      expect.objectContaining({ path: "body.teamId", code: "not_found" }),
    ]);
    expect((await adminCall(admin, "GET", "users/99999999/teams")).statusCode).toBe(404);
  });

  it.each([
    ["an unknown role", { teamId: 1, role: "captain" }, "body.role"],
    ["a string team id", { teamId: "1", role: "member" }, "body.teamId"],
    ["a missing role", { teamId: 1 }, "body.role"],
  ])("answers 400 for %s", async (_label, payload, path) => {
    const admin = await signedInAdmin();
    const user = await createUser();
    const response = await adminCall(admin, "POST", `users/${user.id}/teams`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ path })]);
  });
});

describe("a team's members (admin/teams/{id}/members)", () => {
  it("adds an existing user by e-mail (any case) or by id, lists and removes members", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const byEmail = await createUser({ firstName: "Sam", lastName: "Hill" });
    const byId = await createUser();
    const first = await adminCall(admin, "POST", `teams/${team.id}/members`, {
      email: byEmail.email.toUpperCase(),
      role: "admin",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().membership).toMatchObject({ user: { id: byEmail.id }, role: "admin" });
    await adminCall(admin, "POST", `teams/${team.id}/members`, { userId: byId.id, role: "member" });

    const members = (await adminCall(admin, "GET", `teams/${team.id}/members?pageSize=12`)).json();
    expect(members.total).toBe(3);
    expect(members.items.map((m: { user: { id: number }; role: string }) => [m.user.id, m.role])).toEqual([
      [team.ownerId, "owner"],
      [byEmail.id, "admin"],
      [byId.id, "member"],
    ]);
    const role = await adminCall(admin, "PATCH", `teams/${team.id}/members/${byId.id}`, { role: "owner" });
    expect(role.json().membership.role).toBe("owner");
    expect((await adminCall(admin, "DELETE", `teams/${team.id}/members/${byEmail.id}`)).statusCode).toBe(200);
    expect(await roleOf(team.id, byEmail.id)).toBeNull();
  });

  it("answers 404 with a field error when the user does not exist, and adds nothing", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const byEmail = await adminCall(admin, "POST", `teams/${team.id}/members`, {
      email: "nobody-here@keel.test",
      role: "member",
    });
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "No account matches this e-mail address or id.",
      details: [expect.objectContaining({ path: "body.email", code: "not_found" })],
    });
    const byId = await adminCall(admin, "POST", `teams/${team.id}/members`, {
      userId: 99999999,
      role: "member",
    });
    expect(byId.json().error.details).toEqual([expect.objectContaining({ path: "body.userId" })]);
    expect((await adminCall(admin, "GET", `teams/${team.id}/members`)).json().total).toBe(1);
    expect(await memberActions(team.id)).toEqual([]);
  });

  it.each([
    ["neither userId nor e-mail", { role: "member" }],
    ["both userId and e-mail", { userId: 1, email: "a@keel.test", role: "member" }],
  ])("answers 400 for %s", async (_label, payload) => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const response = await adminCall(admin, "POST", `teams/${team.id}/members`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: "body.email", code: "user_or_email" }),
    ]);
  });

  it("answers 404 for a team that does not exist and for a user who is not a member", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const stranger = await createUser();
    expect(
      (await adminCall(admin, "POST", "teams/99999999/members", { userId: stranger.id, role: "member" }))
        .statusCode,
    ).toBe(404);
    expect((await adminCall(admin, "GET", "teams/99999999/members")).statusCode).toBe(404);
    expect((await adminCall(admin, "DELETE", `teams/${team.id}/members/${stranger.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await adminCall(admin, "PATCH", `teams/${team.id}/members/${stranger.id}`, { role: "admin" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the last owner rule", () => {
  it("refuses removing the last owner of a team that has other members, from either side", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const member = await createUser();
    await addMember(team.id, member.id, "member");
    for (const path of [
      `teams/${team.id}/members/${team.ownerId}`,
      `users/${team.ownerId}/teams/${team.id}`,
    ]) {
      const response = await adminCall(admin, "DELETE", path);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        "This is the team's only owner. Make another member an owner first, then remove or demote this one.",
      );
    }
    expect(await roleOf(team.id, team.ownerId)).toBe("owner");
    expect(await memberActions(team.id)).toEqual([]);
  });

  it("refuses demoting the last owner, even of a team of one", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const response = await adminCall(admin, "PATCH", `teams/${team.id}/members/${team.ownerId}`, {
      role: "admin",
    });
    expect(response.statusCode).toBe(409);
    expect(await roleOf(team.id, team.ownerId)).toBe("owner");
  });

  it("lets the owner go once ownership is handed over, and lets the only member leave", async () => {
    const admin = await signedInAdmin();
    const team = await createTeam();
    const successor = await createUser();
    await addMember(team.id, successor.id, "admin");
    await adminCall(admin, "PATCH", `teams/${team.id}/members/${successor.id}`, { role: "owner" });
    expect((await adminCall(admin, "DELETE", `teams/${team.id}/members/${team.ownerId}`)).statusCode).toBe(
      200,
    );
    // Now alone, the last owner may leave: nobody is left without an owner.
    expect((await adminCall(admin, "DELETE", `teams/${team.id}/members/${successor.id}`)).statusCode).toBe(
      200,
    );
    expect((await adminCall(admin, "GET", `teams/${team.id}/members`)).json().total).toBe(0);
  });
});
