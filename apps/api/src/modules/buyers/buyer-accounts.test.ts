import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import {
  addMember,
  bearer,
  createBoat,
  createTeam,
  createUser,
  distinctWord,
  login,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

const uniqueEmail = () => `marta-${randomBytes(4).toString("hex")}@example.com`;

async function boatOfTeam() {
  const owner = await createUser({ language: "fr" });
  const team = await createTeam({ ownerId: owner.id, name: `Chantier ${randomBytes(3).toString("hex")}` });
  const boat = await createBoat({ teamId: team.id, title: `Dufour 460 ${randomBytes(2).toString("hex")}` });
  return { owner, team, boat };
}

/** "Contact the owner" as a guest, or signed in with `auth`. */
const contact = (boatId: number, email: string, auth: Record<string, string> = {}) =>
  mailed.app.inject({
    method: "POST",
    url: `/api/v1/boats/${boatId}/messages`,
    headers: auth,
    payload: {
      name: "Marta Rossi",
      email,
      message: `Is the boat still for sale? I could visit on Saturday (${distinctWord()}).`,
      locale: "it",
    },
    remoteAddress: nextClientAddress(),
  });

const me = (auth: Record<string, string>, path: string, method: "GET" | "POST" = "GET", payload?: unknown) =>
  mailed.app.inject({
    method,
    url: `/api/v1/users/me/${path}`,
    headers: { "accept-language": "it", ...auth },
    remoteAddress: nextClientAddress(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function signUpAsBuyer(email: string) {
  const response = await mailed.app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: {
      firstName: "Marta",
      lastName: "Rossi",
      email,
      password: "Portofino-2026",
      language: "it",
      accountType: "buyer",
      acceptTerms: true,
    },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(202);
  const [mail] = await mailsTo(email);
  const link = linksIn(mail!.raw).find((href) => href.includes("/auth/register/confirm/"));
  const confirmed = await mailed.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/confirm",
    payload: { token: link!.split("/").at(-1) },
    remoteAddress: nextClientAddress(),
  });
  expect(confirmed.statusCode).toBe(201);
  return confirmed.json() as { token: string; teamId: number | null };
}

describe("buyer accounts", () => {
  it("signs a buyer up without a company: no team, role buyer, a buyer's welcome, and their guest enquiries", async () => {
    const email = uniqueEmail();
    const { boat, team } = await boatOfTeam();
    // Before the account exists, as a guest, with the address in another case.
    expect((await contact(boat.id, email.toUpperCase())).statusCode).toBe(201);

    const { token, teamId } = await signUpAsBuyer(email);
    expect(teamId).toBeNull();
    const auth = bearer(token);
    const profile = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: auth })
    ).json();
    expect(profile).toMatchObject({ email, role: "buyer", teams: [] });
    const welcome = (await mailsTo(email)).at(-1)!;
    expect(decodedText(welcome.raw)).toContain("Il tuo account acquirente è pronto.");

    const list = (await me(auth, "conversations")).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      boat: { id: boat.id, title: boat.title, isPublic: true },
      seller: { name: team.name },
      isAwaitingBuyer: false,
      replyCount: 0,
    });
  });

  it("a seller's sign-up still needs the company; a buyer's ignores it", async () => {
    const response = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: {
        firstName: "Marta",
        lastName: "Rossi",
        email: uniqueEmail(),
        password: "Portofino-2026",
        language: "it",
        acceptTerms: true,
      },
      headers: { "accept-language": "it" },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["body.companyName", "body.country"]));
    const wrongType = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: {
        firstName: "M",
        lastName: "R",
        email: uniqueEmail(),
        password: "Portofino-2026",
        language: "it",
        accountType: "broker",
        acceptTerms: true,
      },
      remoteAddress: nextClientAddress(),
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it("shows a buyer their conversation with the seller's replies, and lets them answer; others see nothing", async () => {
    const buyer = await createUser({ role: "buyer", emailVerifiedAt: new Date().toISOString() });
    const auth = bearer(await login(mailed.app, buyer.email, buyer.password));
    const { boat, team, owner } = await boatOfTeam();
    const member = await createUser({ language: "es" });
    await addMember(team.id, member.id, "admin");
    // Signed in, the enquiry joins the account whatever address the form carried.
    expect((await contact(boat.id, uniqueEmail(), auth)).statusCode).toBe(201);
    const [{ id }] = (await me(auth, "conversations")).json().items;

    const ownerAuth = bearer(await login(mailed.app, owner.email, owner.password));
    const reply = await mailed.app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/conversations/${id}/replies`,
      headers: ownerAuth,
      payload: { body: "Yes, Saturday at 10 works." },
    });
    expect(reply.statusCode).toBe(201);

    const row = (await me(auth, "conversations")).json().items[0];
    expect(row).toMatchObject({
      id,
      isAwaitingBuyer: true,
      replyCount: 1,
      preview: "Yes, Saturday at 10 works.",
    });
    const thread = (await me(auth, `conversations/${id}`)).json();
    expect(
      thread.messages.map((m: { direction: string; author: string | null }) => [m.direction, m.author]),
    ).toEqual([
      ["inbound", null],
      ["outbound", owner.firstName],
    ]);

    const answer = await me(auth, `conversations/${id}/messages`, "POST", {
      body: "Perfetto, a sabato! Porterò il mio perito.",
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: "Il tuo messaggio è stato inviato al venditore." });
    const db = await getTestDb();
    const conversation = await db
      .selectFrom("conversations")
      .select(["isRead", "buyerUserId"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ buyerUserId: buyer.id });
    expect(Boolean(conversation.isRead)).toBe(false);
    // The team's member who wants each message gets it.
    const toMember = await mailsTo(member.email);
    expect(toMember.some((m) => decodedText(m.raw).includes("Porterò il mio perito"))).toBe(true);

    // Another signed-in user sees none of it and cannot write into it.
    const other = await createUser({ role: "buyer" });
    const otherAuth = bearer(await login(mailed.app, other.email, other.password));
    expect((await me(otherAuth, "conversations")).json()).toEqual({ items: [], total: 0 });
    expect((await me(otherAuth, `conversations/${id}`)).statusCode).toBe(404);
    expect(
      (await me(otherAuth, `conversations/${id}/messages`, "POST", { body: "hello there" })).statusCode,
    ).toBe(404);
    // Nor does a guest.
    expect((await me({}, "conversations")).statusCode).toBe(401);
    // Bad input.
    expect((await me(auth, `conversations/${id}/messages`, "POST", { body: "   " })).statusCode).toBe(400);
    expect(
      (await me(auth, `conversations/${id}/messages`, "POST", { body: "x".repeat(10_001) })).statusCode,
    ).toBe(400);
    expect((await me(auth, "conversations/abc")).statusCode).toBe(400);
  });

  it("a guest writing from an account's proven address finds the enquiry in that account; an unproven one does not", async () => {
    const verified = await createUser({ emailVerifiedAt: new Date().toISOString() });
    const unverified = await createUser();
    const { boat } = await boatOfTeam();
    expect((await contact(boat.id, verified.email)).statusCode).toBe(201);
    expect((await contact(boat.id, unverified.email)).statusCode).toBe(201);
    const verifiedAuth = bearer(await login(mailed.app, verified.email, verified.password));
    const unverifiedAuth = bearer(await login(mailed.app, unverified.email, unverified.password));
    expect((await me(verifiedAuth, "conversations")).json().total).toBe(1);
    expect((await me(unverifiedAuth, "conversations")).json().total).toBe(0);
  });

  it("lets a buyer create a team and become a seller", async () => {
    const buyer = await createUser({ role: "buyer" });
    const auth = bearer(await login(mailed.app, buyer.email, buyer.password));
    const created = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/teams",
      headers: { ...auth, "accept-language": "fr" },
      payload: { name: "Voiles de Bretagne", country: "FR" },
      remoteAddress: nextClientAddress(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toContain("Voiles de Bretagne");
    const profile = (
      await mailed.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: auth })
    ).json();
    expect(profile.role).toBe("professional");
    expect(profile.teams).toEqual([expect.objectContaining({ id: created.json().id, role: "owner" })]);

    const bad = await mailed.app.inject({
      method: "POST",
      url: "/api/v1/teams",
      headers: auth,
      payload: { name: "X", country: "ZZ" },
      remoteAddress: nextClientAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await mailed.app.inject({
          method: "POST",
          url: "/api/v1/teams",
          payload: { name: "Nope", country: "FR" },
        })
      ).statusCode,
    ).toBe(401);
  });
});
