/**
 * The job queue in the back office: an e-mail whose recipient the mail server refuses (550) shows as a dead
 * delivery job with its error; the administrator finds it by the error's words and its state, retries one job
 * and discards another after a confirmation. Axe checks every state of the page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REFUSED_LOCAL_PART } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { logIn, newAdmin } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();

/** Asks to sign up with an address whose e-mail (the sign-up link) the test mail server refuses; returns it. */
async function registerRefusedAddress(): Promise<string> {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${REFUSED_LOCAL_PART}-${unique}@keel.test`;
  const response = await fetch(`${stack().apiUrl}/api/v1/auth/register`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({
      firstName: "Bounce",
      lastName: "Test",
      email,
      password: "a-long-password-1",
      language: "en-US",
      companyName: `Bounce Marine ${unique}`,
      country: "FR",
      acceptTerms: true,
    }),
  });
  // Answered 202 (decision 027): the link that would open the account is mailed to the refused address.
  expect(response.status, await response.clone().text()).toBe(202);
  return email;
}

/** Opens the dead jobs whose error names `email`, reloading until the API's worker has tried to deliver it. */
async function openDeadJobOf(page: Page, email: string) {
  const path = `/admin/jobs?${new URLSearchParams({ q: email, state: "dead" })}`;
  const row = page.getByRole("row").filter({ hasText: email });
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return row.count();
      },
      { timeout: 60_000, interval: 500, message: `no dead job names ${email}` },
    )
    .toBe(1);
  await waitForPath(page, path);
  return row;
}

describe("back office: job queue", () => {
  it("shows a refused e-mail's dead delivery with its error, retries one and discards another", async () => {
    const { page } = session;
    const [retried, discarded] = await Promise.all([registerRefusedAddress(), registerRefusedAddress()]);
    await logIn(page, await newAdmin(), "/admin");
    await waitForPath(page, "/admin");
    await page
      .getByRole("navigation", { name: "Back office navigation" })
      .getByRole("link", { name: "Jobs" })
      .click();
    await waitForPath(page, "/admin/jobs");
    await page.getByRole("heading", { level: 1, name: "Background jobs" }).waitFor();
    await page
      .getByRole("navigation", { name: "Jobs by state" })
      .getByRole("link", { name: /^Dead \d+$/ })
      .waitFor();
    await expectNoAxeViolations(page);

    const discardRow = await openDeadJobOf(page, discarded);
    await discardRow.getByText("mail.deliver").waitFor();
    await discardRow.getByText(/recipient refused: .*550/).waitFor();
    await discardRow.getByText("Dead", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    const discard = discardRow.getByRole("button", { name: /^Discard job #\d+ \(mail\.deliver\)$/ });
    await waitForHydration(discard);
    await discard.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("The job is removed and will never run.", { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Discard" }).click();
    const toasts = page.getByRole("region", { name: "Notifications (F8)" });
    await toasts.getByText("The job was discarded.").waitFor();
    await page.getByText("No matching data", { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    const retryRow = await openDeadJobOf(page, retried);
    const retry = retryRow.getByRole("button", { name: /^Retry job #\d+ \(mail\.deliver\)$/ });
    await waitForHydration(retry);
    await retry.click();
    await toasts.getByText("The job is queued again.").waitFor();
    await expectNoAxeViolations(page);

    // The retried job ran again with fresh attempts and was refused again: dead, one attempt counted.
    const again = await openDeadJobOf(page, retried);
    await again.getByText("1 of 14").waitFor();
  }, 180_000);
});
