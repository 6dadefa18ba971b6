/**
 * Password recovery (issue 3): "Forgot your password?" e-mails a single-use link; the new password works, the
 * old one no longer does, and a used link explains itself at once (or when it is sent, if it died while its form
 * was open) and offers a new one.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import {
  api,
  linkFromMail,
  newPerson,
  registerViaApi,
  submitLoginAs,
  text,
  waitForToast,
} from "./accounts-kit.ts";
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";

const session = setUpBrowser();

describe("password recovery", () => {
  it("resets the password from the e-mailed link: the old one is refused, the new one accepted", async () => {
    const { page } = session;
    const person = newPerson("Giulia", "Ferri");
    await registerViaApi(person);

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await waitForPath(page, "/auth/password/forgot");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    // The API's neutral answer, the same for any address, replaces the form.
    await page
      .getByRole("status")
      .getByText(/If an account/i)
      .waitFor();
    await expectNoAxeViolations(page);

    const resetPath = await linkFromMail(person.email, /Reset your Keel password/, "/auth/password/reset/");
    await page.goto(resetPath);
    await expectNoAxeViolations(page);
    const newPassword = "spring-tide-2027";

    // A password that breaks the rules is refused with the rule, next to the field.
    await page.getByLabel("New password", { exact: true }).fill("short1");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page
      .locator("#password-error")
      .getByText(text("en-US", "fieldError.tooShort", { limit: 10 }))
      .waitFor();
    expect(pathOf(page)).toBe(resetPath);

    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await waitForPath(page, "/auth/login");
    await waitForToast(page, /password/i);
    await expectNoAxeViolations(page);

    await submitLoginAs(page, person.email, person.password);
    await page.getByText("Invalid credentials").waitFor();
    expect(pathOf(page)).toMatch(/^\/auth\/login/);

    // The same e-mailed link again (still signed out): dead at once, before any typing, with the way to a new one.
    await page.goto(resetPath);
    await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save the new password" }).count()).toBe(0);
    await page.getByRole("link", { name: "Get a new link" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/auth/login");
    await submitLoginAs(page, person.email, newPassword);
    await waitForPath(page, "/dashboard");
  });

  it("answers the same for an address without an account", async () => {
    const { page } = session;
    await page.goto("/auth/password/forgot");
    await page.getByLabel("Email", { exact: true }).fill("nobody-here@example.test");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page
      .getByRole("status")
      .getByText(/If an account/i)
      .waitFor();
  });

  it("explains a link used elsewhere while its form was open, and offers a new one", async () => {
    const { page } = session;
    const person = newPerson("Hugo", "Lambert");
    await registerViaApi(person);
    await page.goto("/auth/password/forgot");
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByRole("status").waitFor();
    const resetPath = await linkFromMail(person.email, /Reset your Keel password/, "/auth/password/reset/");

    // The link works when the page opens, then is used in another tab before this form is sent.
    await page.goto(resetPath);
    const field = page.getByLabel("New password", { exact: true });
    await waitForHydration(field);
    await api("auth/password/reset", {
      method: "POST",
      body: { token: resetPath.split("/").at(-1), password: "first-new-pass-1" },
    });
    await field.fill("second-new-pass-2");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
    expect(pathOf(page)).toBe(resetPath);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Get a new link" }).click();
    await waitForPath(page, "/auth/password/forgot");
  });
});
