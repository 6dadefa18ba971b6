import { describe, expect, it } from "vitest";
import { addMember, bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";

async function team() {
  const app = await getTestApp();
  const owner = await createUser();
  const t = await createTeam({ ownerId: owner.id });
  const admin = await createUser();
  const member = await createUser();
  await addMember(t.id, admin.id, "admin");
  await addMember(t.id, member.id, "member");
  const headersOf = async (u: { email: string; password: string }) =>
    bearer(await login(app, u.email, u.password));
  return {
    app,
    t,
    owner,
    admin,
    member,
    as: { owner: await headersOf(owner), admin: await headersOf(admin), member: await headersOf(member) },
  };
}

describe("members", () => {
  it("lists members with their roles, oldest first", async () => {
    const { app, t, owner, as } = await team();
    const list = (
      await app.inject({ method: "GET", url: `/api/v1/teams/${t.id}/members`, headers: as.member })
    ).json().items;
    expect(list.map((m: { role: string }) => m.role)).toEqual(["owner", "admin", "member"]);
    expect(list[0]).toMatchObject({ userId: owner.id, email: owner.email });
  });

  it("lets admins change members' roles but only owners touch the owner role", async () => {
    const { app, t, member, admin, as } = await team();
    const patch = (userId: number, role: string, headers: Record<string, string>) =>
      app.inject({
        method: "PATCH",
        url: `/api/v1/teams/${t.id}/members/${userId}`,
        headers,
        payload: { role },
      });
    expect((await patch(member.id, "admin", as.admin)).statusCode).toBe(200);
    expect((await patch(member.id, "owner", as.admin)).statusCode).toBe(403);
    expect((await patch(admin.id, "owner", as.owner)).statusCode).toBe(200);
  });

  it("never leaves a team without an owner", async () => {
    const { app, t, owner, as } = await team();
    const demote = await app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${t.id}/members/${owner.id}`,
      headers: as.owner,
      payload: { role: "admin" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/always needs an owner/);
    const leave = await app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${t.id}/members/${owner.id}`,
      headers: as.owner,
    });
    expect(leave.statusCode).toBe(409);
  });

  it("lets anyone leave, admins remove members, and refuses members removing others", async () => {
    const { app, t, member, admin, owner, as } = await team();
    const remove = (userId: number, headers: Record<string, string>) =>
      app.inject({ method: "DELETE", url: `/api/v1/teams/${t.id}/members/${userId}`, headers });
    expect((await remove(admin.id, as.member)).statusCode).toBe(403);
    expect((await remove(owner.id, as.admin)).statusCode).toBe(403);
    const left = await remove(member.id, as.member);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe("You left the team.");
    expect(
      (await app.inject({ method: "GET", url: `/api/v1/teams/${t.id}`, headers: as.member })).statusCode,
    ).toBe(404);
    expect((await remove(admin.id, as.owner)).json().message).toBe("Member removed from the team.");
  });
});
