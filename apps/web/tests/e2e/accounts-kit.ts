/**
 * Shared steps of the account journeys: unique people, direct API calls for the set-up a journey is not about
 * (each from its own client address, so the API's per-IP limits on sign-up never trip over other journeys),
 * translated texts read from the web app's texts files, and the mails the API sent.
 */
import IntlMessageFormat from "intl-messageformat";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { linksIn } from "../../../../scripts/lib/mail-server.ts";
import { formWithButton, waitForHydration } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
import { stack } from "./stack.ts";
import { message } from "./texts.ts";

/** A message of the web app's texts, formatted as the page shows it (ICU, with {brand} = Keel). */
export function text(locale: string, key: string, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(message(locale, key), locale).format({ brand: "Keel", ...values }));
}

let sequence = 0;
/** An address no other test uses: example.test is reserved, nothing is delivered outside the test server. */
export function uniqueEmail(name: string): string {
  sequence += 1;
  return `${name}-${Date.now().toString(36)}-${sequence}@example.test`;
}

/** A documentation-range client address per call (RFC 5737), forwarded to the API through a trusted proxy. */
function clientAddress(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
}

export async function api<T = unknown>(
  path: string,
  options: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": clientAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${stack().apiUrl}/api/v1/${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok)
    throw new Error(`${options.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const PASSWORD = "harbour-lights-42";

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

export function newPerson(firstName: string, lastName: string): Person {
  const suffix = Math.random().toString(36).slice(2, 7);
  return {
    firstName,
    lastName,
    email: uniqueEmail(firstName.toLowerCase()),
    password: PASSWORD,
    companyName: `${lastName} Yachting ${suffix}`,
  };
}

/**
 * Signs a person up through the API (set-up only): the sign-up, then the e-mailed link that opens their
 * account and first team (decision 027).
 */
export async function registerViaApi(
  person: Person,
  language = "en-US",
): Promise<{ token: string; teamId: number }> {
  await api("auth/register", {
    method: "POST",
    body: { ...person, language, country: "FR", acceptTerms: true },
  });
  return api("auth/register/confirm", {
    method: "POST",
    body: { token: await signUpToken(person.email) },
  });
}

/** The token of the sign-up link e-mailed to `email` (the last path segment of `/auth/register/confirm/…`). */
export async function signUpToken(email: string): Promise<string> {
  const mail = await waitForMail(email, /./);
  const link = linksIn(mail.raw).find((href) => href.includes("/auth/register/confirm/"));
  expect(link, `a sign-up link in "${mail.subject}"`).toBeDefined();
  return new URL(link!).pathname.split("/").at(-1)!;
}

/** Fills the sign-up form of the page the browser is on (en-US labels) and submits it. */
export async function fillRegisterForm(page: Page, person: Person): Promise<void> {
  await page.getByLabel("First name", { exact: true }).fill(person.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(person.lastName);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Company name", { exact: true }).fill(person.companyName);
  await page.getByLabel("Country", { exact: true }).selectOption("FR");
  await page.getByLabel("I accept the terms of use").check();
  await page.getByRole("button", { name: "Create my account" }).click();
}

/** Logs in through the (en-US) login form of the page the browser is on, once it is hydrated. */
export async function submitLoginAs(page: Page, email: string, password: string): Promise<void> {
  const form = formWithButton(page, "Log in");
  const emailField = form.getByLabel("Email", { exact: true });
  await waitForHydration(emailField);
  await emailField.fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

/** The path of the first link to `pathPart` in the latest mail to `to` matching `subject`. */
export async function linkFromMail(to: string, subject: RegExp, pathPart: string): Promise<string> {
  const mail = await waitForMail(to, subject);
  const link = linksIn(mail.raw).find((href) => href.includes(pathPart));
  expect(link, `a link to ${pathPart} in "${mail.subject}"`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Waits for a toast (a list item of the notifications region) holding `message`. */
export async function waitForToast(page: Page, message: string | RegExp): Promise<void> {
  await page.locator("li[data-toast-color]", { hasText: message }).first().waitFor();
}
