import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForPath } from "./browser.ts";
import { type Account, logIn, newAdmin, newSeller, submitLogin } from "./session.ts";

const session = setUpBrowser();
let seller: Account;
let admin: Account;

beforeAll(async () => {
  [seller, admin] = await Promise.all([newSeller(), newAdmin()]);
});

describe("route guards", () => {
  it("sends a guest from the dashboard to the login page and back after logging in", async () => {
    const { page } = session;
    await page.goto("/dashboard");
    await waitForPath(page, /^\/auth\/login\?redirect=%2Fdashboard$/);
    await submitLogin(page, seller);
    await waitForPath(page, "/dashboard");
  });

  it("refuses the back office to a logged-in non-admin with a 403 page", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access denied" }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("lets an administrator into the back office", async () => {
    const { page } = session;
    await logIn(page, admin, "/admin");
    await waitForPath(page, "/admin");
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("sends a logged-in user away from the login page to the dashboard", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    await page.goto("/auth/login");
    await waitForPath(page, "/dashboard");
  });
});
