/**
 * Users in the back office: search, read with groups, teams and sessions, edit, activate or deactivate, and
 * grant or remove groups. Every change and its audit entry commit together.
 */
import type {
  TAdminGroup,
  TAdminUser,
  TAdminUserList,
  TAdminUserListQuery,
  TAdminUserUpdate,
} from "@keel/contracts/admin";
import { ADMIN_GROUP } from "@keel/contracts/auth";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { revokeSessionsOf } from "../auth/sessions.repository.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import { revokeImpersonationsBy } from "./admin-impersonation.repository.ts";
import { findMembershipPage } from "./admin-memberships.repository.ts";
import { toMembership } from "./admin-memberships.service.ts";
import { offsetOf } from "./admin-search.ts";
import {
  countLiveSessions,
  deleteUserGroup,
  findAllGroups,
  findEditableUser,
  findGroupByCode,
  findGroupCodesOf,
  findGroupsOfUser,
  findUserDetail,
  findUserPage,
  insertUserGroup,
  isEmailUsedByAnother,
  isInGroup,
  updateUserColumns,
} from "./admin-users.repository.ts";

/** More teams than this on one account is not a real case; the detail shows them all in one go. */
const DETAIL_TEAMS_LIMIT = 100;

const emailTaken = () =>
  new AppError("CONFLICT", "admin.error.emailTaken", {
    details: [{ path: "body.email", code: "email_taken", message: "another account uses this e-mail" }],
  });

const isUniqueViolation = (error: unknown): boolean =>
  /unique|duplicate/i.test(String((error as Error | undefined)?.message));

/** A page of users matching the search and filters, with their group codes and team count. */
export async function listUsers(db: Kysely<Database>, query: TAdminUserListQuery): Promise<TAdminUserList> {
  const { rows, total } = await findUserPage(
    db,
    { q: query.q, status: query.status, group: query.group },
    { sort: query.sort, offset: offsetOf(query), limit: query.pageSize },
  );
  const groups = new Map<number, string[]>();
  for (const { userId, code } of await findGroupCodesOf(
    db,
    rows.map((r) => r.id),
  )) {
    groups.set(userId, [...(groups.get(userId) ?? []), code]);
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      status: row.status,
      language: row.language,
      groups: groups.get(row.id) ?? [],
      teamCount: Number(row.teamCount ?? 0),
      createdAt: row.createdAt,
      lastLoginAt: row.lastLoginAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A user's profile with groups, team memberships and live session count. 404 for an unknown id. */
export async function getAdminUser(db: Kysely<Database>, userId: number): Promise<TAdminUser> {
  const [user, groups, teams, sessionCount] = await Promise.all([
    findUserDetail(db, userId),
    findGroupsOfUser(db, userId),
    findMembershipPage(db, { userId }, { offset: 0, limit: DETAIL_TEAMS_LIMIT }),
    countLiveSessions(db, userId, nowIso()),
  ]);
  if (!user) throw notFound();
  const { avatarKey, ...profile } = user;
  return {
    ...profile,
    avatarUrl: avatarKey ? webpVariantUrl(avatarKey, 320) : null,
    groups,
    teams: teams.rows.map(toMembership),
    sessionCount,
  };
}

/**
 * Applies an admin's edit of an account. Deactivating signs the user out everywhere (their own sessions and
 * any impersonation they opened as an admin) and blocks login; an admin cannot deactivate themselves.
 * Audit: `user.update` with before/after of the profile fields, `user.status.set` for (de)activation.
 * Returns the number of sessions revoked when the user was deactivated, null otherwise.
 */
export async function updateUser(
  db: Kysely<Database>,
  actorUserId: number,
  userId: number,
  input: TAdminUserUpdate,
): Promise<{ user: TAdminUser; sessionsRevoked: number | null }> {
  if (input.status === "inactive" && userId === actorUserId) {
    throw new AppError("CONFLICT", "admin.error.selfDeactivation", {
      details: [
        { path: "body.status", code: "self_deactivation", message: "you cannot deactivate yourself" },
      ],
    });
  }
  const sessionsRevoked = await db
    .transaction()
    .execute(async (trx) => {
      const before = await findEditableUser(trx, userId);
      if (!before) throw notFound();
      const { status, ...profile } = input;
      if (profile.email !== undefined && profile.email !== before.email) {
        if (await isEmailUsedByAnother(trx, profile.email, userId)) throw emailTaken();
      }
      const changes = changedFields(before, profile);
      const values: Parameters<typeof updateUserColumns>[2] = Object.fromEntries(
        Object.entries(changes).map(([field, { to }]) => [field, to]),
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit(trx, {
          actorUserId,
          action: "user.update",
          entityType: "user",
          entityId: userId,
          details: { changes },
        });
      }
      let revoked: number | null = null;
      if (status !== undefined && status !== before.status) {
        values.status = status;
        if (status === "inactive") {
          revoked = (await revokeSessionsOf(trx, userId, null)) + (await revokeImpersonationsBy(trx, userId));
        }
        await recordAudit(trx, {
          actorUserId,
          action: "user.status.set",
          entityType: "user",
          entityId: userId,
          details: {
            status: { from: before.status, to: status },
            ...(revoked === null ? {} : { sessionsRevoked: revoked }),
          },
        });
      }
      if (Object.keys(values).length > 0) await updateUserColumns(trx, userId, values, nowIso());
      return revoked;
    })
    .catch((error: unknown) => {
      // Two edits racing for one e-mail: the unique index decides, the loser gets the field error.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return { user: await getAdminUser(db, userId), sessionsRevoked };
}

/** Every group a user can be put in (the filter and the grant buttons of the back office). */
export async function listGroups(db: Kysely<Database>): Promise<TAdminGroup[]> {
  return (await findAllGroups(db)).map(({ code, name }) => ({ code, name }));
}

async function requireUserAndGroup(db: Kysely<Database>, userId: number, code: string) {
  const [user, group] = await Promise.all([findEditableUser(db, userId), findGroupByCode(db, code)]);
  if (!user) throw notFound();
  if (!group) throw new AppError("NOT_FOUND", "admin.error.groupNotFound");
  return { user, group };
}

/**
 * Puts a user in a group (e.g. `admin`). Idempotent: granting a group the user already has changes and
 * records nothing. Audit: `user.group.grant`.
 */
export async function grantGroup(
  db: Kysely<Database>,
  actorUserId: number,
  userId: number,
  code: string,
): Promise<{ name: string; groups: TAdminGroup[] }> {
  return db.transaction().execute(async (trx) => {
    const { user, group } = await requireUserAndGroup(trx, userId, code);
    if (!(await isInGroup(trx, userId, group.id))) {
      await insertUserGroup(trx, userId, group.id);
      await recordAudit(trx, {
        actorUserId,
        action: "user.group.grant",
        entityType: "user",
        entityId: userId,
        details: { group: group.code },
      });
    }
    return { name: `${user.firstName} ${user.lastName}`, groups: await findGroupsOfUser(trx, userId) };
  });
}

/**
 * Takes a user out of a group. An admin cannot remove their own admin group (the back office would lock
 * them out mid-task, or leave nobody in charge); losing the admin group also ends the impersonations the
 * user had opened. Idempotent like grantGroup. Audit: `user.group.remove`.
 */
export async function removeGroup(
  db: Kysely<Database>,
  actorUserId: number,
  userId: number,
  code: string,
): Promise<{ name: string; groups: TAdminGroup[] }> {
  return db.transaction().execute(async (trx) => {
    const { user, group } = await requireUserAndGroup(trx, userId, code);
    const isAdminGroup = group.code.toLowerCase() === ADMIN_GROUP;
    if (isAdminGroup && userId === actorUserId) {
      throw new AppError("CONFLICT", "admin.error.selfAdminRemoval");
    }
    if (await isInGroup(trx, userId, group.id)) {
      await deleteUserGroup(trx, userId, group.id);
      const impersonationsEnded = isAdminGroup ? await revokeImpersonationsBy(trx, userId) : 0;
      await recordAudit(trx, {
        actorUserId,
        action: "user.group.remove",
        entityType: "user",
        entityId: userId,
        details: { group: group.code, ...(isAdminGroup ? { impersonationsEnded } : {}) },
      });
    }
    return { name: `${user.firstName} ${user.lastName}`, groups: await findGroupsOfUser(trx, userId) };
  });
}
