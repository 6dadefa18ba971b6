/**
 * Profile and security settings (issue 3): avatar upload with preview and removal, banner checks in the
 * browser, interface language (the dashboard and the e-mails follow it), sessions with "sign out other
 * sessions", and account deletion with the product's confirmation.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { linksIn } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import {
  api,
  fillRegisterForm,
  newPerson,
  registerViaApi,
  signUpToken,
  submitLoginAs,
  text,
  waitForToast,
} from "./accounts-kit.ts";
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { expectDialogStayedOpen, watchOpenDialog } from "./dialogs.ts";
import { waitForMail } from "./mailbox.ts";

const session = setUpBrowser();

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .png()
    .toBuffer();
}

describe("profile and security", () => {
  it("uploads and removes an avatar, and checks a banner's width before uploading it", async () => {
    const { page } = session;
    const person = newPerson("Lea", "Fischer");
    await registerViaApi(person);
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings");
    await submitLoginAs(page, person.email, person.password);
    await waitForPath(page, "/dashboard/settings");

    await page
      .getByLabel("Choose a picture")
      .setInputFiles({ name: "me.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") });
    await page.getByText(text("en-US", "fieldError.imageUnsupported")).waitFor();
    await page
      .getByLabel("Choose a picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(400, 400) });
    await page.getByRole("img", { name: "Preview of the new picture" }).waitFor();
    await page.getByRole("button", { name: "Upload the picture" }).click();
    await waitForToast(page, /picture/i);
    await page.getByRole("img", { name: "Your current picture" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Remove the picture" }).click();
    await expect.poll(() => page.getByRole("img", { name: "Your current picture" }).count()).toBe(0);

    await page.goto("/dashboard/settings/team");
    await page
      .getByLabel("Choose a banner")
      .setInputFiles({ name: "narrow.png", mimeType: "image/png", buffer: await png(800, 300) });
    await page.getByText(text("en-US", "fieldError.imageTooSmall", { limit: 1024 })).waitFor();
    await page
      .getByLabel("Choose a banner")
      .setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await png(1200, 400) });
    await page.getByRole("img", { name: "Preview of the new banner" }).waitFor();
    await page.getByRole("button", { name: "Upload the banner" }).click();
    await waitForToast(page, /banner/i);
    await page.getByRole("img", { name: `Banner of ${person.companyName}` }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);

  it("switches the interface language: the settings move to /fr and the e-mails follow", async () => {
    const { page } = session;
    const person = newPerson("Marc", "Dubois");
    await registerViaApi(person);
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings");
    await submitLoginAs(page, person.email, person.password);
    await waitForPath(page, "/dashboard/settings");

    await page.getByLabel("Interface language", { exact: true }).selectOption("fr");
    await page.getByRole("button", { name: "Save changes" }).click();
    await waitForPath(page, "/fr/dashboard/settings");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await page.getByRole("heading", { level: 1, name: "Paramètres" }).waitFor();
    await page.locator('li[data-toast-color="success"]').waitFor();
    await expectNoAxeViolations(page);

    await api("auth/password/forgot", { method: "POST", body: { email: person.email } });
    await waitForMail(person.email, /Réinitialisez votre mot de passe Keel/);
  }, 120_000);

  it("lists the sessions, signs out the others, and deletes the account after confirmation", async () => {
    const { page } = session;
    const person = newPerson("Nora", "Keller");
    await registerViaApi(person);
    await page.goto("/auth/login?redirect=%2Fdashboard%2Fsettings%2Fsecurity");
    await submitLoginAs(page, person.email, person.password);
    await waitForPath(page, "/dashboard/settings/security");

    // The sign-up's session (from the API call) and this browser's.
    const sessions = page.getByRole("region", { name: "Where you are signed in" }).getByRole("listitem");
    await expect.poll(() => sessions.count()).toBe(2);
    await sessions
      .filter({ hasText: "This device" })
      .getByText(/^Chrome \d+ on Linux/)
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await waitForToast(page, /signed out/i);
    await expect.poll(() => sessions.count()).toBe(1);

    // A wrong password is refused in the dialog, which stays open; the right one typed there deletes it.
    const deleteButton = page.getByRole("button", { name: "Delete my account" });
    await waitForHydration(deleteButton);
    await page.getByLabel("Your password", { exact: true }).fill("not-my-password-1");
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this?" });
    await dialog.getByText("This action is irreversible").waitFor();
    await watchOpenDialog(page);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog
      .locator("#deletePassword-dialog-error")
      .getByText(text("en-US", "fieldError.passwordWrong"))
      .waitFor();
    await expectDialogStayedOpen(page);
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Your password", { exact: true }).fill(person.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await waitForPath(page, "/");
    await page.locator('li[data-toast-color="success"]').waitFor();

    await page.goto("/auth/login");
    await submitLoginAs(page, person.email, person.password);
    await page.getByText("Invalid credentials").waitFor();
  }, 120_000);

  it("answers a sign-up with an e-mail already in use like any other, and tells the owner by e-mail", async () => {
    const { page } = session;
    const owner = newPerson("Olga", "Ivanova");
    await registerViaApi(owner);
    await page.goto("/auth/register");
    await fillRegisterForm(page, { ...newPerson("Eve", "Probe"), email: owner.email });
    await page
      .getByRole("status")
      .getByText(`Check your inbox: we sent an e-mail to ${owner.email} to finish signing up.`)
      .waitFor();
    expect(pathOf(page)).toBe("/auth/register");
    expect(await page.locator("#email-error").count()).toBe(0);
    await expectNoAxeViolations(page);
    const note = await waitForMail(owner.email, /Someone tried to sign up/);
    expect(linksIn(note.raw).some((href) => href.endsWith("/auth/login"))).toBe(true);
    // The used sign-up link of the owner's own account no longer opens anything.
    await page.goto(`/auth/register/confirm/${await signUpToken(owner.email)}`);
    await page.getByRole("button", { name: "Open my account" }).click();
    await page
      .getByRole("heading", { level: 1, name: text("en-US", "register.confirm.invalidTitle") })
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
