/**
 * The back office's accounts screens (users, teams, memberships, audit log), mounted inside the admin layout
 * by routes.ts for every locale, and the impersonation return, which sits outside it (the visitor is still
 * the impersonated user, no administrator, until it has run).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function accountRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("users", "routes/admin/users/user-list.tsx", id("admin/users")),
    route("users/:id", "routes/admin/users/user.tsx", id("admin/users/item")),
    route("users/:id/teams", "routes/admin/users/user-teams.tsx", id("admin/users/teams")),
    route("teams", "routes/admin/teams/team-list.tsx", id("admin/teams")),
    route("teams/:id", "routes/admin/teams/team.tsx", id("admin/teams/item")),
    route("teams/:id/members", "routes/admin/teams/team-members.tsx", id("admin/teams/members")),
    route("audit-log", "routes/admin/audit-log.tsx", id("admin/audit-log")),
  ];
}

export function impersonationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route(
      "admin/impersonation/return",
      "routes/admin/impersonation-return.ts",
      id("admin/impersonation-return"),
    ),
  ];
}
