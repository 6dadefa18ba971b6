/**
 * Authorization declared on every route (docs/permissions.md): `public`, `user` (signed in), `team` (member of
 * the `teamId` in the path with at least a role) or `admin` (member of the group `admin`, any case).
 * A route under /api/v1 without a declaration stops the server at boot, so none can be forgotten.
 */

import { ADMIN_GROUP, type TeamRole } from "@keel/contracts/auth";
import { MAX_ID } from "@keel/contracts/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { nowIso } from "../db/database.ts";
import { forbidden, notFound, unauthenticated } from "../errors.ts";
import { hashToken } from "../modules/auth/session-token.ts";
import { findLiveSession, type SessionUser, touchSession } from "../modules/auth/sessions.repository.ts";
import { findMembership } from "../modules/teams/teams.repository.ts";
import { isInGroup } from "../modules/users/users.repository.ts";

export type Access =
  | { kind: "public" }
  | { kind: "user" }
  | { kind: "team"; role: TeamRole }
  | { kind: "admin" };

export const access = {
  public: { kind: "public" },
  user: { kind: "user" },
  admin: { kind: "admin" },
  team: (role: TeamRole): Access => ({ kind: "team", role }),
} as const satisfies Record<string, Access | ((role: TeamRole) => Access)>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
    /** The caller's role in the team of the path, set on `team` routes. */
    teamRole: TeamRole | null;
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

export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest("session", null);
  app.decorateRequest("teamRole", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1/") || route.method === "HEAD") return;
    if (!route.config?.access)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    // The rule is part of the OpenAPI document (`x-access` on the operation): clients read who may call what,
    // and the permission sweeps (modules/admin/admin-access.test.ts, modules/teams/permissions.test.ts) are
    // generated from it.
    route.schema = Object.assign({}, route.schema, { "x-access": route.config.access });
  });

  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const token = bearerToken(request);
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
      // Read before the route's schema: only the id's one spelling (digits, no padding) names a team.
      const raw = (request.params as Record<string, string | undefined>).teamId ?? "";
      const teamId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
      if (teamId <= 0 || teamId > MAX_ID) throw notFound();
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
