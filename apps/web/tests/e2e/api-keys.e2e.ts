/**
 * Publish from your software (decision 048): an owner creates a key on the settings page, sees it once, the key
 * reads the team's boats through the API, then the owner revokes it after the confirmation dialog and the key is
 * refused. Data is set up through the API.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { waitForToast } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { newSeller, submitLogin } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();

describe("team API keys", () => {
  it("creates a key shown once, uses it, and revokes it", async () => {
    const { page } = session;
    const seller = await newSeller("Lena", "Fischer");
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings%2Fapi");
    await submitLogin(page, seller);
    await waitForPath(page, "/dashboard/settings/api");
    await page.getByRole("heading", { name: "Publish from your software" }).waitFor();
    // The examples carry the site's own address and the team.
    await page.getByText(`/api/v1/teams/${seller.teamId}/boats`).first().waitFor();
    await expectNoAxeViolations(page);

    const name = page.getByLabel("Name");
    await waitForHydration(name);
    await name.fill("Stock sync");
    await page.getByRole("checkbox", { name: /Read boats/ }).check();
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByLabel("API key", { exact: true });
    await shown.waitFor();
    const key = await shown.inputValue();
    expect(key).toMatch(/^keel_[0-9a-f]{64}$/);
    await page.getByRole("button", { name: "Copy key" }).waitFor();
    await expectNoAxeViolations(page);

    const boats = (auth: string) =>
      fetch(`${stack().apiUrl}/api/v1/teams/${seller.teamId}/boats`, {
        headers: { Authorization: `Bearer ${auth}` },
      });
    expect((await boats(key)).status).toBe(200);

    // Shown once: a reload lists the key by its first characters only.
    await page.reload();
    const row = page.getByRole("row", { name: /Stock sync/ });
    await row.getByText(`${key.slice(0, 13)}…`).waitFor();
    expect(await page.getByLabel("API key", { exact: true }).count()).toBe(0);

    await row.getByRole("button", { name: "Revoke the key “Stock sync”" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await waitForToast(page, /revoked/i);
    await row.getByText("Revoked").waitFor();
    expect((await boats(key)).status).toBe(401);
  }, 120_000);
});
