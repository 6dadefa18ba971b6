/** Journeys' shared steps through the real UI: logging in and out as a person would. */
import type { Page } from "playwright-core";
import { waitForHydration } from "./browser.ts";

export const DEMO_PASSWORD = "keel-demo-2026";
export const DEMO = {
  admin: "admin@keel.test",
  premium: "premium@keel.test",
  free: "free@keel.test",
  buyer: "buyer@keel.test",
} as const;

/** Fills and submits the login form of the page the browser is on. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const emailField = page.getByLabel("Email");
  await waitForHydration(emailField);
  await emailField.fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The account menu of the dashboard and back-office headers (a disclosure whose summary reads "Account"). */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.locator("summary", { hasText: "Account" }).click();
}

/** Opens the login page (optionally with a redirect target) and logs in. */
export async function logIn(page: Page, email: string, redirect?: string): Promise<void> {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`/auth/login${query}`);
  await submitLogin(page, email);
}
