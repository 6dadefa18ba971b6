/**
 * Accounts and teams (issue 3): a professional signs up, opens the e-mailed link and lands in the dashboard of
 * their new team (a used link says it no longer works); they
 * invite a colleague from the members settings; the colleague opens the e-mailed link without an account,
 * signs up from there (joining the team: no company of their own asked, none created) and lands in the team.
 */
import { describe, expect, it } from "vitest";
import { decodedText } from "../../../../scripts/lib/mail-server.ts";
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
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { listMails, waitForMail } from "./mailbox.ts";

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
    // The page answers "check your inbox" (the same for a taken address); the e-mailed link opens the account.
    await page
      .getByRole("status")
      .getByText(`Check your inbox: we sent an e-mail to ${owner.email} to finish signing up.`)
      .waitFor();
    await page.getByText(text("en-US", "register.checkInbox")).waitFor();
    await expectNoAxeViolations(page);
    const confirmPath = await linkFromMail(
      owner.email,
      /Confirm your e-mail address/,
      "/auth/register/confirm/",
    );
    await page.goto(confirmPath);
    await page.getByRole("heading", { level: 1, name: text("en-US", "register.confirm.title") }).waitFor();
    await expectNoAxeViolations(page);
    await waitForHydration(page.getByRole("button", { name: "Open my account" }));
    await page.getByRole("button", { name: "Open my account" }).click();
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
      // The page names the team and the (masked) address the invitation went to, and asks for no company.
      const maskedEmail = `${colleague.email[0]}•••@example.test`;
      await page2
        .getByText(text("en-US", "register.joiningTeam", { team: owner.companyName, email: maskedEmail }))
        .waitFor();
      await waitForHydration(page2.getByRole("button", { name: "Create my account" }));
      expect(await page2.getByLabel("Company name", { exact: true }).count()).toBe(0);
      expect(await page2.getByLabel("Country", { exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page2);
      await page2.getByLabel("First name", { exact: true }).fill(colleague.firstName);
      await page2.getByLabel("Last name", { exact: true }).fill(colleague.lastName);
      await page2.getByLabel("Email", { exact: true }).fill(colleague.email);
      await page2.getByLabel("Password", { exact: true }).fill(colleague.password);
      await page2.getByLabel("I accept the terms of use").check();
      await page2.getByRole("button", { name: "Create my account" }).click();

      // Signed up and in the team at once: the invitation was accepted with the sign-up.
      await waitForPath(page2, "/dashboard");
      await waitForToast(page2, `You joined ${owner.companyName}`);
      // Their welcome e-mail is a team member's (the team and the role), not a new team owner's plan pitch.
      const welcome = await waitForMail(colleague.email, /^Welcome to Keel/);
      expect(welcome.subject).toBe(`Welcome to Keel: you joined ${owner.companyName}`);
      const welcomeText = decodedText(welcome.raw);
      expect(welcomeText).toContain(`you joined the team ${owner.companyName} as administrator.`);
      expect(welcomeText).not.toMatch(/choose a plan|Your account and your team/);
      expect((await listMails()).filter((m) => m.to.includes(colleague.email)).map((m) => m.subject)).toEqual(
        [expect.stringMatching(/invited you to join/), welcome.subject],
      );
      await page2.getByText(`${owner.companyName} · Administrator`).waitFor();
      // Exactly one team, the inviting one: no switcher, and the API agrees.
      expect(await page2.getByLabel("Current team").count()).toBe(0);
      const { token } = await api<{ token: string }>("auth/login", {
        method: "POST",
        body: { email: colleague.email, password: colleague.password },
      });
      const me = await api<{ teams: { id: number; name: string; role: string }[] }>("auth/me", { token });
      expect(me.teams.map(({ name, role }) => ({ name, role }))).toEqual([
        { name: owner.companyName, role: "admin" },
      ]);
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
    // Which address it went to, masked: enough to recognise one's own, not to learn someone else's.
    await page.getByText(`${invitee.email[0]}•••@example.test`, { exact: false }).waitFor();
    expect(await page.getByText(invitee.email, { exact: false }).count()).toBe(0);
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
