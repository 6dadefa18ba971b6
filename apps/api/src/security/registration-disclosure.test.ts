/**
 * Signing up must not tell whether an address has an account (decision 027): the answer is the same for a new
 * address and a taken one (status, body, headers that matter), nothing changes for the existing account, and
 * only the address's owner learns, by e-mail in their own language, that someone tried.
 */
import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../scripts/lib/mail-server.ts";
import { createUser } from "../test/factories.ts";
import { getTestDb } from "../test/harness.ts";
import { useMailedApp } from "../test/mailed-app.ts";

const mailed = useMailedApp();

let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

const signUp = (email: string) =>
  mailed.app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: {
      firstName: "Eve",
      lastName: "Probe",
      email,
      password: "probing-2026!",
      language: "en-US",
      companyName: "Probe Marine",
      country: "FR",
      acceptTerms: true,
    },
    headers: { "accept-language": "en-US" },
    remoteAddress: nextAddress(),
  });

/** The answer with the address itself blanked, so two answers can be compared whole. */
const shape = (response: Awaited<ReturnType<typeof signUp>>, email: string) => ({
  status: response.statusCode,
  contentType: response.headers["content-type"],
  body: response.body.replaceAll(email, "<email>"),
});

describe("registration does not disclose accounts", () => {
  it("answers a taken address exactly like a new one and tells only the owner", async () => {
    const owner = await createUser({ firstName: "Odile", language: "fr" });
    const fresh = `fresh-${Date.now()}@example.test`;
    const db = await getTestDb();
    const before = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();

    const taken = await signUp(owner.email.toUpperCase());
    const unused = await signUp(fresh);
    expect(shape(taken, owner.email)).toEqual(shape(unused, fresh));
    expect(taken.statusCode).toBe(202);

    // The existing account is untouched, and no sign-up waits for its address.
    const after = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const pending = await db
      .selectFrom("signUpRequests")
      .select("email")
      .where("email", "=", owner.email)
      .execute();
    expect(pending).toEqual([]);

    // The owner hears of it in their language, with the way in; no sign-up link reaches them.
    const [note, ...others] = await mailed.mailsTo(owner.email);
    expect(others).toEqual([]);
    expect(note?.subject).toBe("Quelqu'un a tenté de s'inscrire sur Keel avec votre adresse");
    expect(decodedText(note!.raw)).toContain("Bonjour Odile,");
    expect(decodedText(note!.raw)).toContain("« Mot de passe oublié ? »");
    expect(linksIn(note!.raw)).toContain("https://keel.example/fr/auth/login");
    expect(linksIn(note!.raw).some((link) => link.includes("/auth/register/confirm/"))).toBe(false);
    // The new address gets its link.
    const [confirmation] = await mailed.mailsTo(fresh);
    expect(linksIn(confirmation!.raw).some((link) => link.includes("/auth/register/confirm/"))).toBe(true);
  });

  it("limits the e-mails to one address without changing the answer", async () => {
    const owner = await createUser();
    const fresh = `flood-${Date.now()}@example.test`;
    for (let i = 0; i < 6; i += 1) {
      expect(shape(await signUp(owner.email), owner.email)).toEqual(shape(await signUp(fresh), fresh));
    }
    expect(await mailed.mailsTo(owner.email)).toHaveLength(3);
    expect(await mailed.mailsTo(fresh)).toHaveLength(3);
  });
});
