import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, rateLimited, secondsUntil } from "../../errors.ts";
import { findUserForLogin, recordLogin } from "../users/users.repository.ts";
import { getDecoyHash, verifyPassword } from "./password.ts";
import { clearCounter, clearCountersStartingWith, hitCounter, peekWindow } from "./rate-limit.repository.ts";
import { hasSignedInFrom, revokeSession } from "./sessions.repository.ts";
import { openSession } from "./sessions.service.ts";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures on one account from every address together, in multiples of the per-address limit, past which
 * only addresses the account signed in from before may still try (a guess spread over many addresses).
 */
const ACCOUNT_LIMIT_FACTOR = 10;

const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", "error.invalidCredentials");

/** The counters of one account: per address, and all addresses together (decision 027). */
const accountKey = (email: string) => `login:${email}`;
const pairKey = (email: string, ip: string | null) => `login-from:${email}|${ip ?? "unknown"}`;

/**
 * Signs a user in. Every failure (unknown e-mail, wrong password, inactive user) is the same 401
 * 'Invalid credentials' (docs/security.md, decision 027), and takes the same time.
 *
 * Throttling slows the guesser, not the owner (decision 027): failures are counted per account and address,
 * and past `loginRateLimit` in 15 minutes that address alone gets 429 for the rest of its window; the owner
 * elsewhere signs in as usual. Past ten times that on the account from all addresses together (a guess spread
 * over many addresses), addresses the account never signed in from get 429 too, until the window ends or a
 * password reset (the e-mailed link) lifts it; a correct password from a known address always works.
 */
export async function login(
  db: Kysely<Database>,
  config: Config,
  input: { email: string; password: string; userAgent: string | null; ip: string | null },
): Promise<{ token: string; expiresAt: string; firstName: string }> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const [pair, account] = await Promise.all([
    peekWindow(db, pairKey(email, input.ip), now),
    peekWindow(db, accountKey(email), now),
  ]);
  if (pair.count >= config.loginRateLimit) throw rateLimited(secondsUntil(pair.resetAt, now));
  const user = await findUserForLogin(db, email);
  if (
    account.count >= config.loginRateLimit * ACCOUNT_LIMIT_FACTOR &&
    !(user && input.ip && (await hasSignedInFrom(db, user.id, input.ip)))
  ) {
    throw rateLimited(secondsUntil(account.resetAt, now));
  }
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !isValid || user.status !== "active") {
    await hitCounter(db, pairKey(email, input.ip), FAILURE_WINDOW_MS, now);
    await hitCounter(db, accountKey(email), FAILURE_WINDOW_MS, now);
    throw invalidCredentials();
  }
  // The account-wide count stays: the owner signing in must not hand a distributed guesser a fresh budget.
  await clearCounter(db, pairKey(email, input.ip));
  const session = await openSession(db, {
    userId: user.id,
    days: config.sessionDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  await recordLogin(db, user.id, now.toISOString());
  return { ...session, firstName: user.firstName };
}

/** Lifts every sign-in limit of an account: its owner proved they read its mail (a password reset). */
export async function clearLoginThrottle(db: Kysely<Database>, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await clearCounter(db, accountKey(normalized));
  await clearCountersStartingWith(db, pairKey(normalized, ""));
}

export async function logout(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await revokeSession(db, tokenHash, new Date().toISOString());
}
