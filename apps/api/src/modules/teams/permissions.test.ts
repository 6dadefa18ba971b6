/**
 * The permission matrix of docs/permissions.md over every team operation, read from the OpenAPI document the app
 * builds from its own routes (each operation documents its rule as `x-access`; the admin sweep uses the same
 * machinery): a guest gets 401, a member of another team 404, each role below the documented one 403, and the
 * documented role gets through the access layer. A new team route is covered the moment it exists.
 */
import type { TeamRole } from "@keel/contracts/auth";
import { MAX_ID } from "@keel/contracts/common";
import { describe, expect, it } from "vitest";
import type { Access } from "../../plugins/access.ts";
import { addMember, bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";
import { apiOperations, type Operation } from "../../test/openapi-operations.ts";

const teamOperations = () => apiOperations("/api/v1/teams/");

const ROLES = ["member", "admin", "owner"] as const satisfies TeamRole[];
const RANK: Record<TeamRole, number> = { member: 1, admin: 2, owner: 3 };

/** What docs/permissions.md promises each caller of an operation. */
function documented(operation: Operation): string {
  const required = (operation.access as Extract<Access, { kind: "team" }>).role;
  const roles = ROLES.map((role) => `${role} ${RANK[role] < RANK[required] ? 403 : "through"}`);
  return `${operation.method} ${operation.path}: guest 401, other team 404, ${roles.join(", ")}`;
}

describe("every team operation", () => {
  it("is listed (the matrix below is not empty by accident)", async () => {
    const operations = (await teamOperations()).map((o) => `${o.method} ${o.path}`);
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /api/v1/teams/{teamId}",
        "DELETE /api/v1/teams/{teamId}",
        "PATCH /api/v1/teams/{teamId}/members/{userId}",
        "POST /api/v1/teams/{teamId}/invitations",
        "DELETE /api/v1/teams/{teamId}/boats/{boatId}",
        "POST /api/v1/teams/{teamId}/conversations/{conversationId}/replies",
        "GET /api/v1/teams/{teamId}/statistics",
      ]),
    );
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it("documents the roles of docs/permissions.md for the team, its members and its invitations", async () => {
    const roles = Object.fromEntries(
      (await teamOperations()).map((o) => [`${o.method} ${o.path}`, o.access]),
    );
    const team = (role: TeamRole) => ({ kind: "team", role });
    expect(roles).toMatchObject({
      "GET /api/v1/teams/{teamId}": team("member"),
      "PATCH /api/v1/teams/{teamId}": team("admin"),
      "POST /api/v1/teams/{teamId}/banner": team("admin"),
      "DELETE /api/v1/teams/{teamId}": team("owner"),
      "GET /api/v1/teams/{teamId}/members": team("member"),
      "PATCH /api/v1/teams/{teamId}/members/{userId}": team("admin"),
      "GET /api/v1/teams/{teamId}/invitations": team("member"),
      "POST /api/v1/teams/{teamId}/invitations": team("member"),
      "DELETE /api/v1/teams/{teamId}/invitations/{invitationId}": team("member"),
      "DELETE /api/v1/teams/{teamId}/boats/{boatId}": team("admin"),
      "DELETE /api/v1/teams/{teamId}/conversations/{conversationId}": team("admin"),
    });
  });

  it("declares a team rule (a team's data is never open to any signed-in user)", async () => {
    const kinds = new Set((await teamOperations()).map((o) => o.access.kind));
    expect([...kinds]).toEqual(["team"]);
  });

  it("answers guest 401, another team 404, a role below the documented one 403, and lets that role through", async () => {
    const operations = await teamOperations();
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
    // Ids that name nothing, so no call changes anything; the access layer answers before any lookup.
    const url = (path: string) =>
      path
        .replace("{teamId}", String(team.id))
        .replace("{invitationId}", "00000000-0000-4000-8000-000000000000")
        .replace(/\{\w+\}/g, String(MAX_ID));
    const call = (operation: Operation, token: string | undefined) =>
      app.inject({
        method: operation.method,
        url: url(operation.path),
        headers: token ? bearer(token) : {},
        ...(operation.method === "GET" ? {} : { payload: {} }),
      });
    const outcomes: string[] = [];
    for (const operation of operations) {
      const guest = await call(operation, undefined);
      const other = await call(operation, tokens.outsider);
      const roles: string[] = [];
      for (const role of ROLES) {
        const response = await call(operation, tokens[role]);
        const refused =
          response.statusCode === 401 ||
          (response.statusCode === 403 && response.json().error.code === "FORBIDDEN");
        roles.push(`${role} ${refused ? response.statusCode : "through"}`);
      }
      outcomes.push(
        `${operation.method} ${operation.path}: guest ${guest.statusCode}, other team ${other.statusCode}, ${roles.join(", ")}`,
      );
    }
    expect(outcomes).toEqual(operations.map(documented));
  });
});
