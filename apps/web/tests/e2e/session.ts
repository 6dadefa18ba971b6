/**
 * Journeys' shared steps through the real UI (logging in and out as a person would), and the people and data a
 * journey makes for itself through the API: a seller on the free or the paid plan, an administrator, their
 * boats, a buyer's message. Journeys never sign in as the demo seed's accounts (nothing here names them), so
 * the seed can change without breaking them.
 */
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { api, newPerson, type Person, registerViaApi, submitLoginAs } from "./accounts-kit.ts";
import { stack } from "./stack.ts";

/** Someone a journey signed up: how to log in as them, and their API token and first team. */
export interface Account extends Person {
  token: string;
  teamId: number;
}

/** Someone who can log in: an account the journey made, or any e-mail address and password it knows. */
type Who = Pick<Account, "email" | "password">;

/** Fills and submits the login form of the page the browser is on (with `password` instead of theirs if given). */
export async function submitLogin(page: Page, who: Who, password?: string): Promise<void> {
  await submitLoginAs(page, who.email, password ?? who.password);
}

/** The account menu of the dashboard and back-office headers (a disclosure whose summary reads "Account"). */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.locator("summary", { hasText: "Account" }).click();
}

/** Opens the login page (optionally with a redirect target) and logs in. */
export async function logIn(page: Page, who: Who, redirect?: string): Promise<void> {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`/auth/login${query}`);
  await submitLogin(page, who);
}

/** A new professional with their own team on the free plan, signed up through the API. */
export async function newSeller(firstName = "Morgan", lastName = "Keller"): Promise<Account> {
  const person = newPerson(firstName, lastName);
  return { ...person, ...(await registerViaApi(person)) };
}

/**
 * A new administrator. No screen makes the first one: the sign-up goes through the API, then the account joins
 * the admin group in the stack's database, as an operator would do it.
 */
export async function newAdmin(): Promise<Account> {
  const admin = await newSeller("Ada", "Warden");
  const db = new DatabaseSync(stack().databaseUrl);
  try {
    db.exec("pragma busy_timeout = 10000");
    db.prepare(
      `insert into user_groups (user_id, group_id)
       select u.id, g.id from users u, groups g where u.email = ? and g.code = 'admin'`,
    ).run(admin.email);
  } finally {
    db.close();
  }
  return admin;
}

/** An administrator puts a team on the paid plan (what a subscription gives), through the back-office API. */
export async function newPaidPlan(admin: Pick<Account, "token">, teamId: number): Promise<void> {
  await api(`admin/teams/${teamId}`, { method: "PATCH", token: admin.token, body: { planCode: "paid" } });
}

/** A new seller whose team an administrator put on the paid plan. */
export async function newPaidSeller(admin: Account, firstName?: string, lastName?: string): Promise<Account> {
  const seller = await newSeller(firstName, lastName);
  await newPaidPlan(admin, seller.teamId);
  return seller;
}

/**
 * A new administrator and a new seller on the paid plan, signed up side by side (their sign-up mails are
 * waited for together): where most back-office and dashboard journeys start.
 */
export async function newAdminAndPaidSeller(
  firstName?: string,
  lastName?: string,
): Promise<{ admin: Account; seller: Account }> {
  const [admin, seller] = await Promise.all([newAdmin(), newSeller(firstName, lastName)]);
  await newPaidPlan(admin, seller.teamId);
  return { admin, seller };
}

/**
 * A draft boat of the seller's (paid) team, through the API. A bare draft has its title only; a complete one
 * has everything publishing needs, a photo included.
 */
export async function newDraftBoat(
  seller: Pick<Account, "token" | "teamId">,
  title: string,
  { complete = false }: { complete?: boolean } = {},
): Promise<{ id: number; slug: string }> {
  const { token, teamId } = seller;
  if (!complete)
    return api<{ id: number; slug: string }>(`teams/${teamId}/boats`, {
      method: "POST",
      token,
      body: { title },
    });
  const [catalog, photo] = await Promise.all([
    api<{ boatTypes: { id: number }[]; conditions: { id: number }[] }>("catalog?locale=en-US", { token }),
    // The narrowest photo the product takes: its resized copies are the cheapest to make.
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 150 } } })
      .png()
      .toBuffer(),
  ]);
  const boat = await api<{ id: number; slug: string }>(`teams/${teamId}/boats`, {
    method: "POST",
    token,
    body: {
      title,
      description: "A well kept cruising yacht, sailed every summer and wintered ashore under cover.",
      language: "en-US",
      boatTypeId: catalog.boatTypes[0]!.id,
      conditionId: catalog.conditions[0]!.id,
      brandName: "Jeanneau",
      yearBuilt: 2016,
      lengthM: 12.2,
      priceAmount: 14_500_000,
      currency: "EUR",
      isPriceOnRequest: false,
      country: "FR",
    },
  });
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "boat.png");
  await api(`teams/${teamId}/boats/${boat.id}/photos`, { method: "POST", token, form });
  return boat;
}

/**
 * A boat of the seller's (paid) team with everything publishing needs, a photo included, published through
 * the API: for journeys about what happens to a listing, not about the editor.
 */
export async function newPublishedBoat(
  seller: Pick<Account, "token" | "teamId">,
  title: string,
): Promise<{ id: number; slug: string }> {
  const boat = await newDraftBoat(seller, title, { complete: true });
  await api(`teams/${seller.teamId}/boats/${boat.id}/actions`, {
    method: "POST",
    token: seller.token,
    body: { action: "publish" },
  });
  return boat;
}

/** A buyer writes to a boat's team through the public API, as the boat page's "contact the owner" form does. */
export async function contactOwner(
  boatId: number,
  buyer: { name: string; email: string },
  message: string,
): Promise<void> {
  await api(`boats/${boatId}/messages`, {
    method: "POST",
    body: { name: buyer.name, email: buyer.email, phone: "+33 6 12 34 56 78", message, locale: "en-US" },
  });
}
