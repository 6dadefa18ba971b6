/**
 * Deleting a team (issue 3): irreversible, confirmed by typing the team's name in the product's dialog, which
 * stays open over a refusal to correct it; the team's boats disappear from the public pages with it. The team is made for the test: a new seller, put on
 * the paid plan by an administrator through the back office API, who publishes one boat with a photo.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, registerViaApi, submitLoginAs, text, waitForToast } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { expectDialogStayedOpen, watchOpenDialog } from "./dialogs.ts";
import { DEMO, DEMO_PASSWORD } from "./session.ts";

const session = setUpBrowser();

/** A boat type and a condition that exist: those of a demo seller's boat (the editor's own view of it). */
async function referenceIds(): Promise<{ boatTypeId: number; conditionId: number }> {
  const { token } = await api<{ token: string }>("auth/login", {
    method: "POST",
    body: { email: DEMO.premium, password: DEMO_PASSWORD },
  });
  const me = await api<{ teams: { id: number }[] }>("auth/me", { token });
  const teamId = me.teams[0]!.id;
  const boats = await api<{ items: { id: number }[] }>(`teams/${teamId}/boats`, { token });
  for (const { id } of boats.items) {
    const boat = await api<{ boatTypeId: number | null; conditionId: number | null }>(
      `teams/${teamId}/boats/${id}`,
      { token },
    );
    if (boat.boatTypeId && boat.conditionId)
      return { boatTypeId: boat.boatTypeId, conditionId: boat.conditionId };
  }
  throw new Error("no demo boat with a type and a condition");
}

/** A seller with a paid team and one published boat, through the API. */
async function sellerWithPublishedBoat() {
  const seller = newPerson("Dora", "Vidal");
  const { token, teamId } = await registerViaApi(seller);
  const admin = await api<{ token: string }>("auth/login", {
    method: "POST",
    body: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  await api(`admin/teams/${teamId}`, { method: "PATCH", token: admin.token, body: { planCode: "paid" } });

  const { boatTypeId, conditionId } = await referenceIds();
  const title = `Vidal Sun Odyssey ${Math.random().toString(36).slice(2, 8)}`;
  const boat = await api<{ id: number; slug: string }>(`teams/${teamId}/boats`, {
    method: "POST",
    token,
    body: {
      title,
      description: "A well kept cruising yacht, sailed every summer and wintered ashore under cover.",
      language: "en-US",
      boatTypeId,
      conditionId,
      brandName: "Jeanneau",
      yearBuilt: 2016,
      lengthM: 12.2,
      priceAmount: 14_500_000,
      currency: "EUR",
      isPriceOnRequest: false,
      country: "FR",
    },
  });
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 150 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "boat.png");
  await api(`teams/${teamId}/boats/${boat.id}/photos`, { method: "POST", token, form });
  await api(`teams/${teamId}/boats/${boat.id}/actions`, {
    method: "POST",
    token,
    body: { action: "publish" },
  });
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
    await page.getByRole("heading", { name: "You are not part of a team yet" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/");
    await page.getByRole("heading", { name: "Newest boats" }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await expect(api(`boats/${slug}`)).rejects.toThrow(/404/);
  }, 120_000);
});
