/**
 * Authorization declared on every route (docs/permissions.md): `public`, `user` (signed in), `team` (member of
 * the `teamId` in the path with at least a role) or `admin` (member of the group `admin`, any case).
 * A route under /api/v1 without a declaration stops the server at boot, so none can be forgotten.
 *
 * A team route may also name the API key scope that opens it (`access.team("member", "boats:read")`): a team
 * API key with that scope may then call it on its own team, acting as its creator (decision 048). A key opens
 * nothing else: not another team, not a team route without a scope, not an account or admin route.
 */

import type { ApiKeyScope } from "@keel/contracts/api-key-codes";
import { ADMIN_GROUP, type TeamRole } from "@keel/contracts/auth";
import { MAX_ID } from "@keel/contracts/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { nowIso } from "../db/database.ts";
import { AppError, forbidden, notFound, rateLimited, secondsUntil, unauthenticated } from "../errors.ts";
import { isApiKey } from "../modules/api-keys/api-key-token.ts";
import { type ApiKeyCaller, findApiKeyCaller } from "../modules/api-keys/api-keys.service.ts";
import { hitCounter } from "../modules/auth/rate-limit.repository.ts";
import { hashToken } from "../modules/auth/session-token.ts";
import { findLiveSession, type SessionUser, touchSession } from "../modules/auth/sessions.repository.ts";
import { findMembership } from "../modules/teams/teams.repository.ts";
import { isInGroup } from "../modules/users/users.repository.ts";

export type Access =
  | { kind: "public" }
  | { kind: "user" }
  /** `scope`: the API key scope that opens the route to a key of the team; none: sessions only. */
  | { kind: "team"; role: TeamRole; scope?: ApiKeyScope }
  | { kind: "admin" };

export const access = {
  public: { kind: "public" },
  user: { kind: "user" },
  admin: { kind: "admin" },
  team: (role: TeamRole, scope?: ApiKeyScope): Access =>
    scope ? { kind: "team", role, scope } : { kind: "team", role },
} as const satisfies Record<string, Access | ((role: TeamRole, scope?: ApiKeyScope) => Access)>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** The caller's role in the team of the path, set on `team` routes. */
    teamRole: TeamRole | null;
    /** Set when the request is made with a team API key (then `session` is the key's creator). */
    apiKey: ApiKeyCaller | null;
  }
}

const ROLE_RANK: Record<TeamRole, number> = { member: 1, admin: 2, owner: 3 };

export function hasRole(actual: TeamRole, required: TeamRole): boolean {
  return ROLE_RANK[actual] >= ROLE_RANK[required];
}

/** Touching last_used_at on every request would turn reads into writes; once every few minutes is enough. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1];
}

/** The team id of the path, in its one spelling (digits, no padding), or 0: read before the route's schema. */
function teamIdOf(request: FastifyRequest): number {
  const raw = (request.params as Record<string, string | undefined>).teamId ?? "";
  const teamId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  return teamId > MAX_ID ? 0 : teamId;
}

const KEY_WINDOW_MS = 60_000;

/**
 * A request made with a team API key: the key must be live, its per-key budget not spent, the route a team route
 * of the key's own team (another team: 404, as for a non-member) that names one of the key's scopes, and the
 * key's creator must hold the route's role. The request then acts as the creator.
 */
async function authorizeApiKey(app: FastifyInstance, request: FastifyRequest, key: string): Promise<void> {
  const rule = request.routeOptions.config.access!;
  const now = new Date();
  const caller = await findApiKeyCaller(app.db, app.apiKeySecret, key, now);
  if (!caller) throw new AppError("UNAUTHENTICATED", "error.apiKeyInvalid");
  const budget = await hitCounter(app.db, `api-key:${caller.keyId}`, KEY_WINDOW_MS, now);
  if (budget.count > app.config.apiKeyRateLimit)
    throw rateLimited(secondsUntil(budget.resetAt, now), "error.apiKeyRateLimited");
  if (rule.kind !== "team") throw new AppError("FORBIDDEN", "error.apiKeyNotAllowed");
  const teamId = teamIdOf(request);
  if (teamId !== caller.teamId) throw notFound();
  if (!rule.scope || !caller.scopes.includes(rule.scope))
    throw new AppError("FORBIDDEN", "error.apiKeyScope", { details: { scope: rule.scope ?? null } });
  if (!hasRole(caller.role, rule.role)) throw forbidden();
  request.session = {
    userId: caller.userId,
    tokenHash: `api-key:${caller.keyId}`,
    impersonatorUserId: null,
    lastUsedAt: now.toISOString(),
  };
  request.teamRole = caller.role;
  request.apiKey = caller;
}

export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest("session", null);
  app.decorateRequest("teamRole", null);
  app.decorateRequest("apiKey", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1/") || route.method === "HEAD") return;
    if (!route.config?.access)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    // The rule is part of the OpenAPI document (`x-access` on the operation): clients read who may call what,
    // and the permission sweeps (modules/admin/admin-access.test.ts, modules/teams/permissions.test.ts) are
    // generated from it.
    const rule = route.config.access;
    route.schema = Object.assign({}, route.schema, { "x-access": rule });
    // A route a key may call says so in the document too: either a session or a key with the scope.
    if (rule.kind === "team" && rule.scope)
      route.schema = Object.assign(route.schema, { security: [{ bearer: [] }, { apiKey: [rule.scope] }] });
  });

  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const token = bearerToken(request);
    if (token && isApiKey(token)) {
      // Public routes answer a key's holder as they answer anyone; a key changes nothing there.
      if (rule.kind === "public") return;
      return authorizeApiKey(app, request, token);
    }
    if (token) {
      const tokenHash = hashToken(token);
      const now = nowIso();
      const session = await findLiveSession(app.db, tokenHash, now);
      if (session) {
        request.session = session;
        if (Date.parse(now) - Date.parse(session.lastUsedAt) > TOUCH_INTERVAL_MS)
          await touchSession(app.db, tokenHash, now);
      }
    }
    if (rule.kind === "public") return;
    const session = request.session;
    if (!session) throw unauthenticated();
    if (rule.kind === "admin") {
      if (!(await isAdminUser(app, session.userId))) throw forbidden();
      return;
    }
    if (rule.kind === "team") {
      const teamId = teamIdOf(request);
      if (teamId === 0) throw notFound();
      const membership = await findMembership(app.db, teamId, session.userId);
      // Not a member: 404, so team ids cannot be probed. A member without the role: 403.
      if (!membership) throw notFound();
      if (!hasRole(membership.role, rule.role)) throw forbidden();
      request.teamRole = membership.role;
    }
  });
}

export async function isAdminUser(app: FastifyInstance, userId: number): Promise<boolean> {
  return isInGroup(app.db, userId, ADMIN_GROUP);
}
