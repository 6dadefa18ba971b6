/**
 * The queries of sign-up, invitation sign-up and password changes (account.service.ts): pending sign-ups, the
 * new user row, reset links and password hashes.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database, PasswordResetTokensTable, SignUpRequestsTable, UsersTable } from "../../db/schema.ts";

/** The account using an address, whatever its status: who a note about a sign-up attempt goes to. */
export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "language"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/** The active account using an address: who may receive a reset link. */
export function findActiveUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "language"])
    .where("email", "=", email)
    .where("status", "=", "active")
    .executeTakeFirst();
}

export async function insertSignUpRequest(
  db: Kysely<Database>,
  request: Insertable<SignUpRequestsTable>,
): Promise<void> {
  await db.insertInto("signUpRequests").values(request).execute();
}

/** The sign-up a link opens: unused and unexpired at `now`. */
export function findPendingSignUp(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom("signUpRequests")
    .select(["email", "passwordHash", "firstName", "lastName", "language", "companyName", "country"])
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
}

/**
 * Uses every pending sign-up of an address (one link followed closes the others); the number of rows changed,
 * 0 when another request used them first.
 */
export async function useSignUpRequestsOf(db: Kysely<Database>, email: string, now: string): Promise<number> {
  const result = await db
    .updateTable("signUpRequests")
    .set({ usedAt: now })
    .where("email", "=", email)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new user; the unique index on `email` refuses a second account for an address. */
export async function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto("users").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPasswordResetToken(
  db: Kysely<Database>,
  token: Insertable<PasswordResetTokensTable>,
): Promise<void> {
  await db.insertInto("passwordResetTokens").values(token).execute();
}

/** The active user a reset link still works for (unused, unexpired at `now`). */
export function findUserOfResetToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom("passwordResetTokens")
    .innerJoin("users", "users.id", "passwordResetTokens.userId")
    .select(["users.id", "users.email", "users.firstName", "users.language"])
    .where("passwordResetTokens.tokenHash", "=", tokenHash)
    .where("passwordResetTokens.usedAt", "is", null)
    .where("passwordResetTokens.expiresAt", ">", now)
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

/** Uses a reset link; the number of rows changed, 0 when another request used it first. */
export async function useResetToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<number> {
  const result = await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Who changes their password, with the hash the current password is checked against. */
export function findUserForPasswordChange(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "language", "passwordHash"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db.updateTable("users").set({ passwordHash, updatedAt: now }).where("id", "=", userId).execute();
}
