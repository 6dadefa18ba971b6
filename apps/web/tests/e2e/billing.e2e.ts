/**
 * The money loop in the browser, in French, on the built-in test gateway (issue 12): a free seller goes from
 * the pricing page through login, the checkout and the test payment page to the success page, then posts a
 * boat; a declined card says so and changes nothing; a renewal that fails shows the past-due banner; a
 * subscription is cancelled at the period's end, then resumed; an invoice downloads as a PDF carrying the
 * team's VAT id. Each journey signs up its own seller; set-up that is not under test goes through the API.
 * Every page gets an axe check.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, type Person, registerViaApi, text, uniqueEmail } from "./accounts-kit.ts";
import {
  formWithButton,
  pathOf,
  savedDownload,
  setUpBrowser,
  waitForHydration,
  waitForPath,
} from "./browser.ts";
import { newAdmin } from "./session.ts";

const session = setUpBrowser({ locale: "fr-FR" });
const fr = (key: string, values?: Record<string, string | number>) => text("fr", key, values);

const VAT_ID = "FR40303265045";
const DETAILS = {
  legalName: "Chantier Lemoine SARL",
  addressLine1: "12 quai des Indes",
  city: "Lorient",
  postalCode: "56100",
  country: "FR",
  vatId: VAT_ID,
};

interface Seller {
  person: Person;
  token: string;
  teamId: number;
}

async function newSeller(firstName: string, lastName: string): Promise<Seller> {
  const person = newPerson(firstName, lastName);
  const { token, teamId } = await registerViaApi(person, "fr");
  return { person, token, teamId };
}

/** The test payment page's button for `card` (its name is the card's label, then its hint). */
function cardButton(page: Page, card: "success" | "declined" | "renewal-fails") {
  return page.getByRole("button", {
    name: `${fr(`billing.testPayment.card.${card}`)} ${fr(`billing.testPayment.card.${card}.hint`)}`,
    exact: true,
  });
}

/** Fills the French login form the browser is on. */
async function submitFrenchLogin(page: Page, person: Person) {
  // Scoped to the login form: the pricing page this journey comes from has an "Adresse e-mail" field too.
  const form = formWithButton(page, "Se connecter");
  const email = form.getByLabel("Adresse e-mail", { exact: true });
  await waitForHydration(email);
  await email.fill(person.email);
  await form.getByLabel("Mot de passe", { exact: true }).fill(person.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}

async function logInFrench(page: Page, person: Person, target: string) {
  await page.goto(`/fr/auth/login?redirect=${encodeURIComponent(target)}`);
  await submitFrenchLogin(page, person);
  await waitForPath(page, target);
}

/** Waits until the API applied the gateway's event for `sessionId` (events are processed by the job queue). */
async function waitForCheckout(seller: Seller, sessionId: string, status: "paid" | "failed") {
  await expect
    .poll(
      async () =>
        (
          await api<{ status: string }>(`teams/${seller.teamId}/billing/checkout/${sessionId}`, {
            token: seller.token,
          })
        ).status,
      { timeout: 20_000, interval: 200 },
    )
    .toBe(status);
}

/** Set-up through the API: billing details, a checkout and a test card (success or renewal-fails). */
async function subscribeViaApi(seller: Seller, card: "success" | "renewal-fails") {
  await api(`teams/${seller.teamId}/billing/details`, { method: "PUT", token: seller.token, body: DETAILS });
  const checkout = await api<{ sessionId: string }>(`teams/${seller.teamId}/billing/checkout`, {
    method: "POST",
    token: seller.token,
    body: { plan: "professional", interval: "month", currency: "EUR" },
  });
  await api(`test-gateway/sessions/${checkout.sessionId}/pay`, {
    method: "POST",
    token: seller.token,
    body: { card },
  });
  await waitForCheckout(seller, checkout.sessionId, "paid");
}

async function subscription(seller: Seller) {
  return api<{ status: string; plan: { slug: string }; cancelAtPeriodEnd: boolean }>(
    `teams/${seller.teamId}/billing/subscription`,
    { token: seller.token },
  );
}

describe("billing on the test gateway, in French", () => {
  it("the pricing page keeps the server's plans and form without their code; a switch shows yearly prices in place", async () => {
    const { page } = session;
    // The page's content is static parts (pricing-parts.tsx, plan-request-form.tsx) in a hydrated frame
    // (pricing-frame.tsx): no code for them on the first view, the server's markup kept through hydration;
    // a switch's click is the frame's (same document, same scroll position, the entry replaced) and brings the
    // plans' module and the new prices, the focus staying on the switch.
    const modules = /\/assets\/(pricing-parts|plan-request-form)-[^/]*\.js(\?|$)/;
    const requested: string[] = [];
    await page.route(modules, async (route) => {
      requested.push(modules.exec(route.request().url())![1]!);
      await route.continue().catch(() => {});
    });
    try {
      await page.goto("/fr/pricing");
      const professional = page.getByRole("article", { name: fr("billing.plan.professional") });
      const faq = page.getByRole("heading", { level: 2, name: fr("pricing.faq.title") });
      const team = page.getByLabel(fr("billing.request.teamName"), { exact: true });
      const served = [professional, faq, team];
      for (const locator of served)
        await locator.evaluate((element) => Object.assign(element, { servedMark: true }));
      await waitForHydration(page.locator("[data-static-part='pricing-plans']"));
      await waitForHydration(page.locator("[data-static-part='plan-request']"));
      const marked = (locator: typeof faq) =>
        locator.evaluate((element) => (element as unknown as { servedMark?: boolean }).servedMark === true);
      for (const locator of served) expect(await marked(locator)).toBe(true);
      expect(requested).toEqual([]);
      await team.fill("Chantier du Port");

      const yearly = page.getByRole("link", { name: new RegExp(fr("billing.interval.year")) });
      await yearly.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      const scrolled = await page.evaluate(() => window.scrollY);
      const entries = await page.evaluate(() => history.length);
      await yearly.focus();
      await page.keyboard.press("Enter");
      await waitForPath(page, /^\/fr\/pricing\?interval=year$/);
      await professional
        .getByText(fr("billing.price.per.year", { tax: fr("billing.tax.exclVat") }))
        .waitFor();
      // The plans' module, rendered; the form's is fetched as a navigation starts (lib/static-part.tsx).
      expect(requested).toContain("pricing-parts");
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      // The new markup's switch has the focus, as the hydrated link kept it before.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("price-interval-year");
      expect(await yearly.getAttribute("aria-current")).toBe("true");
      // The page's end and the form were not re-rendered (their props did not change): what was typed stays.
      expect(await marked(faq)).toBe(true);
      expect(await marked(team)).toBe(true);
      expect(await team.inputValue()).toBe("Chantier du Port");
      await expectNoAxeViolations(page);
    } finally {
      await page.unroute(modules);
    }
  });

  it("sends a plan request from the server's form before its code came: in the same document, the button disabled meanwhile, the focus kept", async () => {
    const { page } = session;
    // The form is a static part whose submit the frame takes (pricing-frame.tsx): a client-side submission
    // that keeps the scroll position. The answer brings the form's code; its markup replaces the server's and
    // the focus goes back to the button. The answer is held until the button is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.method() === "POST") documents.push(request.url());
    });
    const action = /\/fr\/pricing\.data(\?|$)/;
    await page.route(action, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue().catch(() => {});
    });
    try {
      await page.goto("/fr/pricing#custom-request");
      const form = formWithButton(page, fr("billing.request.send"));
      await waitForHydration(page.locator("[data-static-part='plan-request']"));
      const team = form.getByLabel(fr("billing.request.teamName"), { exact: true });
      expect(
        await team.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__react"))),
      ).toBe(false);
      await team.fill("Chantier Précoce");
      await form.getByLabel(fr("billing.request.contactName"), { exact: true }).fill("Yves Morel");
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      const send = form.getByRole("button", { name: fr("billing.request.send") });
      await send.focus();
      await page.keyboard.press("Enter");
      // Sending: the button is disabled and says so.
      const sending = page.getByRole("button", { name: fr("billing.request.sending") });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      // No e-mail address: the field's error, with what was typed, in the form's new markup.
      const email = page.getByLabel(fr("billing.request.email"), { exact: true });
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByLabel(fr("billing.request.teamName"), { exact: true }).inputValue()).toBe(
        "Chantier Précoce",
      );
      const again = page.getByRole("button", { name: fr("billing.request.send") });
      expect(await again.isDisabled()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("plan-request-form-send");
      // Not back at the top: the browser keeps the form in view (it moves by what the errors add above it).
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
      expect(documents).toEqual([]);
      await expectNoAxeViolations(page);

      await email.fill(uniqueEmail("yves"));
      await page
        .getByLabel(fr("billing.request.needs"))
        .fill("Deux ports, un import du stock chaque nuit depuis notre logiciel.");
      await again.click();
      await page.getByRole("status").getByText(fr("billing.request.sentTitle")).waitFor();
      expect(documents).toEqual([]);
    } finally {
      release();
      await page.unroute(action);
    }
  });

  it("without JavaScript the plan request posts to the page's own address and comes back with its errors", async () => {
    const context = await session.browser.newContext({
      baseURL: session.baseUrl,
      locale: "fr-FR",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto("/fr/pricing?interval=year");
      const form = formWithButton(page, fr("billing.request.send"));
      await form.getByLabel(fr("billing.request.teamName"), { exact: true }).fill("Chantier Sans Script");
      await form.getByRole("button", { name: fr("billing.request.send") }).click();
      const email = page.getByLabel(fr("billing.request.email"), { exact: true });
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      expect(pathOf(page)).toBe("/fr/pricing?interval=year");
      expect(await page.getByLabel(fr("billing.request.teamName"), { exact: true }).inputValue()).toBe(
        "Chantier Sans Script",
      );
    } finally {
      await context.close();
    }
  });

  it("a free seller goes from the pricing page through login, checkout and a test payment to the success page, then posts a boat", async () => {
    const { page } = session;
    const seller = await newSeller("Armelle", "Lemoine");

    // Pricing, as a guest: full prices in euros, excl. VAT, monthly by default.
    await page.goto("/fr/pricing");
    const professional = page.getByRole("article", { name: fr("billing.plan.professional") });
    await professional.getByText(fr("billing.price.per.month", { tax: fr("billing.tax.exclVat") })).waitFor();
    await expect.poll(() => professional.textContent()).toMatch(/€/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: fr("billing.plan.professional.cta") }).click();

    // Choosing sends a guest through login and back to the checkout.
    await waitForPath(page, /^\/fr\/auth\/login\?redirect=/);
    await submitFrenchLogin(page, seller.person);
    await waitForPath(page, /^\/fr\/dashboard\/checkout\/professional\?interval=month&currency=EUR$/);
    await page
      .getByRole("heading", {
        level: 1,
        name: fr("billing.checkout.title", { plan: fr("billing.plan.professional") }),
      })
      .waitFor();
    await expectNoAxeViolations(page);

    // A VAT id of the wrong shape is refused next to its field, in French.
    const legalName = page.getByLabel(fr("billing.details.legalName"), { exact: true });
    await waitForHydration(legalName);
    await legalName.fill(DETAILS.legalName);
    await page.getByLabel(fr("billing.details.addressLine1"), { exact: true }).fill(DETAILS.addressLine1);
    await page.getByLabel(fr("billing.details.postalCode"), { exact: true }).fill(DETAILS.postalCode);
    await page.getByLabel(fr("billing.details.city"), { exact: true }).fill(DETAILS.city);
    await page.getByLabel(fr("billing.details.country"), { exact: true }).selectOption("FR");
    const vatId = page.getByLabel(/^Numéro de TVA intracommunautaire/);
    await vatId.fill("FR123");
    await page.getByRole("button", { name: fr("billing.checkout.continue") }).click();
    await page.locator("#billing-vatId-error").getByText(fr("fieldError.vatIdInvalid")).waitFor();
    expect(await page.getByLabel(fr("billing.details.city"), { exact: true }).inputValue()).toBe(
      DETAILS.city,
    );
    await expectNoAxeViolations(page);

    await vatId.fill(VAT_ID);
    await page.getByRole("button", { name: fr("billing.checkout.continue") }).click();

    // The test payment page, outside the dashboard, says that no real card is charged.
    await waitForPath(page, /^\/fr\/dashboard\/checkout\/test-payment\?session=/);
    await page.getByText(fr("billing.testPayment.banner")).waitFor();
    expect(await page.getByRole("navigation", { name: fr("dashboard.nav.label") }).count()).toBe(0);
    await expectNoAxeViolations(page);
    const pay = cardButton(page, "success");
    await waitForHydration(pay);
    await pay.click();

    // The success sentence only once the API says paid.
    await waitForPath(page, /^\/fr\/dashboard\/checkout\/success\?session_id=/);
    await page.getByText(fr("billing.success.paid"), { exact: true }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    expect(await subscription(seller)).toMatchObject({ status: "active", plan: { slug: "professional" } });

    // Posting is open now.
    await page.getByRole("link", { name: fr("billing.success.postBoat") }).click();
    await waitForPath(page, "/fr/dashboard/boats/new");
    const title = page.getByLabel(fr("editor.field.title"), { exact: true });
    await waitForHydration(title);
    await title.fill(`Grand Largue ${Date.now().toString(36)}`);
    await page.getByLabel(fr("editor.field.boatTypeId"), { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: fr("boats.new.create") }).click();
    await waitForPath(page, /^\/fr\/dashboard\/boats\/\d+$/);
    // The whole loop, eight pages with their axe checks: longer than one page's default minute.
  }, 180_000);

  it("a declined card says so clearly and changes nothing", async () => {
    const { page } = session;
    const seller = await newSeller("Bastien", "Kerouac");
    await api(`teams/${seller.teamId}/billing/details`, {
      method: "PUT",
      token: seller.token,
      body: DETAILS,
    });
    const checkout = await api<{ url: string }>(`teams/${seller.teamId}/billing/checkout`, {
      method: "POST",
      token: seller.token,
      body: { plan: "professional", interval: "year", currency: "EUR" },
    });
    const paymentPath = new URL(checkout.url).pathname + new URL(checkout.url).search;
    await logInFrench(page, seller.person, "/fr/dashboard");
    await page.goto(`/fr${paymentPath.replace(/^\/(fr|en-GB|it|es)(?=\/)/, "")}`);
    const declined = cardButton(page, "declined");
    await waitForHydration(declined);
    await declined.click();
    await page.getByRole("alert").getByText(fr("billing.testPayment.declined")).waitFor();
    await expectNoAxeViolations(page);
    expect(await subscription(seller)).toMatchObject({ plan: { slug: "free" } });
    expect((await subscription(seller)).status).not.toBe("active");
  });

  it("a renewal that fails shows the past-due banner, with a way to billing", async () => {
    const { page } = session;
    const seller = await newSeller("Chloe", "Tanguy");
    await subscribeViaApi(seller, "renewal-fails");
    await logInFrench(page, seller.person, "/fr/dashboard/subscription");
    await expectNoAxeViolations(page);

    const renew = page.getByRole("button", { name: fr("billing.testClock.renew") });
    await waitForHydration(renew);
    await renew.click();
    // The gateway's failed-payment event is applied by the job queue: the banner shows once it has been.
    await expect
      .poll(
        async () => {
          await page.goto("/fr/dashboard/subscription");
          return page.getByRole("link", { name: fr("billing.pastDue.fix") }).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await page
      .getByRole("status")
      .filter({ hasText: /Votre dernier paiement a échoué/ })
      .waitFor();
    expect((await subscription(seller)).status).toBe("past_due");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: fr("billing.pastDue.fix") }).click();
    await waitForPath(page, "/fr/dashboard/billing");
  });

  it("cancels at the end of the period with a reason, then resumes", async () => {
    const { page } = session;
    const seller = await newSeller("Denis", "Le Goff");
    await subscribeViaApi(seller, "success");
    await logInFrench(page, seller.person, "/fr/dashboard/subscription");
    await page.getByText(fr("billing.status.active"), { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const reason = page.getByLabel(fr("billing.cancel.reason"), { exact: true });
    await waitForHydration(reason);
    await reason.selectOption("not_selling");
    await page.getByRole("button", { name: fr("billing.cancel.submit") }).click();
    await page.getByText(fr("billing.status.ending"), { exact: true }).waitFor();
    expect(await subscription(seller)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: fr("billing.resume.submit") }).click();
    await page.getByText(fr("billing.status.active"), { exact: true }).waitFor();
    expect(await subscription(seller)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("downloads an invoice as a PDF made out with the team's VAT id", async () => {
    const { page } = session;
    const seller = await newSeller("Elise", "Quere");
    await subscribeViaApi(seller, "success");
    await logInFrench(page, seller.person, "/fr/dashboard/billing");
    const table = page.getByRole("table", { name: fr("billing.invoices.title") });
    await table.waitFor();
    await table.getByText(fr("billing.invoiceStatus.paid"), { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const link = table.getByRole("link", { name: /PDF/ }).first();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const path = await savedDownload(download);
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const words = execFileSync("pdftotext", [path, "-"], { encoding: "utf8" });
    expect(words).toContain(VAT_ID);
    expect(words).toContain(DETAILS.legalName);
  });

  it("a customised-plan request reaches the back office, which lists the past-due team, shows its subscription and grants a free team a trial", async () => {
    const { page } = session;
    const teamName = `Flotte Atlantique ${Date.now().toString(36)}`;

    // A visitor asks for the customised plan; a confirmation takes the form's place.
    await page.goto("/fr/pricing#custom-request");
    const company = page.getByLabel(fr("billing.request.teamName"), { exact: true });
    // The form is a static part (pricing-frame.tsx takes its submit): its wrapper is React's.
    await waitForHydration(page.locator("[data-static-part='plan-request']"));
    await company.fill(teamName);
    await page.getByLabel(fr("billing.request.contactName"), { exact: true }).fill("Gaëlle Morvan");
    await page.getByLabel(fr("billing.request.email"), { exact: true }).fill(uniqueEmail("gaelle"));
    await page.getByLabel(fr("billing.request.fleetSize"), { exact: true }).selectOption("51-200");
    await page
      .getByLabel(fr("billing.request.needs"))
      .fill("Trois sites, import du stock depuis notre logiciel.");
    await page.getByRole("button", { name: fr("billing.request.send") }).click();
    await page.getByRole("status").getByText(fr("billing.request.sentTitle")).waitFor();
    await expectNoAxeViolations(page);

    // A team whose renewal failed.
    const seller = await newSeller("Fanny", "Bouvier");
    await subscribeViaApi(seller, "renewal-fails");
    await api(`teams/${seller.teamId}/billing/test-clock/renew`, { method: "POST", token: seller.token });
    await expect
      .poll(async () => (await subscription(seller)).status, { timeout: 20_000, interval: 200 })
      .toBe("past_due");

    const admin = await newAdmin();
    await logInFrench(page, admin, "/fr/admin/plan-requests");
    await page.getByRole("heading", { level: 2, name: teamName }).waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: fr("admin.nav.label") })
      .getByRole("link", { name: fr("admin.nav.pastDueTeams") })
      .click();
    await waitForPath(page, "/fr/admin/past-due-teams");
    await page.getByRole("link", { name: seller.person.companyName }).click();
    await waitForPath(page, `/fr/admin/teams/${seller.teamId}`);
    const panel = page.getByRole("region", { name: fr("admin.billing.title") });
    await panel.getByText(fr("billing.status.past_due"), { exact: true }).waitFor();
    await panel.getByText(VAT_ID).waitFor();
    await expectNoAxeViolations(page);

    // A free team gets a trial of Professional, with a reason for the audit log.
    const free = await newSeller("Gilles", "Riou");
    await page.goto(`/fr/admin/teams/${free.teamId}`);
    await panel.getByText(fr("billing.status.none"), { exact: true }).waitFor();
    const reason = panel.getByLabel(fr("admin.billing.reason")).first();
    await waitForHydration(reason);
    await reason.fill("Geste commercial après l’incident de paiement");
    await panel.getByRole("button", { name: fr("admin.billing.trial.submit") }).click();
    await expect.poll(async () => (await subscription(free)).status, { timeout: 10_000 }).toBe("trialing");
    await panel.getByText(fr("billing.status.trialing"), { exact: true }).waitFor();
  }, 180_000);
});
