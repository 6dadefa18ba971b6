/**
 * The listing editor, as sellers use it: a seller on the paid plan creates a boat, fills it in (brand from the
 * combobox, two engines, three photos uploaded at once), reorders the photos, publishes and finds the boat
 * on the home page; a seller on the free plan sees the plan notice and cannot create or publish, even with a
 * tampered form. The sellers, an administrator, the brand and model picked, and the boats the editor does
 * not make are the file's own, made through the API. Every page gets an axe check. Save and publish times, as the browser sees them, are
 * printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seededRandom } from "@keel/contracts/seeded-random";
import IntlMessageFormat from "intl-messageformat";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./a11y.ts";
import { api } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import {
  type Account,
  logIn,
  newAdminAndPaidSeller,
  newDraftBoat,
  newPublishedBoat,
  newSeller,
} from "./session.ts";
import { stack } from "./stack.ts";
import { message } from "./texts.ts";

const session = setUpBrowser();

/** A message of the texts, formatted as the page shows it. */
function say(key: string, values: Record<string, string | number> = {}, locale = "en-US"): string {
  return String(new IntlMessageFormat(message(locale, key), locale).format({ brand: "Keel", ...values }));
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let photoDir: string;
const photos: string[] = [];
// An administrator, a seller on the paid plan (who may publish; a draft of theirs gives their list its table)
// and one on the free plan (who may not, and has no boat).
let admin: Account;
let seller: Account;
let freeSeller: Account;
// An approved brand with one model, which the first test picks from the editor's comboboxes.
const yard = { brand: `Leclerc Yachts ${unique()}`, model: `Ocean ${unique()} 40.1` };

beforeAll(async () => {
  await Promise.all([makePhotos(), makePeople()]);
});

async function makePeople(): Promise<void> {
  [{ admin, seller }, freeSeller] = await Promise.all([
    newAdminAndPaidSeller("Marin", "Leclerc"),
    newSeller("Lena", "Frei"),
  ]);
  await Promise.all([
    newDraftBoat(seller, `First draft ${unique()}`),
    api<{ item: { id: number } }>("admin/brands", {
      method: "POST",
      token: admin.token,
      body: { name: yard.brand },
    }).then(({ item }) =>
      api("admin/brand-models", {
        method: "POST",
        token: admin.token,
        body: { brandId: item.id, name: yard.model },
      }),
    ),
  ]);
}

/** Three photo-like JPEGs (gradients with grain) the first test uploads at once. */
async function makePhotos(): Promise<void> {
  photoDir = mkdtempSync(join(tmpdir(), "keel-photos-"));
  const colours = [
    { r: 12, g: 74, b: 110 },
    { r: 190, g: 120, b: 40 },
    { r: 40, g: 140, b: 90 },
  ];
  for (const [index, colour] of colours.entries()) {
    const path = join(photoDir, `boat-${index + 1}.jpg`);
    // Gradients with grain, closer to a photo than a flat colour (which compresses to nothing).
    const width = 1600;
    const height = 1067;
    const pixels = Buffer.alloc(width * height * 3);
    const random = seededRandom(index + 1);
    const grain = () => Math.floor(random() * 24);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        pixels[i] = Math.min(255, (colour.r + x / 10) % 230) + grain();
        pixels[i + 1] = Math.min(255, (colour.g + y / 8) % 230) + grain();
        pixels[i + 2] = Math.min(255, (colour.b + (x + y) / 20) % 230) + grain();
      }
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toFile(path);
    photos.push(path);
  }
}

afterAll(() => {
  rmSync(photoDir, { recursive: true, force: true });
});

/** The photo ids in the order the editor shows them. */
const photoOrder = (page: Page) =>
  page
    .getByRole("list", { name: say("editor.photos.list") })
    .locator("[data-photo-id]")
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.photoId));

/** The API directly, as a seller's or admin's script would: for data a journey needs but does not test. */
async function call(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(`${stack().apiUrl}/api/v1/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(typeof init.body === "string" ? { "Content-Type": "application/json" } : {}),
    },
  });
  const body = await response.json();
  expect(response.ok, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

const saveState = (page: Page) => page.locator("[data-save-state]").getAttribute("data-save-state");

describe("listing editor", () => {
  it("lets a paid seller create a boat with three photos and two engines, reorder, publish, and find it on the home page", async () => {
    const { page } = session;
    const title = `Oceanis test ${unique()}`;

    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    await page
      .getByRole("navigation", { name: say("dashboard.nav.label") })
      .getByRole("link", { name: say("dashboard.nav.boats"), exact: true })
      .click();
    await waitForPath(page, "/dashboard/boats");
    await page.getByRole("heading", { level: 1, name: say("boats.title") }).waitFor();
    await page.getByRole("table").waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: say("boats.new") }).click();
    await waitForPath(page, "/dashboard/boats/new");
    await expectNoAxeViolations(page);
    const titleInput = page.getByLabel(say("editor.field.title"), { exact: true });
    await waitForHydration(titleInput);
    await titleInput.fill(title);
    const boatType = page.getByLabel(say("editor.field.boatTypeId"), { exact: true });
    await boatType.selectOption({ index: 1 });
    const typeLabel = await boatType.evaluate(
      (select) => (select as HTMLSelectElement).selectedOptions[0]!.text,
    );
    await page.getByRole("button", { name: say("boats.new.create") }).click();
    await waitForPath(page, /^\/dashboard\/boats\/\d+$/);

    // The editor, server-rendered with the draft.
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const brand = page.getByRole("combobox", { name: say("editor.field.brand"), exact: true });
    await waitForHydration(brand);
    await expectNoAxeViolations(page);

    // A number that is not one: the error in words, nothing lost, then corrected.
    const cabins = page.getByLabel(say("editor.field.cabins"), { exact: true });
    await cabins.fill("three");
    await page.getByText(say("editor.error.notANumber")).waitFor();
    await expect.poll(() => saveState(page)).toBe("failed");
    await cabins.fill("3");

    // Brand and model from the comboboxes, by keyboard.
    await brand.fill(yard.brand.slice(0, -2));
    await page.getByRole("option", { name: yard.brand, exact: true }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => brand.inputValue()).toBe(yard.brand);
    const model = page.getByRole("combobox", { name: say("editor.field.model"), exact: true });
    await model.fill(yard.model.slice(0, -2));
    await page.getByRole("option", { name: yard.model, exact: true }).click();
    await expect.poll(() => model.inputValue()).toBe(yard.model);

    await page.getByLabel(say("editor.field.conditionId"), { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(say("editor.field.yearBuilt"), { exact: true }).fill("2019");
    await page.getByLabel(say("editor.field.lengthM"), { exact: true }).fill("12.35");
    await page.getByLabel(say("editor.field.priceAmount"), { exact: true }).fill("249000");
    await page.getByLabel(say("editor.field.isVatIncluded"), { exact: true }).check();
    const stockCode = `STK-${unique()}`.toUpperCase();
    await page.getByLabel(say("editor.field.stockCodePrivate"), { exact: true }).fill(stockCode);
    await page
      .getByRole("textbox", { name: say("editor.field.description"), exact: true })
      .fill("One owner since new, always kept in fresh water and serviced every winter by the yard.");

    // Two engines: one row each.
    for (const number of [1, 2]) {
      await page.getByRole("button", { name: say("editor.engines.add") }).click();
      const engine = page.getByRole("group", { name: say("editor.engines.engine", { number }) });
      await engine.getByLabel(say("editor.engine.make"), { exact: true }).fill("Yanmar");
      await engine.getByLabel(say("editor.engine.powerHp"), { exact: true }).fill("57");
      await engine.getByLabel(say("editor.engine.fuel"), { exact: true }).selectOption("diesel");
    }
    await page.getByText(say("editor.engines.count", { count: 2 })).waitFor();

    // Ctrl+S saves now; the time until the page says so is what the seller waits.
    const saveStarted = Date.now();
    await page.keyboard.press("Control+s");
    await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("saved");
    const saveMs = Date.now() - saveStarted;

    // Three photos at once, each with its own progress, then in the list.
    const uploadStarted = Date.now();
    await page.locator("#boat-photos").setInputFiles(photos);
    const photoList = page.getByRole("list", { name: say("editor.photos.list") });
    // Each photo is decoded, stripped and encoded to 8 variants (AVIF is slow on a busy 2-core machine).
    await expect.poll(() => photoList.getByRole("listitem").count(), { timeout: 150_000 }).toBe(3);
    const uploadMs = Date.now() - uploadStarted;
    const uploaded = await photoOrder(page);
    expect(uploaded).toHaveLength(3);

    // Reorder: the third becomes the main photo, then the (new) first moves one place later.
    await photoList
      .getByRole("button", {
        name: `${say("editor.photos.makeMain")} (${say("editor.photos.alt", { number: 3 })})`,
      })
      .click();
    await expect.poll(() => photoOrder(page)).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
    await page.getByRole("button", { name: say("editor.photos.moveLater", { number: 1 }) }).click();
    await expect.poll(() => photoOrder(page)).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
    // And with the pointer: the last photo's handle dragged onto the first place.
    const handle = photoList.locator(`[data-photo-id="${uploaded[1]}"] [data-drag-handle]`);
    const from = (await handle.boundingBox())!;
    const to = (await photoList.locator(`[data-photo-id="${uploaded[0]}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 8 });
    await page.mouse.up();
    const expectedOrder = [uploaded[1], uploaded[0], uploaded[2]];
    await expect.poll(() => photoOrder(page)).toEqual(expectedOrder);
    await expectNoAxeViolations(page);

    // Publish; the time until the page shows "Published".
    const publishStarted = Date.now();
    await page.getByRole("button", { name: say("boats.action.publish"), exact: true }).click();
    const header = page
      .locator("header")
      .filter({ has: page.getByRole("heading", { level: 1, name: title }) });
    await header.getByText(say("boats.status.published"), { exact: true }).waitFor({ timeout: 15_000 });
    const publishMs = Date.now() - publishStarted;
    await page.getByRole("button", { name: say("boats.action.confirm_available") }).waitFor();
    expect(await page.getByRole("link", { name: say("editor.viewListing") }).getAttribute("href")).toMatch(
      /^\/boats\/[a-z0-9-]+-\d+$/,
    );
    await expectNoAxeViolations(page);

    // Everything was kept: a fresh load shows the order, the engines and the brand.
    await page.reload();
    await waitForHydration(page.getByRole("combobox", { name: say("editor.field.brand"), exact: true }));
    expect(await photoOrder(page)).toEqual(expectedOrder);
    expect(
      await page.getByRole("combobox", { name: say("editor.field.brand"), exact: true }).inputValue(),
    ).toBe(yard.brand);
    await page.getByText(say("editor.engines.count", { count: 2 })).waitFor();
    expect(await page.getByLabel(say("editor.field.cabins"), { exact: true }).inputValue()).toBe("3");

    // The dashboard list names the boat as a broker does: reference, private stock code and type, each under
    // its column header; a search by the stock code finds it and marks where it matched.
    const boatId = Number(new URL(page.url()).pathname.split("/").pop());
    const { reference } = (await call(`teams/${seller.teamId}/boats/${boatId}`, seller.token)) as {
      reference: string;
    };
    await page.goto(`/dashboard/boats?q=${encodeURIComponent(stockCode.toLowerCase())}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await row.waitFor();
    expect(await page.locator("tbody").getByRole("row").count()).toBe(1);
    const columns = await page
      .getByRole("columnheader")
      .evaluateAll((headers) => headers.map((header) => header.textContent?.trim()));
    const cellUnder = (header: string) => row.locator("th, td").nth(columns.indexOf(header));
    const codes = cellUnder(say("boats.table.reference"));
    await codes.getByText(reference, { exact: true }).waitFor();
    expect(await codes.getByText(say("boats.table.stockCode"), { exact: true }).isVisible()).toBe(true);
    expect(await codes.locator("mark").allTextContents()).toEqual([stockCode]);
    expect(await cellUnder(say("boats.table.type")).textContent()).toBe(typeLabel);
    await expectNoAxeViolations(page);
    // On a phone the two columns give way to the same facts under the title.
    await page.setViewportSize({ width: 390, height: 844 });
    const rowHeader = row.getByRole("rowheader");
    await rowHeader.getByText(reference, { exact: true }).waitFor();
    expect(await rowHeader.getByText(typeLabel, { exact: true }).isVisible()).toBe(true);
    expect(await rowHeader.locator("mark").allTextContents()).toEqual([stockCode]);
    expect(await page.getByRole("columnheader", { name: say("boats.table.reference") }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The home page lists it among the newest boats.
    await page.goto("/");
    await page.getByRole("heading", { level: 3, name: title }).waitFor();
    await expectNoAxeViolations(page);

    // The bytes of the main photo's 640 px variants, as served.
    const api = await fetch(`${stack().apiUrl}/api/v1/boats?sort=newest&page=1&pageSize=12`);
    const listed = (
      (await api.json()) as { items: { title: string; photo: { avif: V[]; webp: V[] } }[] }
    ).items.find((boat) => boat.title === title);
    expect(listed).toBeDefined();
    const bytesOf = async (variants: V[]) => {
      const url = variants.find((v) => v.width === 640)?.url;
      expect(url).toBeDefined();
      const response = await fetch(new URL(url!, session.baseUrl));
      expect(response.status).toBe(200);
      return (await response.arrayBuffer()).byteLength;
    };
    const webp = await bytesOf(listed!.photo.webp);
    const avif = await bytesOf(listed!.photo.avif);
    console.info(
      `listing editor: save ${saveMs} ms, publish ${publishMs} ms, 3 photos uploaded and processed in ${uploadMs} ms (browser); 640 px photo: WebP ${webp} B, AVIF ${avif} B`,
    );
  }, 300_000);

  it("shows the free seller the plan notice and refuses creating or publishing, even from a tampered form", async () => {
    const { page } = session;
    await logIn(page, freeSeller);
    await waitForPath(page, "/dashboard");
    await page.goto("/dashboard/boats");
    const notice = page.getByText(say("plan.restricted"), { exact: true });
    await notice.waitFor();
    expect(await page.getByRole("link", { name: say("boats.plan.seePlans") }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(await page.getByRole("button", { name: say("boats.new") }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: say("boats.new") }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto("/dashboard/boats/new");
    await page.getByText(say("plan.restricted"), { exact: true }).first().waitFor();
    const create = page.getByRole("button", { name: say("boats.new.create") });
    await waitForHydration(create);
    expect(await create.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Whatever the client does, the API refuses: enable the form by hand and submit.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("form[method=post] [disabled]")) {
        element.removeAttribute("disabled");
      }
    });
    await page.getByLabel(say("editor.field.title"), { exact: true }).fill("Sneaky listing");
    await create.click();
    await page
      .getByRole("alert")
      .filter({ hasText: say("plan.restricted") })
      .waitFor();
    await page.goto("/dashboard/boats");
    await page.getByText(say("boats.empty.title")).waitFor();
  });

  it("shows field errors in the seller's language (French)", async () => {
    const { page } = session;
    await logIn(page, seller, "/fr/dashboard/boats/new");
    await waitForPath(page, "/fr/dashboard/boats/new");
    const title = page.getByLabel(say("editor.field.title", {}, "fr"), { exact: true });
    await waitForHydration(title);
    await title.fill(`Bateau d’essai ${unique()}`);
    await page.getByRole("button", { name: say("boats.new.create", {}, "fr") }).click();
    await waitForPath(page, /^\/fr\/dashboard\/boats\/\d+$/);
    const length = page.getByLabel(say("editor.field.lengthM", {}, "fr"), { exact: true });
    await waitForHydration(length);
    // Publishing too early lists what is missing, each a link that takes the seller to the field.
    await page.getByRole("button", { name: say("boats.action.publish", {}, "fr"), exact: true }).click();
    const missing = page.getByRole("region", {
      name: say("editor.publish.missingTitle", { count: 8 }, "fr"),
    });
    await missing.waitFor();
    await missing.getByRole("link", { name: say("editor.missing.brand", {}, "fr") }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("boat-brand");
    await expectNoAxeViolations(page);
    // 250 m is longer than the API allows: its limit comes back in the seller's words and unit.
    await length.fill("250");
    await page.getByText(say("editor.error.max", { limit: "200 m" }, "fr")).waitFor({ timeout: 15_000 });
    await page.getByText(say("editor.save.fieldsRefused", {}, "fr")).waitFor();
    // Other fields still save while that one waits for a correction.
    await page.getByLabel(say("editor.field.cabins", {}, "fr"), { exact: true }).fill("2");
    await length.fill("12,5");
    await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("saved");
    await page.reload();
    await waitForHydration(page.getByLabel(say("editor.field.lengthM", {}, "fr"), { exact: true }));
    expect(await page.getByLabel(say("editor.field.lengthM", {}, "fr"), { exact: true }).inputValue()).toBe(
      "12,5",
    );
    expect(await page.getByLabel(say("editor.field.cabins", {}, "fr"), { exact: true }).inputValue()).toBe(
      "2",
    );
    await expectNoAxeViolations(page);
  }, 180_000);

  it("publishes several boats at once and says which failed and why", async () => {
    const tag = unique();
    const [ready, bare] = await Promise.all([
      newDraftBoat(seller, `Bulk ready ${tag}`, { complete: true }),
      newDraftBoat(seller, `Bulk bare ${tag}`),
    ]);
    const { page } = session;
    await logIn(page, seller, `/dashboard/boats?q=${tag}`);
    await waitForPath(page, `/dashboard/boats?q=${tag}`);
    const table = page.getByRole("table");
    await waitForHydration(page.getByRole("checkbox", { name: say("boats.bulk.selectAll") }));
    expect(await table.getByRole("row").count()).toBe(3);
    await page.getByRole("checkbox", { name: say("boats.bulk.selectAll") }).check();
    await page.getByText(say("boats.bulk.selected", { count: 2 })).waitFor();
    await page.getByRole("button", { name: say("boats.action.publish"), exact: true }).click();

    const results = page.getByRole("status").filter({ has: page.getByRole("heading", { level: 2 }) });
    await results.waitFor();
    const failure = results.getByRole("listitem");
    expect(await failure.count()).toBe(1);
    expect(await failure.getByRole("link").textContent()).toBe(`Bulk bare ${tag}`);
    expect(await failure.getByRole("link").getAttribute("href")).toBe(`/dashboard/boats/${bare.id}`);
    expect(await failure.textContent()).toContain(say("editor.missing.description"));
    expect(await failure.textContent()).toContain(say("editor.missing.photos"));
    const readyRow = table.getByRole("row").filter({ hasText: `Bulk ready ${tag}` });
    await readyRow.getByText(say("boats.status.published"), { exact: true }).waitFor();
    expect(ready.id).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("shows the seller the back office's reason when it unpublished their boat", async () => {
    // A published boat of the seller's team, made through the API.
    const boat = await newPublishedBoat(seller, `Moderated ${unique()}`);
    const reason = "The photos show another boat: please upload photos of this one.";
    await call(`admin/boats/${boat.id}/unpublish`, admin.token, {
      method: "POST",
      body: JSON.stringify({ reason }),
    });

    const { page } = session;
    await logIn(page, seller, `/dashboard/boats/${boat.id}`);
    await waitForPath(page, `/dashboard/boats/${boat.id}`);
    const notice = page.getByRole("alert").filter({ hasText: say("editor.moderation.title") });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(reason);
    await page.locator("header").getByText(say("boats.status.draft"), { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("offers the team's own free-text brand again, marked as awaiting review, on its next boat", async () => {
    // A brand the catalog lacks, typed on a first boat: pending until the back office reviews it.
    const brandName = `Chantier ${unique()}`;
    const [first, second] = await Promise.all([
      newDraftBoat(seller, `Free-text brand ${unique()}`),
      newDraftBoat(seller, `Same yard ${unique()}`),
    ]);
    await call(`teams/${seller.teamId}/boats/${first.id}`, seller.token, {
      method: "PATCH",
      body: JSON.stringify({ brandName }),
    });

    const { page } = session;
    await logIn(page, seller, `/dashboard/boats/${second.id}`);
    await waitForPath(page, `/dashboard/boats/${second.id}`);
    const brand = page.getByRole("combobox", { name: say("editor.field.brand"), exact: true });
    await waitForHydration(brand);
    await brand.fill(brandName.slice(0, 12));
    const option = page.getByRole("option", { name: `${brandName} (${say("editor.option.pending")})` });
    await option.waitFor();
    // The same name is not offered for creation a second time.
    expect(await page.getByRole("option", { name: say("common.create", { label: brandName }) }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page);
    await option.click();
    await expect.poll(() => brand.inputValue()).toBe(brandName);
    await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("saved");
    const saved = await call(`teams/${seller.teamId}/boats/${second.id}`, seller.token);
    const firstSaved = await call(`teams/${seller.teamId}/boats/${first.id}`, seller.token);
    expect(saved.brandId).toBe(firstSaved.brandId);
  });
});

interface V {
  url: string;
  width: number;
}
