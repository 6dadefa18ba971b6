/**
 * Sign-in throttling slows a guesser without handing them a way to lock the owner out (decision 027): failures
 * count per account and address, a guess spread over many addresses only shuts out addresses the account never
 * signed in from, and a password reset lifts everything. Every 429 says when to retry.
 */
import { describe, expect, it } from "vitest";
import { hashToken, newSessionToken } from "../modules/auth/session-token.ts";
import { createUser } from "../test/factories.ts";
import { buildTestApp, getTestDb } from "../test/harness.ts";

const LIMIT = 3;
const FIFTEEN_MINUTES = 15 * 60;

describe("sign-in throttling", () => {
  it("an attacker failing from one address cannot lock the owner out", async () => {
    const app = await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
    const owner = await createUser();
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: owner.email, password },
        remoteAddress,
        headers: { "accept-language": "fr" },
      });
    for (let i = 0; i < LIMIT * 2; i += 1) await attempt(`guess-${i}`, "198.51.100.7");
    const attacker = await attempt(owner.password, "198.51.100.7");
    expect(attacker.statusCode).toBe(429);
    const retryAfter = Number(attacker.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES);
    expect(attacker.json().error).toMatchObject({
      code: "RATE_LIMITED",
      message: `Trop de tentatives. Patientez ${retryAfter} secondes puis réessayez.`,
    });

    // The owner, an administrator or anyone, from their own address: the right password works at once.
    const ownerAttempt = await attempt(owner.password, "203.0.113.20");
    expect(ownerAttempt.statusCode).toBe(200);
  });

  it("a guess spread over many addresses shuts out unknown addresses only, until a password reset", async () => {
    const app = await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
    const owner = await createUser();
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: owner.email, password },
        remoteAddress,
      });
    // The owner signed in from home last week.
    expect((await attempt(owner.password, "203.0.113.50")).statusCode).toBe(200);
    // Ten times the per-address limit, each address staying under it.
    for (let i = 0; i < LIMIT * 10; i += 1) {
      expect((await attempt("wrong", `198.51.100.${10 + i}`)).statusCode).toBe(401);
    }
    const stranger = await attempt(owner.password, "198.51.100.200");
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(owner.password, "203.0.113.50")).statusCode).toBe(200);

    // The e-mailed reset link lifts the throttle for the owner's new device too.
    const db = await getTestDb();
    const token = newSessionToken();
    const now = new Date();
    await db
      .insertInto("passwordResetTokens")
      .values({
        tokenHash: hashToken(token),
        userId: owner.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    const reset = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "a-brand-new-passphrase-2026" },
      remoteAddress: "198.51.100.201",
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt("a-brand-new-passphrase-2026", "198.51.100.200")).statusCode).toBe(200);
  });

  it("answers an unknown address the same way whether or not the account exists", async () => {
    const app = await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
    const owner = await createUser();
    const ghost = `nobody-${Date.now()}@keel.test`;
    const codes = async (email: string) => {
      const seen: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        const response = await app.inject({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email, password: "wrong" },
          remoteAddress: "198.51.100.99",
        });
        seen.push(response.statusCode);
      }
      return seen;
    };
    expect(await codes(owner.email)).toEqual([401, 401, 401, 429]);
    expect(await codes(ghost)).toEqual([401, 401, 401, 429]);
  });
});
