/**
 * Settings forms refuse bad input in the user's language (issue 3: field errors in the user's language,
 * nothing saved, no 500): on /fr pages the profile, team and password forms show French errors next to the
 * fields, keep what was typed (passwords excepted), and the saved values stay as they were.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, registerViaApi, text } from "./accounts-kit.ts";
import { setUpBrowser, waitForPath } from "./browser.ts";

const session = setUpBrowser({ locale: "fr-FR" });
const fr = (key: string, values?: Record<string, string | number>) => text("fr", key, values);

async function logInFrench(email: string, password: string) {
  const { page } = session;
  await page.goto("/fr/auth/login");
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await waitForPath(page, "/fr/dashboard");
}

describe("settings refuse bad input in French", () => {
  it("profile: an empty first name is refused next to the field, the other values stay typed, nothing is saved", async () => {
    const { page } = session;
    const person = newPerson("Louise", "Moreau");
    await registerViaApi(person, "fr");
    await logInFrench(person.email, person.password);

    await page.goto("/fr/dashboard/settings");
    await expectNoAxeViolations(page);
    await page.getByLabel("Prénom", { exact: true }).fill("   ");
    await page.getByLabel("Nom", { exact: true }).fill("Moreau-Lefèvre");
    await page.getByRole("button", { name: "Enregistrer" }).click();

    await page.locator("#firstName-error").getByText(fr("fieldError.required")).waitFor();
    await page.locator("#profile-alert").getByText(fr("fieldError.summary")).waitFor();
    expect(await page.getByLabel("Prénom", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Nom", { exact: true }).inputValue()).toBe("Moreau-Lefèvre");
    await expectNoAxeViolations(page);

    await page.goto("/fr/dashboard/settings");
    expect(await page.getByLabel("Prénom", { exact: true }).inputValue()).toBe("Louise");
    expect(await page.getByLabel("Nom", { exact: true }).inputValue()).toBe("Moreau");
  });

  it("team: a one-letter name, a bad e-mail and a bad website are refused, the team keeps its settings", async () => {
    const { page } = session;
    const person = newPerson("Mathis", "Garnier");
    const { token, teamId } = await registerViaApi(person, "fr");
    await logInFrench(person.email, person.password);

    await page.goto("/fr/dashboard/settings/team");
    await expectNoAxeViolations(page);
    await page.getByLabel("Nom de l’équipe", { exact: true }).fill("G");
    await page.getByLabel(/^E-mail de contact/).fill("pas-une-adresse");
    await page.getByLabel(/^Site web/).fill("www.garnier");
    await page.getByLabel(/^Ville/).fill("La Rochelle");
    await page.getByRole("button", { name: "Enregistrer" }).click();

    await page
      .locator("#team-name-error")
      .getByText(fr("fieldError.tooShort", { limit: 2 }))
      .waitFor();
    await page.locator("#team-email-error").getByText(fr("fieldError.email")).waitFor();
    await page.locator("#team-website-error").getByText(fr("fieldError.url")).waitFor();
    expect(await page.getByLabel(/^Ville/).inputValue()).toBe("La Rochelle");
    await expectNoAxeViolations(page);

    const team = await api<{ name: string; city: string | null; website: string | null }>(`teams/${teamId}`, {
      token,
    });
    expect(team).toMatchObject({ name: person.companyName, city: null, website: null });
  });

  it("password: rule, confirmation and current password problems are shown in French, the password is unchanged", async () => {
    const { page } = session;
    const person = newPerson("Nina", "Roussel");
    await registerViaApi(person, "fr");
    await logInFrench(person.email, person.password);

    await page.goto("/fr/dashboard/settings/security");
    await expectNoAxeViolations(page);
    const current = page.getByLabel("Mot de passe actuel", { exact: true });
    const next = page.getByLabel("Nouveau mot de passe", { exact: true });
    const confirmation = page.getByLabel("Confirmez le nouveau mot de passe", { exact: true });
    const submit = page.getByRole("button", { name: "Changer le mot de passe" });

    await current.fill(person.password);
    await next.fill("court1");
    await confirmation.fill("autre-chose");
    await submit.click();
    await page
      .locator("#newPassword-error")
      .getByText(fr("fieldError.tooShort", { limit: 10 }))
      .waitFor();
    await page.locator("#confirmation-error").getByText(fr("fieldError.passwordsMismatch")).waitFor();
    await expectNoAxeViolations(page);

    await current.fill("pas-le-bon-mot-de-passe-1");
    await next.fill("nouvelle-maree-2027");
    await confirmation.fill("nouvelle-maree-2027");
    await submit.click();
    await page.locator("#currentPassword-error").getByText(fr("fieldError.passwordWrong")).waitFor();

    // The old password still opens the account.
    const other = await session.browser.newContext({ baseURL: session.baseUrl, locale: "fr-FR" });
    try {
      const page2 = await other.newPage();
      await page2.goto("/fr/auth/login");
      await page2.getByLabel("Adresse e-mail", { exact: true }).fill(person.email);
      await page2.getByLabel("Mot de passe", { exact: true }).fill(person.password);
      await page2.getByRole("button", { name: "Se connecter" }).click();
      await waitForPath(page2, "/fr/dashboard");
    } finally {
      await other.close();
    }
  });
});

describe("settings without JavaScript", () => {
  it("posts the profile form as a plain form and shows the French errors with the typed values", async () => {
    const person = newPerson("Oscar", "Lemaire");
    await registerViaApi(person, "fr");
    const context = await session.browser.newContext({
      baseURL: session.baseUrl,
      locale: "fr-FR",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto("/fr/auth/login");
      await page.getByLabel("Adresse e-mail", { exact: true }).fill(person.email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await waitForPath(page, "/fr/dashboard");
      await page.goto("/fr/dashboard/settings");
      await page.getByLabel("Prénom", { exact: true }).fill("");
      await page.getByLabel("Nom", { exact: true }).fill("Lemaire-Petit");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await page.locator("#firstName-error").getByText(fr("fieldError.required")).waitFor();
      expect(await page.getByLabel("Nom", { exact: true }).inputValue()).toBe("Lemaire-Petit");
    } finally {
      await context.close();
    }
  });
});
