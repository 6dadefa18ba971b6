import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface SessionUser {
  userId: number;
  tokenHash: string;
  impersonatorUserId: number | null;
  lastUsedAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  row: {
    tokenHash: string;
    userId: number;
    impersonatorUserId: number | null;
    userAgent: string | null;
    ip: string | null;
    now: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      tokenHash: row.tokenHash,
      userId: row.userId,
      impersonatorUserId: row.impersonatorUserId,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.now,
      lastUsedAt: row.now,
      expiresAt: row.expiresAt,
    })
    .execute();
}

/** A live session of an active user: not revoked, not expired. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["sessions.userId", "sessions.tokenHash", "sessions.impersonatorUserId", "sessions.lastUsedAt"])
    .where("sessions.tokenHash", "=", tokenHash)
    .where("sessions.revokedAt", "is", null)
    .where("sessions.expiresAt", ">", now)
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable("sessions").set({ lastUsedAt: now }).where("tokenHash", "=", tokenHash).execute();
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revokedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("revokedAt", "is", null)
    .execute();
}

/** How long an address the user signed in from counts as theirs for sign-in throttling (auth.service.ts). */
const KNOWN_ADDRESS_DAYS = 180;

/** Whether the user signed in from this address (themselves, not impersonated) in the last 180 days. */
export async function hasSignedInFrom(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000).toISOString();
  const row = await db
    .selectFrom("sessions")
    .select("tokenHash")
    .where("userId", "=", userId)
    .where("ip", "=", ip)
    .where("impersonatorUserId", "is", null)
    .where("createdAt", ">", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listLiveSessions(db: Kysely<Database>, userId: number, now: string) {
  return db
    .selectFrom("sessions")
    .select(["tokenHash", "createdAt", "lastUsedAt", "userAgent", "ip"])
    .where("userId", "=", userId)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now)
    .where("impersonatorUserId", "is", null)
    .orderBy("lastUsedAt", "desc")
    .execute();
}

/** Revokes every live session of the user except `keepTokenHash` (none kept when it is null). */
export async function revokeSessionsOf(
  db: Kysely<Database>,
  userId: number,
  keepTokenHash: string | null,
): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revokedAt: new Date().toISOString() })
    .where("userId", "=", userId)
    .where("revokedAt", "is", null);
  if (keepTokenHash) query = query.where("tokenHash", "!=", keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
