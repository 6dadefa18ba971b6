/**
 * The back office's accounts screens (users, teams, memberships, audit log), mounted inside the admin layout
 * by routes.ts for every locale, and the impersonation return, which sits outside it (the visitor is still
 * the impersonated user, no administrator, until it has run).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function accountRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("users", "features/admin/users/routes/user-list.tsx", id("admin/users")),
    route("users/:id", "features/admin/users/routes/user.tsx", id("admin/users/item")),
    route("users/:id/teams", "features/admin/users/routes/user-teams.tsx", id("admin/users/teams")),
    route("teams", "features/admin/teams/routes/team-list.tsx", id("admin/teams")),
    route("teams/:id", "features/admin/teams/routes/team.tsx", id("admin/teams/item")),
    route("teams/:id/members", "features/admin/teams/routes/team-members.tsx", id("admin/teams/members")),
    route("audit-log", "features/admin/audit/routes/audit-log.tsx", id("admin/audit-log")),
  ];
}

export function impersonationRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route(
      "admin/impersonation/return",
      "features/admin/users/routes/impersonation-return.ts",
      id("admin/impersonation-return"),
    ),
  ];
}
