import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CapturedMail,
  decodedText,
  linksIn,
  type MailServer,
  startMailServer,
} from "../../../../../scripts/lib/mail-server.ts";
import { bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { buildTestApp, getTestDb } from "../../test/harness.ts";

let mail: MailServer;
let app: FastifyInstance;
beforeAll(async () => {
  mail = await startMailServer();
  app = await buildTestApp({ SMTP_URL: mail.smtpUrl, PUBLIC_APP_URL: "https://keel.example" });
});
afterAll(() => mail.close());

// Sign-up and reset are limited per IP; each request here comes from its own documentation address.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

async function mailsTo(address: string): Promise<CapturedMail[]> {
  const all = (await (await fetch(mail.httpUrl)).json()) as CapturedMail[];
  return all.filter((m) => m.to.includes(address));
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Giulia",
  lastName: "Bianchi",
  email: `giulia-${Math.random().toString(36).slice(2)}@keel.test`,
  password: "Portofino-2026",
  language: "it",
  companyName: "Liguria Yachting",
  country: "IT",
  acceptTerms: true,
  ...overrides,
});

describe("POST auth/register", () => {
  it("creates the user, their team on the free plan and a session, and sends a welcome e-mail in their language", async () => {
    const input = registration();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: input,
      headers: { "accept-language": "it" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Benvenuto a bordo, Giulia! Il tuo team è pronto.");
    const me = (
      await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(body.token) })
    ).json();
    expect(me).toMatchObject({
      email: input.email,
      language: "it",
      teams: [{ id: body.teamId, name: "Liguria Yachting", role: "owner" }],
    });
    const team = (
      await app.inject({ method: "GET", url: `/api/v1/teams/${body.teamId}`, headers: bearer(body.token) })
    ).json();
    expect(team).toMatchObject({
      country: "IT",
      currency: "EUR",
      unit: "metric",
      plan: { code: "free", canPostBoats: false },
    });
    const [welcome] = await mailsTo(input.email);
    expect(welcome?.subject).toBe("Benvenuto su Keel");
    expect(linksIn(welcome!.raw)).toContain("https://keel.example/it/dashboard");
  });

  it("answers 409 with a field error for an e-mail already in use, and saves nothing", async () => {
    const existing = await createUser();
    const db = await getTestDb();
    const before = await db
      .selectFrom("teams")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: registration({ email: existing.email.toUpperCase() }),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: "body.email", code: "email_taken" }),
    ]);
    const after = await db
      .selectFrom("teams")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ["a short password", { password: "short1" }, "body.password", "too_small"],
    ["a password of letters only", { password: "onlyletterspassword" }, "body.password", "password_weak"],
    ["an invalid e-mail", { email: "giulia@" }, "body.email", "invalid_format"],
    ["unaccepted terms", { acceptTerms: false }, "body.acceptTerms", "invalid_value"],
    ["an unknown country", { country: "XX" }, "body.country", "invalid_value"],
    ["an unknown language", { language: "de" }, "body.language", "invalid_value"],
    ["an empty first name", { firstName: "  " }, "body.firstName", "too_small"],
  ])("refuses %s with a field error", async (_label, overrides, path, code) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: registration(overrides),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, code })]),
    );
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    return app.inject({
      method: "POST",
      url: "/api/v1/auth/password/forgot",
      payload: { email },
      remoteAddress: nextAddress(),
    });
  }

  it("answers the same for known and unknown addresses, and mails a link only to the known one", async () => {
    const user = await createUser({ language: "fr" });
    const known = await requestReset(user.email);
    const unknown = await requestReset("nobody-at-all@keel.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const [resetMail] = await mailsTo(user.email);
    expect(resetMail?.subject).toMatch(/Réinitialisez votre mot de passe/);
    expect(linksIn(resetMail!.raw).find((l) => l.includes("/fr/auth/password/reset/"))).toBeDefined();
    expect(await mailsTo("nobody-at-all@keel.test")).toEqual([]);
  });

  it("sets the new password once, signs out every session, refuses the old password and the used link", async () => {
    const user = await createUser();
    const oldToken = await login(app, user.email, user.password);
    await requestReset(user.email);
    const link = linksIn((await mailsTo(user.email)).at(-1)!.raw).find((l) =>
      l.includes("/auth/password/reset/"),
    )!;
    const token = link.split("/").at(-1)!;
    const reset = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    const oldPassword = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await login(app, user.email, "A-brand-new-passphrase-1")).toBeTruthy();
    const again = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "Yet-another-pass-2" },
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode).toBe(410);
    const notice = (await mailsTo(user.email)).at(-1)!;
    expect(notice.subject).toMatch(/password was changed/);
  });

  it("refuses an expired link", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const token = linksIn((await mailsTo(user.email)).at(-1)!.raw)
      .find((l) => l.includes("/reset/"))!
      .split("/")
      .at(-1)!;
    const db = await getTestDb();
    await db
      .updateTable("passwordResetTokens")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("userId", "=", user.id)
      .execute();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe("GONE");
  });
});

describe("security settings", () => {
  it("changes the password with the current one, keeps this session and signs out the others", async () => {
    const user = await createUser();
    const current = await login(app, user.email, user.password);
    const other = await login(app, user.email, user.password);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password",
      headers: bearer(current),
      payload: {
        currentPassword: "not-it",
        newPassword: "Changed-pass-2026",
        confirmation: "Changed-pass-2026",
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details).toEqual([
      expect.objectContaining({ path: "body.currentPassword", code: "password_wrong" }),
    ]);
    const mismatch = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password",
      headers: bearer(current),
      payload: {
        currentPassword: user.password,
        newPassword: "Changed-pass-2026",
        confirmation: "Changed-pass-2027",
      },
    });
    expect(mismatch.json().error.details).toEqual([
      expect.objectContaining({ path: "body.confirmation", code: "passwords_mismatch" }),
    ]);
    const ok = await app.inject({
      method: "POST",
      url: "/api/v1/auth/password",
      headers: bearer(current),
      payload: {
        currentPassword: user.password,
        newPassword: "Changed-pass-2026",
        confirmation: "Changed-pass-2026",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(current) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(decodedText((await mailsTo(user.email)).at(-1)!.raw)).toContain(
      "Every other session has been signed out.",
    );
  });

  it("lists sessions with the current one marked, and signs out the others", async () => {
    const user = await createUser();
    const team = await createTeam({ ownerId: user.id });
    expect(team.id).toBeGreaterThan(0);
    const current = await login(app, user.email, user.password);
    await login(app, user.email, user.password);
    const list = (
      await app.inject({ method: "GET", url: "/api/v1/auth/sessions", headers: bearer(current) })
    ).json();
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const revoked = await app.inject({
      method: "DELETE",
      url: "/api/v1/auth/sessions/others",
      headers: bearer(current),
    });
    expect(revoked.json().message).toBe("1 other session signed out.");
    const after = (
      await app.inject({ method: "GET", url: "/api/v1/auth/sessions", headers: bearer(current) })
    ).json();
    expect(after.items).toHaveLength(1);
  });
});
