import { type Kysely, sql } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

export async function findUserForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "passwordHash", "status", "firstName"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "avatarKey", "language", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function findUserTeams(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("teams", "teams.id", "teamMembers.teamId")
    .select(["teams.id", "teams.name", "teams.slug", "teamMembers.role"])
    .where("teamMembers.userId", "=", userId)
    .orderBy("teamMembers.createdAt")
    .orderBy("teams.id")
    .execute();
}

export async function findUserGroups(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("userGroups")
    .innerJoin("groups", "groups.id", "userGroups.groupId")
    .select(["groups.code"])
    .where("userGroups.userId", "=", userId)
    .orderBy("groups.code")
    .execute();
}

export async function recordLogin(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db.updateTable("users").set({ lastLoginAt: now }).where("id", "=", userId).execute();
}

export async function findAvatarKey(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("users")
    .select("avatarKey")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.avatarKey;
}

/** Writes the profile fields given (name, language, avatar) and stamps the change. */
export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<{
    firstName: string;
    lastName: string;
    language: string;
    avatarKey: string | null;
    role: "professional" | "buyer";
  }>,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...changes, updatedAt: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** The id and e-mail address of a user (who accepts or views an invitation). */
export function findUserEmail(db: Kysely<Database>, userId: number) {
  return db.selectFrom("users").select(["id", "email"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

/** Whether the user belongs to the group, its code compared without regard to case. */
export async function isInGroup(db: Kysely<Database>, userId: number, groupCode: string): Promise<boolean> {
  const row = await db
    .selectFrom("userGroups")
    .innerJoin("groups", "groups.id", "userGroups.groupId")
    .select("groups.id")
    .where("userGroups.userId", "=", userId)
    .where(sql<string>`lower(${sql.ref("groups.code")})`, "=", groupCode.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored password hash of a user (who must exist). */
export function findPasswordHash(db: Kysely<Database>, userId: number) {
  return db.selectFrom("users").select(["passwordHash"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

/**
 * The teams a user belongs to, with the user's role and how many other members and other owners each has:
 * what deleting the account decides on.
 */
export function findTeamsOfLeavingUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("teamMembers as mine")
    .innerJoin("teams", "teams.id", "mine.teamId")
    .select([
      "teams.id",
      "teams.name",
      "mine.role",
      (eb) =>
        eb
          .selectFrom("teamMembers as others")
          .select((o) => o.fn.countAll<number>().as("n"))
          .whereRef("others.teamId", "=", "mine.teamId")
          .where("others.userId", "!=", userId)
          .as("otherMembers"),
      (eb) =>
        eb
          .selectFrom("teamMembers as owners")
          .select((o) => o.fn.countAll<number>().as("n"))
          .whereRef("owners.teamId", "=", "mine.teamId")
          .where("owners.userId", "!=", userId)
          .where("owners.role", "=", "owner")
          .as("otherOwners"),
    ])
    .where("mine.userId", "=", userId)
    .execute();
}

/** Deletes teams with everything that belongs to them (the foreign keys cascade). */
export async function deleteTeams(db: Kysely<Database>, teamIds: number[]): Promise<void> {
  if (teamIds.length > 0) await db.deleteFrom("teams").where("id", "in", teamIds).execute();
}

/** Deletes a user with their sessions, memberships and reset links (the foreign keys cascade). */
export async function deleteUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("users").where("id", "=", userId).execute();
}
