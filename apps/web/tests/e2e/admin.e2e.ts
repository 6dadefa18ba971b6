/**
 * Back office journeys: finding users, signing in as a seller and coming back, deactivating an account,
 * field errors in the page's language, team members, the audit log, and the guard. Axe checks every page.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { registerViaApi } from "./accounts-kit.ts";
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { type Account, logIn, newAdminAndPaidSeller, submitLogin } from "./session.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();
// The file's administrator, and a seller on the paid plan the first test signs in as.
let admin: Account;
let seller: Account;

beforeAll(async () => {
  ({ admin, seller } = await newAdminAndPaidSeller());
});

/** An e-mail address as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A fresh account of its own, made through the public API as a person registering would. */
async function registerUser(label: string): Promise<{ email: string; password: string; name: string }> {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const person = {
    firstName: "Testa",
    lastName: `Rossi ${label}`,
    email: `${label}-${unique}@keel.test`,
    password: "a-long-password-1",
    companyName: `Test Marine ${unique}`,
  };
  await registerViaApi(person, "en-US");
  return { email: person.email, password: person.password, name: `Testa Rossi ${label}` };
}

/** From the users list the admin is on: searches the e-mail and opens the one matching user. */
async function openUserFromSearch(page: Page, email: string): Promise<string> {
  const search = page.getByRole("searchbox", { name: "Name or email" });
  await search.fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await waitForPath(page, `/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect.poll(() => row.count()).toBe(1);
  await expectNoAxeViolations(page);
  await row.getByRole("link").first().click();
  await waitForPath(page, /^\/admin\/users\/\d+$/);
  return pathOf(page);
}

/** Logs in as the file's administrator on the users list. */
async function logInToUsers(page: Page): Promise<void> {
  await logIn(page, admin, "/admin/users");
  await waitForPath(page, "/admin/users");
}

describe("back office", () => {
  it("finds a seller on the paid plan, signs in as them, shows the banner everywhere, and returns to the admin", async () => {
    const { page } = session;
    await logIn(page, admin, "/admin");
    await waitForPath(page, "/admin");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole("navigation", { name: "Back office navigation" })
      .getByRole("link", { name: "Users" })
      .click();
    await waitForPath(page, "/admin/users");
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    await expectNoAxeViolations(page);

    const userPath = await openUserFromSearch(page, seller.email);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    // Sign in as the seller: a full page load of their dashboard, with the banner.
    await page.getByRole("button", { name: "Sign in as this user" }).click();
    await waitForPath(page, "/dashboard");
    const banner = page.getByRole("complementary", { name: "Signed in as another user" });
    await expect
      .poll(() => banner.textContent())
      .toMatch(
        new RegExp(`You are signed in as .+ \\(${literally(seller.email)}\\) by ${literally(admin.email)}`),
      );
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    // The seller is no administrator now: the back office refuses, with the banner still there (the guard
    // refuses before any loader runs), and the banner stays on public pages.
    const refused = await page.goto("/admin/users");
    expect(refused?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access denied" }).waitFor();
    await banner.waitFor();
    await expectNoAxeViolations(page);
    await page.goto("/");
    await banner.waitFor();
    await expectNoAxeViolations(page);

    // Back to the admin's own session, on the seller's page, from the back office's refusal screen.
    expect((await page.goto("/admin"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access denied" }).waitFor();
    await banner.getByRole("button", { name: "Return to my account" }).click();
    await waitForPath(page, userPath);
    await page.getByRole("button", { name: "Sign in as this user" }).waitFor();
    expect(await banner.count()).toBe(0);
    await expectNoAxeViolations(page);
    const again = await page.goto("/admin/users");
    expect(again?.status()).toBe(200);

    // The audit log recorded it, with a link to the user.
    await page.goto("/admin/audit-log?action=impersonation");
    const entry = page.getByRole("row").filter({ hasText: "Signed in as the user" }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(seller.email);
    await expectNoAxeViolations(page);
  });

  it("deactivates an account after a confirmation, after which that person cannot log in", async () => {
    const { page, context } = session;
    const user = await registerUser("deactivate");
    await logInToUsers(page);
    await openUserFromSearch(page, user.email);

    const deactivate = page.getByRole("button", { name: "Deactivate account" });
    await waitForHydration(deactivate);
    await deactivate.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(`Deactivate the account of ${user.name}?`).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Deactivate account" }).click();
    await page.getByRole("button", { name: "Activate account" }).waitFor();
    // The API's message, in the page's language, as a success toast.
    const toasts = page.getByRole("region", { name: "Notifications (F8)" });
    await toasts.getByText(`${user.name}'s account is deactivated.`).waitFor();
    await expectNoAxeViolations(page);

    await context.clearCookies();
    await page.goto("/auth/login");
    await submitLogin(page, user);
    await page.getByText("Invalid credentials").waitFor();
    expect(pathOf(page)).toMatch(/^\/auth\/login/);
    await expectNoAxeViolations(page);
  });

  it("shows field errors in the page's language and keeps what was typed", async () => {
    const { page } = session;
    const user = await registerUser("fields");
    await logInToUsers(page);
    const userPath = await openUserFromSearch(page, user.email);

    await page.goto(`/fr${userPath}`);
    const email = page.getByRole("textbox", { name: message("fr", "admin.user.email") });
    await waitForHydration(email);
    await email.fill("not-an-address");
    await page
      .getByRole("textbox", { name: message("fr", "admin.user.lastName"), exact: true })
      .fill("Bianchi");
    await page.getByRole("button", { name: message("fr", "admin.form.save") }).click();
    await page.getByText(message("fr", "admin.fieldError.emailFormat")).waitFor();
    expect(await email.inputValue()).toBe("not-an-address");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(
      await page
        .getByRole("textbox", { name: message("fr", "admin.user.lastName"), exact: true })
        .inputValue(),
    ).toBe("Bianchi");
    await expectNoAxeViolations(page);
  });

  it("lists teams with filters in the URL, adds a member by e-mail and removes them after the product's confirmation", async () => {
    const { page } = session;
    const user = await registerUser("member");
    await logIn(page, admin, "/admin/teams?plan=paid&sort=name");
    await waitForPath(page, "/admin/teams?plan=paid&sort=name");
    const firstTeam = page.getByRole("table").getByRole("row").nth(1).getByRole("link").first();
    await firstTeam.waitFor();
    await expectNoAxeViolations(page);

    // Sorting is a link: the new order is in the URL, and back returns to the previous one.
    await page.getByRole("link", { name: /^Name/ }).click();
    await waitForPath(page, "/admin/teams?plan=paid&sort=-name");
    await expectNoAxeViolations(page);
    await page.goBack();
    await waitForPath(page, "/admin/teams?plan=paid&sort=name");

    await firstTeam.click();
    await waitForPath(page, /^\/admin\/teams\/\d+$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: "Team pages" })
      .getByRole("link", { name: /^Members/ })
      .click();
    await waitForPath(page, /^\/admin\/teams\/\d+\/members$/);
    const emailField = page.getByRole("textbox", { name: "Email of the account" });
    await waitForHydration(emailField);
    await emailField.fill(user.email);
    await page.getByRole("button", { name: "Add member" }).click();
    const row = page.getByRole("row").filter({ hasText: user.email });
    await row.waitFor();
    await expectNoAxeViolations(page);

    const remove = row.getByRole("button", { name: `Remove ${user.name}` });
    await waitForHydration(remove);
    await remove.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete this?").waitFor();
    await dialog.getByText("This action is irreversible").waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: user.email }).count()).toBe(0);
  });

  it("works without JavaScript: search, then deactivation through a confirmation step", async () => {
    const { page } = session;
    // Once signed in, the app's scripts stop loading (as on a flaky network): plain HTML forms only. Page
    // scripting itself stays on, so axe can still check the pages.
    const user = await registerUser("nojs");
    await logInToUsers(page);
    await page.route("**/assets/**/*.js", (route) => route.abort());
    // The scripts this test refuses on purpose are reported by the browser as failed loads, and as a failed
    // import when the page, still running before the reload, asks for one of them (its icons, say).
    session.allowConsoleErrors(/Failed to load resource: net::ERR_FAILED \(.*\/assets\/.*\.js\)/);
    session.allowConsoleErrors(/Failed to fetch dynamically imported module: .*\/assets\/.*\.js$/);
    await page.reload();
    await openUserFromSearch(page, user.email);
    await page.getByRole("button", { name: "Deactivate account" }).click();
    const step = page.getByRole("region", { name: `Deactivate the account of ${user.name}?` });
    await step.waitFor();
    await expectNoAxeViolations(page);
    await step.getByRole("button", { name: "Deactivate account" }).click();
    await page.getByRole("button", { name: "Activate account" }).waitFor();
    expect(await step.count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("refuses the users page to a signed-in non-admin", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    const response = await page.goto("/admin/users");
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access denied" }).waitFor();
    await expectNoAxeViolations(page);
  });
});
