import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { hashToken, newSessionToken } from "./session-token.ts";
import { insertSession } from "./sessions.repository.ts";

/** Opens a session for a user and returns the bearer token, which exists nowhere else from now on. */
export async function openSession(
  db: Kysely<Database>,
  input: {
    userId: number;
    days: number;
    userAgent: string | null;
    ip: string | null;
    impersonatorUserId?: number | null;
  },
): Promise<{ token: string; expiresAt: string }> {
  const token = newSessionToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.days * 86_400_000).toISOString();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    impersonatorUserId: input.impersonatorUserId ?? null,
    userAgent: input.userAgent?.slice(0, 400) ?? null,
    ip: input.ip,
    now: now.toISOString(),
    expiresAt,
  });
  return { token, expiresAt };
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

/** Public id of a session in lists: a prefix of its hash, which reveals nothing usable. */
export const sessionPublicId = (tokenHash: string): string => tokenHash.slice(0, 16);

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
