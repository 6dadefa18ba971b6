import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { findUserForLogin, recordLogin } from "../users/users.repository.ts";
import { getDecoyHash, verifyPassword } from "./password.ts";
import { clearCounter, hitCounter, peekCounter } from "./rate-limit.repository.ts";
import { revokeSession } from "./sessions.repository.ts";
import { openSession } from "./sessions.service.ts";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", "error.invalidCredentials");

/**
 * Signs a user in. Every failure (unknown e-mail, wrong password, inactive user) is the same 401
 * 'Invalid credentials' (spec sections 5, 8), and takes the same time. Failures per account are counted;
 * past the limit the account answers 429 for the rest of the window, whatever the password.
 */
export async function login(
  db: Kysely<Database>,
  config: Config,
  input: { email: string; password: string; userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: string; firstName: string }> {
  const email = input.email.trim().toLowerCase();
  const counterKey = `login:${email}`;
  const now = new Date();
  if ((await peekCounter(db, counterKey, now)) >= config.loginRateLimit) {
    throw new AppError("RATE_LIMITED", "error.rateLimited", {
      values: { seconds: FAILURE_WINDOW_MS / 1000 },
    });
  }
  const user = await findUserForLogin(db, email);
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !isValid || user.status !== "active") {
    await hitCounter(db, counterKey, FAILURE_WINDOW_MS, now);
    throw invalidCredentials();
  }
  await clearCounter(db, counterKey);
  const session = await openSession(db, {
    userId: user.id,
    days: config.sessionDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  await recordLogin(db, user.id, now.toISOString());
  return { ...session, firstName: user.firstName };
}

export async function logout(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await revokeSession(db, tokenHash, new Date().toISOString());
}
