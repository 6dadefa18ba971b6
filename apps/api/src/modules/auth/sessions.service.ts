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

/** Public id of a session in lists: a prefix of its hash, which reveals nothing usable. */
export const sessionPublicId = (tokenHash: string): string => tokenHash.slice(0, 16);
