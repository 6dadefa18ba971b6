/**
 * Accounts and teams (issue 3): a professional signs up and lands in the dashboard of their new team; they
 * invite a colleague from the members settings; the colleague opens the e-mailed link without an account,
 * signs up from there, comes back to the invitation, accepts it and lands in the team.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import {
  api,
  fillRegisterForm,
  linkFromMail,
  newPerson,
  registerViaApi,
  submitLoginAs,
  text,
  waitForToast,
} from "./accounts-kit.ts";
import { pathOf, setUpBrowser, waitForPath } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";

const session = setUpBrowser();

describe("accounts, teams and invitations", () => {
  it("signs up, invites a colleague who signs up from the invitation and lands in the team", async () => {
    const { page, browser, baseUrl } = session;
    const owner = newPerson("Alice", "Marin");

    // Sign-up, from the login page's link.
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await waitForPath(page, "/auth/register");
    await expectNoAxeViolations(page);
    await fillRegisterForm(page, owner);
    await waitForPath(page, "/dashboard");
    await page.getByRole("heading", { level: 1, name: "Welcome, Alice" }).waitFor();
    await page.getByText(`${owner.companyName} · Owner`).waitFor();
    await waitForToast(page, /Alice/);
    await expectNoAxeViolations(page);
    await waitForMail(owner.email, /Welcome to Keel/);

    // Members settings, through the side navigation and the settings tabs.
    await page
      .getByRole("navigation", { name: "Dashboard navigation" })
      .getByRole("link", { name: "Settings" })
      .click();
    await waitForPath(page, "/dashboard/settings");
    await page
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link", { name: "Members" })
      .click();
    await waitForPath(page, "/dashboard/settings/members");
    await page.getByRole("cell", { name: owner.email }).waitFor();
    await expectNoAxeViolations(page);

    const colleague = newPerson("Bruno", "Costa");
    await page.getByLabel("Email", { exact: true }).fill(colleague.email);
    await page.getByLabel("Role", { exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await waitForToast(page, colleague.email);
    const row = page.getByRole("row", { name: new RegExp(colleague.email) });
    await row.getByText("Pending").waitFor();
    await expectNoAxeViolations(page);

    // The colleague, in another browser, without an account.
    const acceptPath = await linkFromMail(colleague.email, /invited you to join/, "/invitations/");
    expect(acceptPath).toMatch(/^\/invitations\/[0-9a-f-]{36}\/accept$/);
    const other = await browser.newContext({ baseURL: baseUrl, locale: "en-US" });
    try {
      const page2 = await other.newPage();
      await page2.goto(acceptPath);
      await waitForPath(page2, `/auth/login?redirect=${encodeURIComponent(acceptPath)}`);
      await expectNoAxeViolations(page2);
      await page2.getByRole("link", { name: "Create an account" }).click();
      await waitForPath(page2, `/auth/register?redirect=${encodeURIComponent(acceptPath)}`);
      await page2.getByText(text("en-US", "register.invitationNotice")).waitFor();
      await fillRegisterForm(page2, colleague);

      await waitForPath(page2, acceptPath);
      await page2.getByRole("heading", { level: 1, name: `Join ${owner.companyName}` }).waitFor();
      await page2.getByText("Administrator").waitFor();
      await page2.getByText("Alice Marin").waitFor();
      await expectNoAxeViolations(page2);
      await page2.getByRole("button", { name: "Accept the invitation" }).click();

      await waitForPath(page2, "/dashboard");
      await waitForToast(page2, owner.companyName);
      await page2.getByText(`${owner.companyName} · Administrator`).waitFor();
      // The team switcher lists both teams with the one just joined selected.
      const switcher = page2.getByLabel("Current team");
      expect(await switcher.locator("option:checked").textContent()).toBe(owner.companyName);
      expect(await switcher.locator("option").allTextContents()).toContain(colleague.companyName);
      await expectNoAxeViolations(page2);
    } finally {
      await other.close();
    }

    // The owner sees the new member and the invitation as accepted.
    await page.reload();
    await page
      .getByRole("cell", { name: new RegExp(colleague.email) })
      .first()
      .waitFor();
    await page
      .getByRole("row", { name: new RegExp(colleague.email) })
      .getByText("Accepted")
      .waitFor();
  });

  it("tells a signed-in user that an invitation is for someone else, and offers to switch accounts", async () => {
    const { page } = session;
    const owner = newPerson("Chiara", "Neri");
    const { token, teamId } = await registerViaApi(owner);
    const invitee = newPerson("Dario", "Russo");
    await api(`teams/${teamId}/invitations`, {
      method: "POST",
      token,
      body: { email: invitee.email, role: "member" },
    });
    const acceptPath = await linkFromMail(invitee.email, /invited you to join/, "/invitations/");

    // The owner opens the link meant for the invitee.
    await page.goto(`/auth/login?redirect=${encodeURIComponent(acceptPath)}`);
    await submitLoginAs(page, owner.email, owner.password);
    await waitForPath(page, acceptPath);
    await page.getByRole("heading", { level: 1, name: "This invitation is for someone else" }).waitFor();
    await page.getByText(owner.email, { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out and use another account" }).click();
    await waitForPath(page, `/auth/login?redirect=${encodeURIComponent(acceptPath)}`);
    expect(pathOf(page)).toContain("redirect=");
  });

  it("explains an unknown invitation", async () => {
    const { page } = session;
    const person = newPerson("Elena", "Bruni");
    await registerViaApi(person);
    const path = "/invitations/00000000-0000-4000-8000-000000000000/accept";
    await page.goto(`/auth/login?redirect=${encodeURIComponent(path)}`);
    await submitLoginAs(page, person.email, person.password);
    await waitForPath(page, path);
    await page.getByRole("heading", { level: 1, name: "Invitation not found" }).waitFor();
    await expectNoAxeViolations(page);
  });
});
