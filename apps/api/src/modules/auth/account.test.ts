import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import { bearer, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

// Sign-up and reset are limited per IP; each request here comes from its own documentation address.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

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

/** The token of the sign-up link in a confirmation e-mail (in the language the sign-up chose). */
function confirmLinkToken(raw: string, locale: string): string {
  const prefix = locale === "en-US" ? "" : `/${locale}`;
  const link = linksIn(raw).find((href) => href.includes("/auth/register/confirm/"));
  expect(link).toMatch(
    new RegExp(`^https://keel\\.example${prefix}/auth/register/confirm/[A-Za-z0-9_-]{43}$`),
  );
  return link!.split("/").at(-1)!;
}

const confirm = (token: string, remoteAddress: string) =>
  mailed.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/confirm",
    payload: { token },
    remoteAddress,
  });

describe("POST auth/register", () => {
  it("e-mails a link that opens the account: the user, their team on the free plan, a session and a welcome in their language", async () => {
    const input = registration();
    const response = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: input,
      headers: { "accept-language": "it" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `Controlla la tua casella di posta: abbiamo inviato un'e-mail a ${input.email} per completare la registrazione.`,
    });
    const db = await getTestDb();
    // Nothing exists until the address is proven.
    expect(
      await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst(),
    ).toBe(undefined);
    const [confirmMail] = await mailsTo(input.email);
    expect(confirmMail?.subject).toBe(
      "Conferma il tuo indirizzo e-mail per completare la registrazione a Keel",
    );
    // Nothing typed into the form is quoted to an address nobody has proven yet.
    expect(decodedText(confirmMail!.raw)).not.toMatch(/Giulia|Liguria/);
    const token = confirmLinkToken(confirmMail!.raw, "it");

    const confirmed = await confirm(token, nextAddress());
    expect(confirmed.statusCode).toBe(201);
    const body = confirmed.json();
    expect(body).toMatchObject({
      language: "it",
      message: "Benvenuto a bordo, Giulia! Il tuo team è pronto.",
    });
    const me = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(body.token) })
    ).json();
    expect(me).toMatchObject({
      email: input.email,
      language: "it",
      teams: [{ id: body.teamId, name: "Liguria Yachting", role: "owner" }],
    });
    const team = (
      await mailed.app.inject({
        method: "GET",
        url: `/api/v1/teams/${body.teamId}`,
        headers: bearer(body.token),
      })
    ).json();
    expect(team).toMatchObject({
      country: "IT",
      currency: "EUR",
      unit: "metric",
      plan: { code: "free", canPostBoats: false },
    });
    const welcome = (await mailsTo(input.email)).find((m) => m.subject === "Benvenuto su Keel");
    expect(decodedText(welcome!.raw)).toContain("Il tuo account e il tuo team Liguria Yachting sono pronti.");
    expect(decodedText(welcome!.raw)).toContain("scegli un piano");
    expect(linksIn(welcome!.raw)).toContain("https://keel.example/it/dashboard");
    // The password typed at sign-up is the account's.
    expect(await login(mailed.app, input.email, input.password)).toMatch(/.{20}/);
  });

  it("opens one account per link and address: a used, expired or overtaken link answers 410", async () => {
    const input = registration({ language: "en-GB" });
    const send = () =>
      mailed.app.inject({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: input,
        remoteAddress: nextAddress(),
      });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const [first, second] = (await mailsTo(input.email)).map((m) => confirmLinkToken(m.raw, "en-GB"));
    expect((await confirm(first!, nextAddress())).statusCode).toBe(201);
    const used = await confirm(first!, nextAddress());
    expect(used.statusCode).toBe(410);
    expect(used.json().error).toMatchObject({
      code: "GONE",
      message: "This sign-up link has expired or was already used. Sign in, or sign up again for a new link.",
    });
    // The other link of the same address opens nothing: the address has its account.
    expect((await confirm(second!, nextAddress())).statusCode).toBe(410);
    const db = await getTestDb();
    const users = await db.selectFrom("users").select("id").where("email", "=", input.email).execute();
    expect(users).toHaveLength(1);

    const late = registration();
    expect(
      (
        await mailed.app.inject({
          method: "POST",
          url: "/api/v1/auth/register",
          payload: late,
          remoteAddress: nextAddress(),
        })
      ).statusCode,
    ).toBe(202);
    const [lateMail] = await mailsTo(late.email);
    await db
      .updateTable("signUpRequests")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", late.email)
      .execute();
    expect((await confirm(confirmLinkToken(lateMail!.raw, "it"), nextAddress())).statusCode).toBe(410);
    expect((await confirm("x".repeat(43), nextAddress())).statusCode).toBe(410);
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
    const response = await mailed.app.inject({
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

describe("POST auth/register from an invitation", () => {
  /** A team with a pending invitation for `email`, sent by its owner through the API. */
  async function invitationFor(email: string, role = "admin") {
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, name: `Porto Venere ${Math.random()}` });
    const headers = bearer(await login(mailed.app, owner.email, owner.password));
    const created = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/invitations`,
      headers,
      payload: { email, role },
    });
    expect(created.statusCode).toBe(201);
    return { team, headers, invitationId: created.json().id as string };
  }

  /** The invited person's sign-up: no company name, no country. */
  const invitedRegistration = (email: string, invitationId: string) => {
    const { companyName: _, country: __, ...rest } = registration({ email, invitationId });
    return rest;
  };

  const register = (payload: Record<string, unknown>) =>
    mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload,
      headers: { "accept-language": "en-US" },
      remoteAddress: nextAddress(),
    });

  async function countRows(table: "teams" | "users" | "teamMembers") {
    const db = await getTestDb();
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function invitationState(id: string) {
    const db = await getTestDb();
    return db
      .selectFrom("invitations")
      .select(["acceptedAt", "acceptedByUserId"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function userExists(email: string) {
    const db = await getTestDb();
    return (
      (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) !== undefined
    );
  }

  it("joins the inviting team with the invited role, accepts the invitation, and creates no team of their own", async () => {
    const email = `invited-${Math.random().toString(36).slice(2)}@keel.test`;
    const { team, headers, invitationId } = await invitationFor(email, "admin");
    const teamsBefore = await countRows("teams");
    // The address typed with capitals is the same address.
    const response = await register(invitedRegistration(email.toUpperCase(), invitationId));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.teamId).toBe(team.id);
    expect(body.message).toBe(`Welcome aboard, Giulia! You joined ${team.name}.`);
    expect(await countRows("teams")).toBe(teamsBefore);
    const me = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(body.token) })
    ).json();
    expect(me.email).toBe(email);
    expect(me.teams).toEqual([expect.objectContaining({ id: team.id, name: team.name, role: "admin" })]);
    const state = await invitationState(invitationId);
    expect(state.acceptedAt).not.toBeNull();
    expect(state.acceptedByUserId).toBe(me.id);
    const list = (
      await mailed.app.inject({ method: "GET", url: `/api/v1/teams/${team.id}/invitations`, headers })
    ).json();
    expect(list.items.find((i: { id: string }) => i.id === invitationId)?.status).toBe("accepted");
  });

  it("sends the welcome of someone who joined a team, in their language, not the team owner's", async () => {
    const email = `invited-${Math.random().toString(36).slice(2)}@keel.test`;
    const { team, invitationId } = await invitationFor(email, "member");
    const response = await register({ ...invitedRegistration(email, invitationId), language: "fr" });
    expect(response.statusCode).toBe(201);
    const welcomes = (await mailsTo(email)).filter((m) => m.subject.startsWith("Bienvenue"));
    expect(welcomes.map((m) => m.subject)).toEqual([`Bienvenue sur Keel : vous avez rejoint ${team.name}`]);
    const body = decodedText(welcomes[0]!.raw);
    expect(body).toContain(`vous avez rejoint l'équipe ${team.name} en tant que membre.`);
    expect(body).not.toContain("Votre compte et votre équipe");
    expect(body).not.toContain("offre");
    expect(body).toContain("Ouvrir mon tableau de bord");
    expect(linksIn(welcomes[0]!.raw)).toContain("https://keel.example/fr/dashboard");
  });

  it("refuses an invitation sent to another address with a field error on the e-mail, and creates nothing", async () => {
    const { invitationId } = await invitationFor(`someone-${Math.random().toString(36).slice(2)}@keel.test`);
    const intruder = `intruder-${Math.random().toString(36).slice(2)}@keel.test`;
    const [users, teams, members] = [
      await countRows("users"),
      await countRows("teams"),
      await countRows("teamMembers"),
    ];
    const response = await register(invitedRegistration(intruder, invitationId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "FORBIDDEN",
      message:
        "This invitation was sent to another e-mail address. Sign up with that address to join the team.",
      details: [expect.objectContaining({ path: "body.email", code: "invitation_other_email" })],
    });
    expect(await userExists(intruder)).toBe(false);
    expect([await countRows("users"), await countRows("teams"), await countRows("teamMembers")]).toEqual([
      users,
      teams,
      members,
    ]);
    expect((await invitationState(invitationId)).acceptedAt).toBeNull();
  });

  it("refuses an expired invitation with a clear message, and creates nothing", async () => {
    const email = `late-${Math.random().toString(36).slice(2)}@keel.test`;
    const { invitationId } = await invitationFor(email);
    const db = await getTestDb();
    await db
      .updateTable("invitations")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", invitationId)
      .execute();
    const teams = await countRows("teams");
    const response = await register(invitedRegistration(email, invitationId));
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatchObject({
      code: "GONE",
      message: "This invitation has expired. Ask the team for a new one.",
      details: [expect.objectContaining({ path: "body.invitationId", code: "invitation_expired" })],
    });
    expect(await userExists(email)).toBe(false);
    expect(await countRows("teams")).toBe(teams);
  });

  it("refuses a withdrawn invitation, and creates nothing", async () => {
    const email = `withdrawn-${Math.random().toString(36).slice(2)}@keel.test`;
    const { team, headers, invitationId } = await invitationFor(email);
    const revoked = await mailed.app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${team.id}/invitations/${invitationId}`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    const response = await register(invitedRegistration(email, invitationId));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "CONFLICT",
      message: "This invitation has already been used or withdrawn.",
      details: [expect.objectContaining({ path: "body.invitationId", code: "invitation_closed" })],
    });
    expect(await userExists(email)).toBe(false);
  });

  it("refuses an invitation already used, and an unknown one, and creates nothing", async () => {
    const email = `used-${Math.random().toString(36).slice(2)}@keel.test`;
    const { invitationId } = await invitationFor(email);
    const invitee = await createUser({ email });
    const accepted = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/invitations/${invitationId}/accept`,
      headers: bearer(await login(mailed.app, invitee.email, invitee.password)),
    });
    expect(accepted.statusCode).toBe(200);
    const other = `second-${Math.random().toString(36).slice(2)}@keel.test`;
    const db = await getTestDb();
    // The same invitation, re-addressed, so that only its being used stands in the way.
    await db.updateTable("invitations").set({ email: other }).where("id", "=", invitationId).execute();
    const used = await register(invitedRegistration(other, invitationId));
    expect(used.statusCode).toBe(409);
    expect(used.json().error.details).toEqual([
      expect.objectContaining({ path: "body.invitationId", code: "invitation_closed" }),
    ]);
    expect(await userExists(other)).toBe(false);

    const unknown = await register(invitedRegistration(other, "0b6f1a55-1c5e-4a43-9d5e-222222222222"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "This invitation does not exist. Check the link in the e-mail or ask the team for a new one.",
      details: [expect.objectContaining({ path: "body.invitationId", code: "invitation_unknown" })],
    });
    expect(await userExists(other)).toBe(false);
  });

  it("still requires the company name and the country without an invitation", async () => {
    const { companyName: _, country: __, ...withoutCompany } = registration();
    const response = await register(withoutCompany);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "body.companyName", code: "required" }),
        expect.objectContaining({ path: "body.country", code: "required" }),
      ]),
    );
    expect(await userExists(withoutCompany.email)).toBe(false);
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    return mailed.app.inject({
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
    const oldToken = await login(mailed.app, user.email, user.password);
    await requestReset(user.email);
    const link = linksIn((await mailsTo(user.email)).at(-1)!.raw).find((l) =>
      l.includes("/auth/password/reset/"),
    )!;
    const token = link.split("/").at(-1)!;
    const reset = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(oldToken) }))
        .statusCode,
    ).toBe(401);
    const oldPassword = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(await login(mailed.app, user.email, "A-brand-new-passphrase-1")).toBeTruthy();
    const again = await mailed.app.inject({
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
    const response = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe("GONE");
  });
});

describe("GET auth/password/reset/{token}", () => {
  /** A fresh reset link's token for a new user, read from the e-mail like a person would. */
  async function resetTokenFor() {
    const user = await createUser();
    await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/forgot",
      payload: { email: user.email },
      remoteAddress: nextAddress(),
    });
    const link = linksIn((await mailsTo(user.email)).at(-1)!.raw).find((l) => l.includes("/reset/"))!;
    return { user, token: link.split("/").at(-1)! };
  }

  const check = (token: string) =>
    mailed.app.inject({
      method: "GET",
      url: `/api/v1/auth/password/reset/${encodeURIComponent(token)}`,
      headers: { "accept-language": "fr" },
      remoteAddress: nextAddress(),
    });

  const resetWith = (token: string) =>
    mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      remoteAddress: nextAddress(),
    });

  it("answers 204 with no body for a usable link, which it leaves usable", async () => {
    const { user, token } = await resetTokenFor();
    const first = await check(token);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe("");
    expect(first.body).not.toContain(user.email);
    expect((await check(token)).statusCode).toBe(204);
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it("answers the reset's own 410 once the link was used, in the caller's language", async () => {
    const { token } = await resetTokenFor();
    expect((await resetWith(token)).statusCode).toBe(200);
    const response = await check(token);
    expect(response.statusCode).toBe(410);
    const refusedReset = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/password/reset",
      payload: { token, password: "A-brand-new-passphrase-1" },
      headers: { "accept-language": "fr" },
      remoteAddress: nextAddress(),
    });
    expect(refusedReset.statusCode).toBe(410);
    expect(response.json()).toEqual(refusedReset.json());
    expect(response.json().error.code).toBe("GONE");
  });

  it("answers 410 for an expired link and for a token that never existed", async () => {
    const { user, token } = await resetTokenFor();
    const db = await getTestDb();
    await db
      .updateTable("passwordResetTokens")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("userId", "=", user.id)
      .execute();
    expect((await check(token)).statusCode).toBe(410);
    const unknown = await check("x".repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().error.code).toBe("GONE");
  });

  it("finds the link by the hash of its token, as the reset does: the stored hash itself is no token", async () => {
    const { user, token } = await resetTokenFor();
    const db = await getTestDb();
    const { tokenHash } = await db
      .selectFrom("passwordResetTokens")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(tokenHash).not.toBe(token);
    expect((await check(tokenHash)).statusCode).toBe(410);
    expect((await resetWith(tokenHash)).statusCode).toBe(410);
    expect((await check(token)).statusCode).toBe(204);
  });

  it("refuses a mangled token with the reset's field error shape (400)", async () => {
    const response = await check("short");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: "params.token", code: "too_small" }),
    ]);
  });

  it("is rate-limited per address like the other password routes", async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await mailed.app.inject({
            method: "GET",
            url: `/api/v1/auth/password/reset/${"y".repeat(43)}`,
            remoteAddress,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([410, 410, 410, 410, 410, 429]);
  });
});

describe("security settings", () => {
  it("changes the password with the current one, keeps this session and signs out the others", async () => {
    const user = await createUser();
    const current = await login(mailed.app, user.email, user.password);
    const other = await login(mailed.app, user.email, user.password);
    const wrong = await mailed.app.inject({
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
    const mismatch = await mailed.app.inject({
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
    const ok = await mailed.app.inject({
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
      (await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(current) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(decodedText((await mailsTo(user.email)).at(-1)!.raw)).toContain(
      "Every other session has been signed out.",
    );
  });

  it("lists sessions with the current one marked, and signs out the others", async () => {
    const user = await createUser();
    const team = await createTeam({ ownerId: user.id });
    expect(team.id).toBeGreaterThan(0);
    const current = await login(mailed.app, user.email, user.password);
    await login(mailed.app, user.email, user.password);
    const list = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/sessions", headers: bearer(current) })
    ).json();
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const revoked = await mailed.app.inject({
      method: "DELETE",
      url: "/api/v1/auth/sessions/others",
      headers: bearer(current),
    });
    expect(revoked.json().message).toBe("1 other session signed out.");
    const after = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/sessions", headers: bearer(current) })
    ).json();
    expect(after.items).toHaveLength(1);
  });
});
