import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { type Account, logIn, newSeller, openAccountMenu, submitLogin } from "./session.ts";

const session = setUpBrowser();
let seller: Account;

beforeAll(async () => {
  seller = await newSeller();
});

describe("login and logout", () => {
  it("logs a seller in and lands on the dashboard", async () => {
    const { page } = session;
    await page.goto("/auth/login");
    await expectNoAxeViolations(page);
    await submitLogin(page, seller);
    await waitForPath(page, "/dashboard");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("shows Invalid credentials for a wrong password and stays on the login page", async () => {
    const { page } = session;
    await page.goto("/auth/login");
    await submitLogin(page, seller, "not-the-password");
    await page.getByText("Invalid credentials").waitFor();
    expect(pathOf(page)).toMatch(/^\/auth\/login/);
    await expectNoAxeViolations(page);
  });

  it("returns to a same-site redirect target, query included", async () => {
    const { page } = session;
    await logIn(page, seller, "/dashboard?x=1");
    await waitForPath(page, /^\/dashboard\?(.+&)?x=1(&|$)/);
  });

  it("signs in from the French login page to the French dashboard, even with an English page remembered", async () => {
    const { page, context, baseUrl } = session;
    // The guard remembered an unprefixed page before the visitor switched the login page to French.
    await context.addCookies([{ name: "return_to", value: "%2Fdashboard", url: baseUrl }]);
    await page.goto("/fr/auth/login");
    const email = page.getByLabel("Adresse e-mail");
    await waitForHydration(email);
    await email.fill(seller.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(seller.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await waitForPath(page, "/fr/dashboard");
  });

  it("refuses an open redirect to another site and goes to the dashboard", async () => {
    const { page, baseUrl } = session;
    await logIn(page, seller, "//evil.example");
    await waitForPath(page, "/dashboard");
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });

  it("logs out to the home page, after which the dashboard asks to log in again", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await waitForPath(page, "/");
    await page.goto("/dashboard");
    await waitForPath(page, /^\/auth\/login(\?|$)/);
  });
});
