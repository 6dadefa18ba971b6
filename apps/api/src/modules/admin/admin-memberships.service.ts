/**
 * Team memberships from the back office, from either side (a user's teams, a team's members). Every change
 * locks the team's row, checks the rules, writes its audit entry and commits as one transaction.
 */
import type { TAdminMembership, TAdminMembershipList } from "@keel/contracts/admin";
import type { TeamRole } from "@keel/contracts/auth";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { deleteMember, updateMemberRole } from "../teams/members.service.ts";
import {
  countTeamMembers,
  findMembership,
  findMembershipPage,
  findUserExists,
  findUserRef,
  insertMembership,
  lockTeam,
  type MembershipRow,
} from "./admin-memberships.repository.ts";
import { offsetOf } from "./admin-search.ts";
import { findTeamExists } from "./admin-teams.repository.ts";

export function toMembership(row: MembershipRow): TAdminMembership {
  return {
    team: { id: row.teamId, name: row.teamName, slug: row.teamSlug, status: row.teamStatus },
    user: {
      id: row.userId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      status: row.userStatus,
    },
    role: row.role,
    joinedAt: row.joinedAt,
  };
}

const fieldNotFound = (key: "admin.error.userNotFound" | "admin.error.teamNotFound", path: string) =>
  new AppError("NOT_FOUND", key, { details: [{ path, code: "not_found", message: "does not exist" }] });

const alreadyMember = (path: string) =>
  new AppError("CONFLICT", "admin.error.alreadyMember", {
    details: [{ path, code: "already_member", message: "is already a member of the team" }],
  });

/**
 * A team must keep an owner while it has members: the last owner can be removed only when nobody else is
 * left, and can never be demoted (issue 3; docs/permissions.md).
 */
const lastOwner = () => new AppError("CONFLICT", "admin.error.lastOwner");

/** The teams a user belongs to, with their role, oldest membership first. 404 for an unknown user. */
export async function listUserTeams(
  db: Kysely<Database>,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<TAdminMembershipList> {
  if (!(await findUserExists(db, userId))) throw notFound();
  const { rows, total } = await findMembershipPage(
    db,
    { userId },
    { offset: offsetOf(page), limit: page.pageSize },
  );
  return { items: rows.map(toMembership), total, ...page };
}

/** The members of a team, with their role, oldest first. 404 for an unknown team. */
export async function listTeamMembers(
  db: Kysely<Database>,
  teamId: number,
  page: { page: number; pageSize: number },
): Promise<TAdminMembershipList> {
  if (!(await findTeamExists(db, teamId))) throw notFound();
  const { rows, total } = await findMembershipPage(
    db,
    { teamId },
    { offset: offsetOf(page), limit: page.pageSize },
  );
  return { items: rows.map(toMembership), total, ...page };
}

/**
 * Adds an existing user to a team with a role. `from` says which side the path names: the other side comes
 * from the body, so its absence is a field error (404 with details) while the path's is a plain 404.
 */
export async function addMembership(
  db: Kysely<Database>,
  actorUserId: number,
  input: {
    teamId: number;
    user: { id: number } | { email: string };
    role: TeamRole;
    from: "user" | "team";
  },
): Promise<TAdminMembership> {
  const userField = "id" in input.user ? "body.userId" : "body.email";
  return db.transaction().execute(async (trx) => {
    if (!(await lockTeam(trx, input.teamId))) {
      throw input.from === "team" ? notFound() : fieldNotFound("admin.error.teamNotFound", "body.teamId");
    }
    const user = await findUserRef(trx, input.user);
    if (!user) {
      throw input.from === "user" ? notFound() : fieldNotFound("admin.error.userNotFound", userField);
    }
    if (await findMembership(trx, input.teamId, user.id)) {
      throw alreadyMember(input.from === "user" ? "body.teamId" : userField);
    }
    await insertMembership(trx, {
      teamId: input.teamId,
      userId: user.id,
      role: input.role,
      createdAt: nowIso(),
    });
    await recordAudit(trx, {
      actorUserId,
      action: "team.member.add",
      entityType: "team",
      entityId: input.teamId,
      details: { userId: user.id, email: user.email, role: input.role },
    });
    const row = await findMembership(trx, input.teamId, user.id);
    return toMembership(row!);
  });
}

/** Changes a member's role; the last owner cannot be demoted. */
export async function changeMembershipRole(
  db: Kysely<Database>,
  actorUserId: number,
  input: { teamId: number; userId: number; role: TeamRole },
): Promise<TAdminMembership> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockTeam(trx, input.teamId))) throw notFound();
    const current = await findMembership(trx, input.teamId, input.userId);
    if (!current) throw notFound();
    if (current.role === input.role) return toMembership(current);
    if (current.role === "owner" && (await countTeamMembers(trx, input.teamId)).owners <= 1)
      throw lastOwner();
    await updateMemberRole(trx, input);
    await recordAudit(trx, {
      actorUserId,
      action: "team.member.role.set",
      entityType: "team",
      entityId: input.teamId,
      details: { userId: input.userId, email: current.email, role: { from: current.role, to: input.role } },
    });
    return toMembership({ ...current, role: input.role });
  });
}

/** Removes a member; the last owner of a team that has other members must hand ownership over first. */
export async function removeMembership(
  db: Kysely<Database>,
  actorUserId: number,
  input: { teamId: number; userId: number },
): Promise<TAdminMembership> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockTeam(trx, input.teamId))) throw notFound();
    const current = await findMembership(trx, input.teamId, input.userId);
    if (!current) throw notFound();
    if (current.role === "owner") {
      const { members, owners } = await countTeamMembers(trx, input.teamId);
      if (owners <= 1 && members > 1) throw lastOwner();
    }
    await deleteMember(trx, input);
    await recordAudit(trx, {
      actorUserId,
      action: "team.member.remove",
      entityType: "team",
      entityId: input.teamId,
      details: { userId: input.userId, email: current.email, role: current.role },
    });
    return toMembership(current);
  });
}
