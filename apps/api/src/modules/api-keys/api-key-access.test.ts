/**
 * The API key matrix, generated from the OpenAPI document like the team permission matrix
 * (modules/teams/permissions.test.ts): every team operation × every scope × the key's own team and another team,
 * and every account and back-office operation with a key holding every scope. A route declares the scope that
 * opens it in its access rule (`x-access.scope`); a new route is covered the moment it exists.
 */
import { API_KEY_SCOPES, type ApiKeyScope } from "@keel/contracts/api-key-codes";
import { MAX_ID } from "@keel/contracts/common";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../../plugins/access.ts";
import { bearer, createApiKey, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp } from "../../test/harness.ts";
import { apiOperations, type Operation } from "../../test/openapi-operations.ts";

const scopeOf = (operation: Operation): ApiKeyScope | undefined =>
  (operation.access as Extract<Access, { kind: "team" }>).scope;

/** Ids that name nothing, so no call changes anything; the access layer answers before any lookup. */
function url(path: string, teamId: number): string {
  return path
    .replace("{teamId}", String(teamId))
    .replace("{invitationId}", "00000000-0000-4000-8000-000000000000")
    .replace(/\{\w+\}/g, String(MAX_ID));
}

function call(app: FastifyInstance, operation: Operation, teamId: number, key: string) {
  return app.inject({
    method: operation.method,
    url: url(operation.path, teamId),
    headers: bearer(key),
    ...(operation.method === "GET" ? {} : { payload: {} }),
  });
}

/** What the access layer made of a call: refused (with its status and code) or let through to the route. */
function outcome(response: { statusCode: number; json: () => { error?: { code: string } } }): string {
  if (response.statusCode === 401 || response.statusCode === 403)
    return `${response.statusCode} ${response.json().error?.code}`;
  return "through";
}

describe("team API keys on every operation", () => {
  let app: FastifyInstance;
  let ownTeam: number;
  let otherTeam: number;
  const keys = {} as Record<ApiKeyScope | "all", string>;

  beforeAll(async () => {
    app = await getTestApp();
    const owner = await createUser();
    ownTeam = (await createTeam({ ownerId: owner.id })).id;
    otherTeam = (await createTeam()).id;
    const token = await login(app, owner.email, owner.password);
    for (const scope of API_KEY_SCOPES) keys[scope] = (await createApiKey(app, ownTeam, token, [scope])).key;
    keys.all = (await createApiKey(app, ownTeam, token, API_KEY_SCOPES)).key;
  });

  it("declare scopes on the boats', the editor's options' and the messages' reads and boats' writes only", async () => {
    const scoped = Object.fromEntries(
      (await apiOperations("/api/v1/teams/"))
        .filter((operation) => scopeOf(operation))
        .map((operation) => [`${operation.method} ${operation.path}`, scopeOf(operation)]),
    );
    expect(scoped).toMatchObject({
      "GET /api/v1/teams/{teamId}/boats": "boats:read",
      "GET /api/v1/teams/{teamId}/boats/{boatId}": "boats:read",
      "GET /api/v1/teams/{teamId}/brands": "boats:read",
      "POST /api/v1/teams/{teamId}/boats": "boats:write",
      "PATCH /api/v1/teams/{teamId}/boats/{boatId}": "boats:write",
      "DELETE /api/v1/teams/{teamId}/boats/{boatId}": "boats:write",
      "POST /api/v1/teams/{teamId}/boats/{boatId}/photos": "boats:write",
      "GET /api/v1/teams/{teamId}/conversations": "messages:read",
      "GET /api/v1/teams/{teamId}/conversations/{conversationId}": "messages:read",
    });
    // Never a team's settings, members, invitations, billing, keys, nor any write to its messages.
    for (const path of Object.keys(scoped)) {
      expect(path).toMatch(
        /^(GET|POST|PUT|PATCH|DELETE) \/api\/v1\/teams\/\{teamId\}\/(boats|brands|conversations)/,
      );
      if (path.includes("/conversations")) expect(path).toMatch(/^GET /);
    }
    for (const scope of API_KEY_SCOPES) expect(Object.values(scoped)).toContain(scope);
  });

  it("let a key through only where one of its scopes is declared, on its own team; another team answers 404", async () => {
    const operations = await apiOperations("/api/v1/teams/");
    expect(operations.length).toBeGreaterThanOrEqual(35);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const operation of operations) {
      const required = scopeOf(operation);
      for (const scope of [...API_KEY_SCOPES, "all"] as const) {
        const own = outcome(await call(app, operation, ownTeam, keys[scope]));
        const other = (await call(app, operation, otherTeam, keys[scope])).statusCode;
        outcomes.push(
          `${operation.method} ${operation.path} with ${scope}: own team ${own}, other team ${other}`,
        );
        const opens = required !== undefined && (scope === "all" || scope === required);
        expected.push(
          `${operation.method} ${operation.path} with ${scope}: own team ${opens ? "through" : "403 FORBIDDEN"}, other team 404`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it("read the team's boats through a key (the access layer's 404 on another team is not the route's)", async () => {
    const own = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${ownTeam}/boats`,
      headers: bearer(keys["boats:read"]),
    });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${otherTeam}/boats`,
      headers: bearer(keys.all),
    });
    expect(other.statusCode).toBe(404);
  });

  it("refuse a key with every scope on every account and back-office operation (403), and on none of the public ones", async () => {
    const operations = (await apiOperations("/api/v1/")).filter(
      (operation) => operation.access.kind === "user" || operation.access.kind === "admin",
    );
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/auth/me",
        "GET /api/v1/admin/overview",
        "POST /api/v1/auth/logout",
      ]),
    );
    const outcomes: string[] = [];
    for (const operation of operations) {
      const response = await call(app, operation, ownTeam, keys.all);
      outcomes.push(`${operation.method} ${operation.path}: ${outcome(response)}`);
    }
    expect(outcomes).toEqual(operations.map((o) => `${o.method} ${o.path}: 403 FORBIDDEN`));
    // A public read answers a key's holder as it answers anyone.
    const boats = await app.inject({ method: "GET", url: "/api/v1/boats", headers: bearer(keys.all) });
    expect(boats.statusCode).toBe(200);
  });
});
