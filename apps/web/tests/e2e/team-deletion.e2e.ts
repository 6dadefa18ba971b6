/**
 * Deleting a team (issue 3): irreversible, confirmed by typing the team's name in the product's dialog, which
 * stays open over a refusal to correct it; the team's boats disappear from the public pages with it. The team is made for the test: a new seller, put on
 * the paid plan by an administrator through the back office API, who publishes one boat with a photo.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, registerViaApi, submitLoginAs, text, waitForToast } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { expectDialogStayedOpen, watchOpenDialog } from "./dialogs.ts";
import { newAdmin, newPaidPlan, newPublishedBoat } from "./session.ts";

const session = setUpBrowser();

/** A seller with a paid team and one published boat, through the API. */
async function sellerWithPublishedBoat() {
  const seller = newPerson("Dora", "Vidal");
  const { token, teamId } = await registerViaApi(seller);
  await newPaidPlan(await newAdmin(), teamId);
  const title = `Vidal Sun Odyssey ${Math.random().toString(36).slice(2, 8)}`;
  const boat = await newPublishedBoat({ token, teamId }, title);
  return { seller, teamId, title, slug: boat.slug };
}

describe("team deletion", () => {
  it("deletes the team after typing its name and confirming, and its boats leave the public pages", async () => {
    const { page } = session;
    const { seller, title, slug } = await sellerWithPublishedBoat();

    await page.goto("/");
    await page.getByText(title).first().waitFor();

    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings%2Fteam");
    await submitLoginAs(page, seller.email, seller.password);
    await waitForPath(page, "/dashboard/settings/team");
    await expectNoAxeViolations(page);

    // A wrong name is refused in the dialog, which stays open to correct it there, and deletes nothing.
    const deleteButton = page.getByRole("button", { name: "Delete the team" });
    await waitForHydration(deleteButton);
    await page.getByLabel(/^To confirm, type the team name/).fill("not the name");
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete this?").waitFor();
    await dialog.getByText("This action is irreversible").waitFor();
    const dialogField = dialog.getByLabel(/^To confirm, type the team name/);
    expect(await dialogField.inputValue()).toBe("not the name");
    await expectNoAxeViolations(page);
    await watchOpenDialog(page);
    await dialog.getByRole("button", { name: "Delete the team" }).click();
    await dialog
      .locator("#confirmName-dialog-error")
      .getByText(text("en-US", "fieldError.confirmMismatch"))
      .waitFor();
    await expectDialogStayedOpen(page);
    await expectNoAxeViolations(page);
    expect(await api(`boats/${slug}`)).toMatchObject({ title });

    await dialogField.fill(seller.companyName);
    await dialog.getByRole("button", { name: "Delete the team" }).click();

    await waitForPath(page, "/dashboard");
    await waitForToast(page, seller.companyName);
    // Without a team, the dashboard is a buyer's home (with a way to start selling again).
    await page.getByRole("heading", { name: "Favorites" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/");
    await page.getByRole("heading", { name: "Newest boats" }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await expect(api(`boats/${slug}`)).rejects.toThrow(/404/);
  }, 120_000);
});
