/**
 * Members settings (issue 3): an owner changes a role, sends an invitation again, withdraws another, removes a
 * member after the confirmation dialog, and cannot leave as the last owner; a plain member sees the team
 * read only and may invite members only.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, registerViaApi, submitLoginAs, text, waitForToast } from "./accounts-kit.ts";
import { setUpBrowser, waitForPath } from "./browser.ts";

const session = setUpBrowser();

/** An owner's team with one member who joined through an invitation, and one pending invitation. */
async function teamWithMember() {
  const owner = newPerson("Ines", "Moreno");
  const ownerAccount = await registerViaApi(owner);
  const member = newPerson("Jonas", "Weber");
  const memberAccount = await registerViaApi(member);
  const { id } = await api<{ id: string }>(`teams/${ownerAccount.teamId}/invitations`, {
    method: "POST",
    token: ownerAccount.token,
    body: { email: member.email, role: "member" },
  });
  await api(`invitations/${id}/accept`, { method: "POST", token: memberAccount.token });
  const pending = newPerson("Karl", "Berg");
  await api(`teams/${ownerAccount.teamId}/invitations`, {
    method: "POST",
    token: ownerAccount.token,
    body: { email: pending.email, role: "member" },
  });
  return { owner, member, pending, teamId: ownerAccount.teamId };
}

describe("members settings", () => {
  it("lets an owner change a role, resend and withdraw invitations, and remove a member", async () => {
    const { page } = session;
    const { owner, member, pending } = await teamWithMember();
    const memberName = `${member.firstName} ${member.lastName}`;

    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings%2Fmembers");
    await submitLoginAs(page, owner.email, owner.password);
    await waitForPath(page, "/dashboard/settings/members");
    await expectNoAxeViolations(page);

    await page.getByLabel(`Role of ${memberName}`).selectOption("admin");
    await page.getByRole("button", { name: `Save (${memberName})` }).click();
    await waitForToast(page, /role/i);
    await page.reload();
    expect(await page.getByLabel(`Role of ${memberName}`).inputValue()).toBe("admin");

    const invitation = page.getByRole("row", { name: new RegExp(pending.email) });
    await invitation.getByRole("button", { name: /Send again/ }).click();
    await waitForToast(page, /sent again|again/i);
    await invitation.getByRole("button", { name: /Withdraw/ }).click();
    await invitation.getByText("Withdrawn").waitFor();

    await page.getByRole("button", { name: `Remove (${memberName})` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Remove ${memberName} from the team?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await waitForToast(page, /removed/i);
    const members = page.getByRole("table", { name: /^Members of/ });
    await expect.poll(() => members.getByText(member.email).count()).toBe(0);

    // The last owner cannot leave a team: the API's reason comes as an error toast.
    await page.getByRole("button", { name: "Leave" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave the team" }).click();
    await page.locator('li[data-toast-color="error"]').waitFor();
    await waitForPath(page, "/dashboard/settings/members");
  }, 120_000);

  it("shows a plain member the team read only and lets them invite members only", async () => {
    const { page } = session;
    const { member, owner } = await teamWithMember();

    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings%2Fmembers");
    await submitLoginAs(page, member.email, member.password);
    await waitForPath(page, "/dashboard/settings/members");
    // The member belongs to two teams (their own first); pick the one they joined.
    await page.getByLabel("Current team").selectOption({ label: owner.companyName });
    await page.getByRole("button", { name: "Switch" }).click();
    // The switcher lands on the dashboard with the team kept in the team_id cookie.
    await waitForPath(page, /^\/dashboard\?team_id=/);
    await page.goto("/dashboard/settings/members");
    await page.getByText(text("en-US", "members.subtitle", { count: 2, team: owner.companyName })).waitFor();

    expect(await page.getByRole("button", { name: /^Save/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Leave" }).waitFor();
    expect(await page.getByLabel("Role", { exact: true }).locator("option").allTextContents()).toEqual([
      "Member",
    ]);
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link", { name: "Team" })
      .click();
    await waitForPath(page, /^\/dashboard\/settings\/team/);
    await page.getByText(text("en-US", "team.settings.readOnly")).waitFor();
    expect(await page.getByRole("button", { name: "Save changes" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete the team" }).count()).toBe(0);
    await expectNoAxeViolations(page);
  }, 120_000);
});
