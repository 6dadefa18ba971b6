/**
 * Back-office catalog and moderation journeys: a boat type named in five languages (field errors in French
 * first), a brand a seller then finds in the editor's Brand combobox, a condition that boats use (the delete
 * is refused with the count, the merge moves the boat), and a published boat unpublished with a reason, gone
 * from the home page. The administrator, the seller, their boats and the brand a typed name is mapped into are
 * the file's own, made through the API; the condition merged into ("Like new") is one of the seed's reference
 * values. Every page the admin lands on gets an axe check.
 */
import IntlMessageFormat from "intl-messageformat";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api } from "./accounts-kit.ts";
import { pathOf, setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { type Account, logIn, newAdminAndPaidSeller, newDraftBoat, newPublishedBoat } from "./session.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A draft the condition test edits, and a published boat (the newest on the home page) the moderation test
// unpublishes: each test its own boat.
const draft = { title: `Weathered project ${tag}`, id: 0 };
const listed = { title: `Moderated cruiser ${tag}`, id: 0 };
// An approved brand of the catalog, for the name a seller typed their own way to be mapped into.
const yard = `Kerbrat-${tag}`;
let admin: Account;
let seller: Account;

beforeAll(async () => {
  ({ admin, seller } = await newAdminAndPaidSeller("Yann", "Kerbrat"));
  const [drafted, published] = await Promise.all([
    newDraftBoat(seller, draft.title),
    newPublishedBoat(seller, listed.title),
    api("admin/brands", { method: "POST", token: admin.token, body: { name: yard } }),
  ]);
  draft.id = drafted.id;
  listed.id = published.id;
});

/** A message of the texts, formatted as the page shows it. */
function say(locale: string, key: string, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(message(locale, key), locale).format({ brand: "Keel", ...values }));
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The value of a native select as the person sees it: its chosen option's text. */
function chosenText(page: Page, label: string): Promise<string | undefined> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? undefined);
}

/** A seller's draft with a free-text brand, made through the API as the editor would: the brand waits for review. */
async function draftWithFreeTextBrand(brandName: string): Promise<void> {
  await api(`teams/${seller.teamId}/boats`, {
    method: "POST",
    token: seller.token,
    body: { title: `Project boat by ${brandName}`, brandName },
  });
}

/** Opens the first boat of a back-office list URL and returns its page path. */
async function openFirstBoat(page: Page, listUrl: string): Promise<string> {
  await page.goto(listUrl);
  const link = page.locator("table tbody tr").first().getByRole("link").first();
  await link.click();
  await waitForPath(page, /^\/admin\/boats\/\d+$/);
  return pathOf(page);
}

describe("back-office catalog", () => {
  it("adds a boat type named in the five languages; an empty form answers field by field in French", async () => {
    const { page } = session;
    await logIn(page, admin, "/fr/admin/boat-types/new");
    await waitForPath(page, "/fr/admin/boat-types/new");
    const add = page.getByRole("button", { name: say("fr", "catalog.form.create"), exact: true });
    await waitForHydration(add);

    await add.click();
    const french = page.getByLabel(say("fr", "catalog.language.fr"), { exact: true });
    await expect.poll(() => french.getAttribute("aria-invalid")).toBe("true");
    // The five labels are required, the category must be chosen, the code has its own rule.
    expect(await page.getByText(say("fr", "admin.fieldError.required"), { exact: true }).count()).toBe(5);
    const category = page.getByLabel(say("fr", "catalog.form.category"), { exact: true });
    expect(await category.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(say("fr", "admin.fieldError.choose"), { exact: true }).waitFor();
    await page.getByText(say("fr", "catalog.fieldError.codeFormat")).waitFor();
    await expectNoAxeViolations(page);

    const id = unique();
    const labels: [string, string][] = [
      ["catalog.language.enUs", `Hydrofoil ${id}`],
      ["catalog.language.enGb", `Hydrofoil craft ${id}`],
      ["catalog.language.fr", `Hydroptère ${id}`],
      ["catalog.language.it", `Aliscafo ${id}`],
      ["catalog.language.es", `Hidroala ${id}`],
    ];
    for (const [key, value] of labels) await page.getByLabel(say("fr", key), { exact: true }).fill(value);
    await page.getByLabel(say("fr", "catalog.form.code"), { exact: true }).fill(`hydrofoil_${id}`);
    await page
      .getByLabel(say("fr", "catalog.form.category"), { exact: true })
      .selectOption({ label: say("fr", "catalog.category.power") });
    await add.click();

    await waitForPath(page, /^\/fr\/admin\/boat-types\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Hydroptère ${id}` }).waitFor();
    // Every label was kept as typed, each in its own language's field.
    for (const [key, value] of labels) {
      expect(await page.getByLabel(say("fr", key), { exact: true }).inputValue()).toBe(value);
    }
    expect(await page.getByLabel(say("fr", "catalog.language.fr")).getAttribute("lang")).toBe("fr");

    await page.goto(`/fr/admin/boat-types?q=hydrofoil_${id}`);
    const row = page.getByRole("row").filter({ hasText: `hydrofoil_${id}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole("link").textContent()).toBe(`Hydroptère ${id}`);
    await expectNoAxeViolations(page);
  });

  it("adds a brand that a seller then finds in the editor's Brand combobox", async () => {
    const { page, browser } = session;
    const name = `Zephyr Marine ${unique()}`;
    await logIn(page, admin, "/admin/brands/new");
    await waitForPath(page, "/admin/brands/new");
    const add = page.getByRole("button", { name: say("en-US", "catalog.form.create"), exact: true });
    await waitForHydration(add);
    await page.getByLabel(say("en-US", "catalog.col.name"), { exact: true }).fill(name);
    await add.click();
    await waitForPath(page, /^\/admin\/brands\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByText(say("en-US", "catalog.status.approved"), { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/brands?q=${encodeURIComponent(name)}`);
    await expect.poll(() => page.getByRole("row").filter({ hasText: name }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The seller, in a browser of their own: a new draft, then the editor's Brand combobox.
    const sellerBrowser = await browser.newContext({ baseURL: session.baseUrl, locale: "en-US" });
    try {
      const sellerPage = await sellerBrowser.newPage();
      await logIn(sellerPage, seller, "/dashboard/boats/new");
      await waitForPath(sellerPage, "/dashboard/boats/new");
      const title = sellerPage.getByLabel(say("en-US", "editor.field.title"), { exact: true });
      await waitForHydration(title);
      await title.fill(`Test listing ${name}`);
      await sellerPage.getByRole("button", { name: say("en-US", "boats.new.create") }).click();
      await waitForPath(sellerPage, /^\/dashboard\/boats\/\d+/);
      const brand = sellerPage.getByRole("combobox", {
        name: say("en-US", "editor.field.brand"),
        exact: true,
      });
      await waitForHydration(brand);
      await brand.fill(name.slice(0, 16));
      await sellerPage.getByRole("option", { name, exact: true }).waitFor();
    } finally {
      await sellerBrowser.close();
    }
  });

  it("refuses to delete a condition that boats use, says how many, and merges it into another", async () => {
    const { page } = session;
    const id = unique();
    const label = `Weathered ${id}`;
    await logIn(page, admin, "/admin/conditions/new");
    await waitForPath(page, "/admin/conditions/new");
    const add = page.getByRole("button", { name: say("en-US", "catalog.form.create"), exact: true });
    await waitForHydration(add);
    for (const [key, value] of [
      ["catalog.language.enUs", label],
      ["catalog.language.enGb", `Weather-worn ${id}`],
      ["catalog.language.fr", `Usé par le temps ${id}`],
      ["catalog.language.it", `Consumato ${id}`],
      ["catalog.language.es", `Desgastado ${id}`],
    ] as const) {
      await page.getByLabel(say("en-US", key), { exact: true }).fill(value);
    }
    await page.getByLabel(say("en-US", "catalog.form.code"), { exact: true }).fill(`weathered_${id}`);
    await add.click();
    await waitForPath(page, /^\/admin\/conditions\/\d+$/);
    const conditionPath = pathOf(page);

    // The file's draft takes the new condition, through the moderation editor.
    const boatPath = await openFirstBoat(page, `/admin/boats?q=${encodeURIComponent(draft.title)}`);
    expect(boatPath).toBe(`/admin/boats/${draft.id}`);
    const conditionLabel = say("en-US", "moderation.field.condition");
    const save = page.getByRole("button", { name: say("en-US", "catalog.form.save"), exact: true });
    await waitForHydration(save);
    await page.getByLabel(conditionLabel, { exact: true }).selectOption({ label });
    await save.click();
    await expect.poll(() => chosenText(page, conditionLabel), { timeout: 15_000 }).toBe(label);

    // Deleting it is refused, with the number of boats, and the merge is offered instead.
    await page.goto(conditionPath);
    const deleteButton = page.getByRole("button", {
      name: say("en-US", "catalog.delete.submit"),
      exact: true,
    });
    await waitForHydration(deleteButton);
    await deleteButton.click();
    const confirm = page.getByRole("alertdialog", { name: say("en-US", "common.confirmDelete") });
    await confirm.getByText(say("en-US", "common.irreversible")).waitFor();
    await confirm.getByRole("button", { name: say("en-US", "catalog.delete.submit") }).click();
    await page.getByRole("alert").filter({ hasText: "1 boat uses this value" }).first().waitFor();
    expect(pathOf(page)).toBe(conditionPath);
    await expectNoAxeViolations(page);

    await page
      .getByLabel(say("en-US", "catalog.merge.into"), { exact: true })
      .selectOption({ label: "Like new" });
    await page.getByRole("button", { name: say("en-US", "catalog.merge.submit"), exact: true }).click();
    const mergeDialog = page.getByRole("alertdialog", {
      name: say("en-US", "catalog.merge.confirmTitle", { name: label, target: "Like new" }),
    });
    await mergeDialog.getByRole("button", { name: say("en-US", "catalog.merge.submit") }).click();
    await page.waitForURL(
      (url) => /^\/admin\/conditions\/\d+$/.test(url.pathname) && url.pathname !== conditionPath,
    );
    await page.getByRole("heading", { level: 1, name: "Like new" }).waitFor();

    // The boat moved to the value it was merged into; the merged value is gone.
    await page.goto(boatPath);
    await expect.poll(() => chosenText(page, conditionLabel), { timeout: 15_000 }).toBe("Like new");
    const gone = await page.goto(conditionPath);
    expect(gone?.status()).toBe(404);
  });
  it("finds a brand a seller typed, from its boat, and maps it into an existing brand", async () => {
    const { page } = session;
    const typo = `Kerbratt ${unique()}`;
    await draftWithFreeTextBrand(typo);

    await logIn(page, admin, "/admin/boats?pendingBrand=true");
    await waitForPath(page, "/admin/boats?pendingBrand=true");
    await page.goto(`/admin/boats?q=${encodeURIComponent(typo)}&pendingBrand=true`);
    const row = page.locator("table tbody tr").filter({ hasText: typo });
    await row.getByText(say("en-US", "catalog.status.pending")).waitFor();
    await row.getByRole("link").first().click();
    await waitForPath(page, /^\/admin\/boats\/\d+$/);
    const boatPath = pathOf(page);
    await page
      .getByRole("link", { name: say("en-US", "moderation.boat.approveOrMap", { name: typo }) })
      .click();
    await waitForPath(page, /^\/admin\/brands\/\d+$/);
    await page.getByRole("heading", { name: say("en-US", "catalog.pending.title") }).waitFor();
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: say("en-US", "catalog.merge.search") });
    await waitForHydration(search);
    await search.fill(yard);
    await page.getByRole("button", { name: say("en-US", "catalog.merge.find"), exact: true }).click();
    await waitForPath(page, new RegExp(`\\?mergeQ=${yard}$`));
    const target = page.getByRole("button", {
      name: say("en-US", "catalog.merge.intoNamed", { name: yard }),
    });
    await target.click();
    await page
      .getByRole("alertdialog", {
        name: say("en-US", "catalog.merge.confirmTitle", { name: typo, target: yard }),
      })
      .getByRole("button", { name: say("en-US", "catalog.merge.submit") })
      .click();
    await page.getByRole("heading", { level: 1, name: yard }).waitFor();

    await page.goto(boatPath);
    const brand = page.getByLabel(say("en-US", "moderation.col.brand"), { exact: true });
    await expect.poll(() => brand.inputValue()).toBe(yard);
  });
});

describe("boat moderation", () => {
  it("unpublishes a published boat with a reason the team sees, and the home page drops it", async () => {
    const { page } = session;
    await page.goto("/");
    const homeTitles = () => page.locator("#latest article h3").allTextContents();
    const before = await homeTitles();
    // The file's boat, the newest published one, is on the home page under a title no other boat has.
    const { title } = listed;
    expect(before.filter((text) => text === title)).toHaveLength(1);

    await logIn(page, admin, "/admin/boats?status=published");
    await waitForPath(page, "/admin/boats?status=published");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/boats?q=${encodeURIComponent(title)}&status=published`);
    await page.locator("table tbody tr").filter({ hasText: title }).getByRole("link").first().click();
    await waitForPath(page, `/admin/boats/${listed.id}`);
    await expectNoAxeViolations(page);

    const reasonLabel = say("en-US", "moderation.unpublish.reason");
    const unpublish = page.getByRole("button", { name: say("en-US", "moderation.unpublish.submit") });
    await waitForHydration(unpublish);
    await page.getByLabel(reasonLabel, { exact: true }).fill("Too short");
    await unpublish.click();
    await page
      .getByText(say("en-US", "moderation.unpublish.tooShort", { limit: 10 }))
      .first()
      .waitFor();
    expect(await page.getByLabel(reasonLabel, { exact: true }).inputValue()).toBe("Too short");

    const reason = "The photos show another boat: please upload photos of this one.";
    await page.getByLabel(reasonLabel, { exact: true }).fill(reason);
    await unpublish.click();
    await page.getByRole("heading", { name: say("en-US", "moderation.boat.noteTitle") }).waitFor();
    await page.getByText(reason, { exact: true }).waitFor();
    await page.getByText(say("en-US", "moderation.status.draft"), { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/");
    const after = await homeTitles();
    expect(after.filter((text) => text === title).length).toBe(
      before.filter((text) => text === title).length - 1,
    );
  });
});

describe("every catalog and moderation screen", () => {
  it("passes the accessibility check in Italian, with every text translated", async () => {
    const { page } = session;
    const missing: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error" && entry.text().includes("i18n")) missing.push(entry.text());
    });
    await logIn(page, admin, "/it/admin/brands");
    await waitForPath(page, "/it/admin/brands");
    for (const list of [
      "brands",
      "brand-models",
      "boat-types",
      "conditions",
      "equipments",
      "equipment-types",
      "availabilities",
      "boats",
    ]) {
      await page.goto(`/it/admin/${list}`);
      await expectNoAxeViolations(page);
      const first = page.locator("table tbody tr").first().getByRole("link").first();
      const href = await first.getAttribute("href");
      expect(href, list).toMatch(new RegExp(`^/it/admin/${list}/\\d+$`));
      await page.goto(href ?? "");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
      if (list !== "boats") {
        await page.goto(`/it/admin/${list}/new`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
      }
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it("works without JavaScript: a value is added, then deleted after the confirmation step", async () => {
    const { browser } = session;
    const context = await browser.newContext({
      baseURL: session.baseUrl,
      locale: "es-ES",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      // Logging in is a plain form post too (the shared helper waits for hydration, which never comes here);
      // the login page speaks the language of the page asked for.
      await page.goto(`/auth/login?redirect=${encodeURIComponent("/es/admin/availabilities/new")}`);
      await page.getByLabel(say("es", "auth.login.email"), { exact: true }).fill(admin.email);
      await page.getByLabel(say("es", "auth.login.password"), { exact: true }).fill(admin.password);
      await page.getByRole("button", { name: say("es", "auth.login.submit") }).click();
      await waitForPath(page, "/es/admin/availabilities/new");
      const id = unique();
      for (const [key, value] of [
        ["catalog.language.enUs", `On survey ${id}`],
        ["catalog.language.enGb", `On survey ${id}`],
        ["catalog.language.fr", `En expertise ${id}`],
        ["catalog.language.it", `In perizia ${id}`],
        ["catalog.language.es", `En peritaje ${id}`],
      ] as const) {
        await page.getByLabel(say("es", key), { exact: true }).fill(value);
      }
      // A code that breaks the rule first: the page comes back with the message and everything typed.
      await page.getByLabel(say("es", "catalog.form.code"), { exact: true }).fill(`On Survey ${id}`);
      await page.getByRole("button", { name: say("es", "catalog.form.create"), exact: true }).click();
      await page.getByText(say("es", "catalog.fieldError.codeFormat")).waitFor();
      expect(await page.getByLabel(say("es", "catalog.language.es"), { exact: true }).inputValue()).toBe(
        `En peritaje ${id}`,
      );
      await page.getByLabel(say("es", "catalog.form.code"), { exact: true }).fill(`on_survey_${id}`);
      await page.getByRole("button", { name: say("es", "catalog.form.create"), exact: true }).click();
      await waitForPath(page, /^\/es\/admin\/availabilities\/\d+$/);
      await page.getByRole("heading", { level: 1, name: `En peritaje ${id}` }).waitFor();

      await page.getByRole("button", { name: say("es", "catalog.delete.submit"), exact: true }).click();
      const step = page.getByRole("region", { name: say("es", "common.confirmDelete") });
      await step.getByText(say("es", "common.irreversible")).waitFor();
      await step.getByRole("button", { name: say("es", "catalog.delete.submit"), exact: true }).click();
      await waitForPath(page, "/es/admin/availabilities");
      await page.goto(`/es/admin/availabilities?q=on_survey_${id}`);
      await page.getByText(say("es", "common.noMatchingData")).waitFor();
    } finally {
      await context.close();
    }
  });
});
