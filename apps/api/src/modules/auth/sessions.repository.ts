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
