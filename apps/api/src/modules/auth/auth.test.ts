import { describe, expect, it } from "vitest";
import { addMember, bearer, createTeam, createUser, login, makeAdmin } from "../../test/factories.ts";
import { buildTestApp, getTestApp, getTestDb } from "../../test/harness.ts";
import { hashToken } from "./session-token.ts";

const post = async (payload: unknown, headers: Record<string, string> = {}) =>
  (await getTestApp()).inject({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: payload as object,
    headers,
  });

describe("POST auth/login", () => {
  it("returns a token, stores only its hash, and greets the user", async () => {
    const user = await createUser({ firstName: "Marie" });
    const response = await post({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.message).toBe("Welcome back, Marie.");
    const db = await getTestDb();
    const sessions = await db
      .selectFrom("sessions")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toEqual([{ tokenHash: hashToken(body.token) }]);
  });

  it.each([
    ["a wrong password", async () => ({ email: (await createUser()).email, password: "wrong-password" })],
    ["an unknown e-mail", async () => ({ email: "nobody-here@keel.test", password: "whatever-it-is" })],
    [
      "an inactive user",
      async () => {
        const user = await createUser({ status: "inactive" });
        return { email: user.email, password: user.password };
      },
    ],
    ["a malformed e-mail", async () => ({ email: "not an email", password: "x" })],
  ])("answers 401 Invalid credentials for %s", async (_label, credentials) => {
    const response = await post(await credentials());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Invalid credentials",
      error: { code: "INVALID_CREDENTIALS", message: "Invalid credentials" },
    });
  });

  it("translates the message into the caller's language", async () => {
    const response = await post(
      { email: "nobody@keel.test", password: "x" },
      { "accept-language": "fr-FR,fr;q=0.9" },
    );
    expect(response.json().error.message).toBe("Identifiants invalides");
    expect(response.json().message).toBe("Identifiants invalides");
  });

  it("answers 400 with field details when fields are missing", async () => {
    const response = await post({ email: "someone@keel.test" });
    expect(response.statusCode).toBe(400);
    const { error, message } = response.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details).toEqual([expect.objectContaining({ path: "body.password" })]);
    // Any client that shows a body's `message` shows the error's text, not nothing.
    expect(message).toBe(error.message);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const app = await getTestApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("throttles the address that keeps failing, even for the right password, and says when to retry", async () => {
    const app = await buildTestApp({ LOGIN_RATE_LIMIT: "3" });
    const user = await createUser();
    // An address of its own: the route's per-address count is shared with this file's other sign-ins.
    const remoteAddress = "198.51.100.77";
    for (let i = 0; i < 3; i += 1) {
      const failed = await app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: user.email, password: "nope" },
        remoteAddress,
      });
      expect(failed.statusCode).toBe(401);
    }
    const throttled = await app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe("RATE_LIMITED");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits login attempts per IP address", async () => {
    const app = await buildTestApp({ LOGIN_RATE_LIMIT: "2" });
    const codes: number[] = [];
    // Per-IP limit is three times the per-account one; distinct e-mails so only the IP limit applies.
    for (let i = 0; i < 7; i += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        remoteAddress: "203.0.113.9",
        payload: { email: `ip-limit-${i}@keel.test`, password: "nope" },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 6).every((c) => c === 401)).toBe(true);
    expect(codes[6]).toBe(429);
  });
});

describe("GET auth/me", () => {
  it("returns the user with teams (id, name, role) and groups", async () => {
    const user = await createUser({ firstName: "Ana", language: "es" });
    const owned = await createTeam({ ownerId: user.id, name: "Costa Brava Boats" });
    const other = await createTeam();
    await addMember(other.id, user.id, "member");
    await makeAdmin(user.id);
    const app = await getTestApp();
    const token = await login(app, user.email, user.password);
    const response = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Ana",
      language: "es",
      impersonatedBy: null,
    });
    expect(me.teams).toEqual([
      { id: owned.id, name: "Costa Brava Boats", slug: owned.slug, role: "owner" },
      { id: other.id, name: other.name, slug: other.slug, role: "member" },
    ]);
    expect(me.groups).toEqual([{ code: "admin" }]);
    expect(me).not.toHaveProperty("passwordHash");
  });

  it.each([
    ["no token", {}],
    ["a malformed header", { authorization: "Token abc" }],
    ["an unknown token", { authorization: `Bearer ${"x".repeat(43)}` }],
  ])("answers 401 with %s", async (_label, headers) => {
    const app = await getTestApp();
    const response = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a session once the user is deactivated", async () => {
    const user = await createUser();
    const app = await getTestApp();
    const token = await login(app, user.email, user.password);
    const db = await getTestDb();
    await db.updateTable("users").set({ status: "inactive" }).where("id", "=", user.id).execute();
    const response = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an expired session", async () => {
    const user = await createUser();
    const app = await getTestApp();
    const token = await login(app, user.email, user.password);
    const db = await getTestDb();
    await db
      .updateTable("sessions")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("tokenHash", "=", hashToken(token))
      .execute();
    const response = await app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST auth/logout", () => {
  it("revokes the token it is called with, and only that one", async () => {
    const user = await createUser();
    const app = await getTestApp();
    const first = await login(app, user.email, user.password);
    const second = await login(app, user.email, user.password);
    const response = await app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("You are signed out.");
    const me = (token: string) =>
      app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(token) });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});
