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
