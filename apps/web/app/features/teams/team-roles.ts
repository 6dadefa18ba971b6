/**
 * What the team settings pages show to each role (docs/permissions.md): owner > admin > member. These rules
 * only decide which controls to show or disable; the API checks every call again.
 */
import { TEAM_ROLES, type TeamRole } from "@keel/contracts/account-codes";

const RANK: Record<TeamRole, number> = { owner: 3, admin: 2, member: 1 };

/** True when `role` includes `required` (an owner is also an admin and a member). */
export function hasRole(role: TeamRole, required: TeamRole): boolean {
  return RANK[role] >= RANK[required];
}

/** Roles someone may give when inviting: never above their own. */
export function invitableRoles(actor: TeamRole): TeamRole[] {
  return TEAM_ROLES.filter((role) => hasRole(actor, role));
}

/**
 * Roles `actor` may set on a member who has `target`, or an empty list when the role cannot be changed by
 * them: admins manage members and admins, only owners touch the owner role.
 */
export function assignableRoles(actor: TeamRole, target: TeamRole): TeamRole[] {
  if (!hasRole(actor, "admin")) return [];
  if (actor === "owner") return [...TEAM_ROLES];
  return target === "owner" ? [] : TEAM_ROLES.filter((role) => role !== "owner");
}

/** Anyone may leave; removing someone else needs admin, and removing an owner needs owner. */
export function canRemoveMember(actor: TeamRole, target: TeamRole, isSelf: boolean): boolean {
  if (isSelf) return true;
  if (!hasRole(actor, "admin")) return false;
  return target !== "owner" || actor === "owner";
}
