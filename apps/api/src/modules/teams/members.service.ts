import type { TeamRole } from "@keel/contracts/auth";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, forbidden, notFound } from "../../errors.ts";
import { hasRole } from "../../plugins/access.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import { deleteMembership, findMembers, findMembership, setMemberRole } from "./teams.repository.ts";
import { assertOwnerRemains } from "./teams.service.ts";

export async function listMembers(db: Kysely<Database>, teamId: number) {
  const rows = await findMembers(db, teamId);
  return rows.map((row) => ({
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarKey ? webpVariantUrl(row.avatarKey, 320) : null,
    role: row.role,
    joinedAt: row.joinedAt,
  }));
}

/**
 * Role changes (docs/permissions.md): admins manage members and admins; only owners grant or take the owner
 * role; a team never loses its last owner.
 */
export async function changeRole(
  db: Kysely<Database>,
  input: { teamId: number; actorRole: TeamRole; userId: number; role: TeamRole },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await findMembership(trx, input.teamId, input.userId);
    if (!target) throw notFound();
    if ((target.role === "owner" || input.role === "owner") && input.actorRole !== "owner") throw forbidden();
    if (target.role === "owner" && input.role !== "owner")
      await assertOwnerRemains(trx, input.teamId, input.userId);
    await setMemberRole(trx, input.teamId, input.userId, input.role);
  });
}

/**
 * Removes a member, or lets a member leave. Removing someone else needs the admin role, and removing an owner
 * needs the owner role; the last owner cannot go.
 */
export async function removeMember(
  db: Kysely<Database>,
  input: { teamId: number; actorId: number; actorRole: TeamRole; userId: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await findMembership(trx, input.teamId, input.userId);
    if (!target) throw notFound();
    const isSelf = input.actorId === input.userId;
    if (!isSelf && !hasRole(input.actorRole, "admin")) throw forbidden();
    if (!isSelf && target.role === "owner" && input.actorRole !== "owner") throw forbidden();
    await assertOwnerRemains(trx, input.teamId, input.userId);
    await deleteMembership(trx, input.teamId, input.userId);
  });
}

/**
 * Sets a member's role with no rule of its own, for another module that checks its rules in the transaction it
 * passes as `db` (the back office locks the team and keeps its last owner).
 */
export async function updateMemberRole(
  db: Kysely<Database>,
  input: { teamId: number; userId: number; role: TeamRole },
): Promise<void> {
  await setMemberRole(db, input.teamId, input.userId, input.role);
}

/** Removes a member with no rule of its own, under the same terms as `updateMemberRole`. */
export async function deleteMember(
  db: Kysely<Database>,
  input: { teamId: number; userId: number },
): Promise<void> {
  await deleteMembership(db, input.teamId, input.userId);
}

export function requireRoleAtMost(actorRole: TeamRole, granted: TeamRole): void {
  if (!hasRole(actorRole, granted)) {
    throw new AppError("FORBIDDEN", "error.roleTooHigh", {
      details: [
        { path: "body.role", code: "role_too_high", message: "you cannot grant a role above your own" },
      ],
    });
  }
}
