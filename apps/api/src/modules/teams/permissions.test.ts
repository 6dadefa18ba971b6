/**
 * The permission matrix of docs/permissions.md, checked route by route: a member of another team gets 404,
 * each role below the required one gets 403, and the required role gets through the access layer.
 */
import type { TeamRole } from "@keel/contracts/auth";
import { describe, expect, it } from "vitest";
import { addMember, bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";

interface TeamRoute {
  method: "GET" | "PATCH" | "POST" | "DELETE";
  path: (teamId: number, ids: { memberId: number; invitationId: string }) => string;
  body?: object;
  role: TeamRole;
}

const ROUTES: TeamRoute[] = [
  { method: "GET", path: (t) => `/teams/${t}`, role: "member" },
  { method: "PATCH", path: (t) => `/teams/${t}`, body: { city: "Antibes" }, role: "admin" },
  { method: "POST", path: (t) => `/teams/${t}/banner`, role: "admin" },
  { method: "DELETE", path: (t) => `/teams/${t}`, body: { confirmName: "wrong name" }, role: "owner" },
  { method: "GET", path: (t) => `/teams/${t}/members`, role: "member" },
  {
    method: "PATCH",
    path: (t, ids) => `/teams/${t}/members/${ids.memberId}`,
    body: { role: "member" },
    role: "admin",
  },
  { method: "GET", path: (t) => `/teams/${t}/invitations`, role: "member" },
  {
    method: "POST",
    path: (t) => `/teams/${t}/invitations`,
    body: { email: "new-person@keel.test", role: "member" },
    role: "member",
  },
  { method: "DELETE", path: (t, ids) => `/teams/${t}/invitations/${ids.invitationId}`, role: "member" },
];

const RANK: Record<TeamRole, number> = { member: 1, admin: 2, owner: 3 };

async function world() {
  const app = await getTestApp();
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id });
  const tokens: Record<TeamRole | "outsider", string> = {
    owner: await login(app, owner.email, owner.password),
    admin: "",
    member: "",
    outsider: "",
  };
  for (const role of ["admin", "member"] as const) {
    const user = await createUser();
    await addMember(team.id, user.id, role);
    tokens[role] = await login(app, user.email, user.password);
  }
  const outsider = await createUser();
  await createTeam({ ownerId: outsider.id });
  tokens.outsider = await login(app, outsider.email, outsider.password);
  const target = await createUser();
  await addMember(team.id, target.id, "member");
  return {
    app,
    team,
    tokens,
    ids: { memberId: target.id, invitationId: "00000000-0000-4000-8000-000000000000" },
  };
}

describe("team route permissions", () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path(0, { memberId: 0, invitationId: "x" })}`, r] as const))(
    "%s",
    async (_name, route) => {
      const { app, team, tokens, ids } = await world();
      const call = (token: string | undefined) =>
        app.inject({
          method: route.method,
          url: `/api/v1${route.path(team.id, ids)}`,
          headers: token ? bearer(token) : {},
          ...(route.body ? { payload: route.body } : {}),
        });
      expect((await call(undefined)).statusCode).toBe(401);
      expect((await call(tokens.outsider)).statusCode).toBe(404);
      for (const role of ["member", "admin", "owner"] as const) {
        const status = (await call(tokens[role])).statusCode;
        if (RANK[role] < RANK[route.role]) expect(status, `${role} must be refused`).toBe(403);
        else expect([401, 403], `${role} must get through`).not.toContain(status);
      }
    },
  );
});
