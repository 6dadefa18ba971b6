/**
 * Listing freshness (decision 025). Two boats of a new seller's team are made to look confirmed 54 and 75
 * days ago (in the run's database: no screen can age a boat) and the freshness sweep is queued as the
 * scheduler would: the team receives the reminder for the first, the second leaves the search. Then:
 * the reminder's one-click link confirms without signing in, once; the seller's list badges the hidden boat
 * and confirms it from its row; the back office reviews a possible duplicate side by side and dismisses it.
 * Axe checks every state.
 */
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksIn } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
import {
  type Account,
  logIn,
  newAdminAndPaidSeller,
  newPaidPlan,
  newPublishedBoat,
  newSeller,
} from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();
const DAY = 86_400_000;
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const due = { title: `Freshness due ${tag}`, id: 0 };
const stale = { title: `Freshness stale ${tag}`, id: 0 };
const other = { title: `Freshness other ${tag}`, id: 0, reference: "" };
let db: DatabaseSync;
let admin: Account;
let seller: Account;

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  // A seller with two published boats, and another team's boat the third test lists again by hull number.
  const [people, otherSeller] = await Promise.all([newAdminAndPaidSeller(), newSeller("Otto", "Lind")]);
  ({ admin, seller } = people);
  [due.id, stale.id, other.id] = await Promise.all([
    newPublishedBoat(seller, due.title),
    newPublishedBoat(seller, stale.title),
    newPaidPlan(admin, otherSeller.teamId).then(() => newPublishedBoat(otherSeller, other.title)),
  ]).then((boats) => boats.map((boat) => boat.id));
  db = new DatabaseSync(stack().databaseUrl);
  db.exec("pragma busy_timeout = 10000");
  other.reference = (
    db.prepare("select reference from boats where id = ?").get(other.id) as { reference: string }
  ).reference;
  // No screen can age a boat: confirmed 54 and 75 days ago, in the run's database.
  const age = db.prepare(
    `update boats set reference = ?, last_confirmed_at = ?, last_changed_at = ?, stale_since = null where id = ?`,
  );
  for (const [boat, days] of [
    [due, 54],
    [stale, 75],
  ] as const) {
    age.run(`E2E-${tag}-${boat.id}`, ago(days), ago(days + 10), boat.id);
  }
  // The sweep as the scheduler enqueues it every quarter of an hour; the API's workers run it now.
  const now = new Date().toISOString();
  db.prepare(
    `insert into jobs (kind, payload, state, idempotency_key, run_at, attempts, max_attempts, created_at, updated_at)
     values ('boats.freshness', '{}', 'queued', ?, ?, 0, 3, ?, ?)`,
  ).run(`e2e-${tag}`, now, now, now);
});

afterAll(() => db?.close());

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

describe("listing freshness", () => {
  it("the reminder's one-click link confirms the boat without signing in, once", async () => {
    const { page } = session;
    const mail = await waitForMail(seller.email, new RegExp(`^Is ${due.title} still for sale\\?$`), 30_000);
    const link = linksIn(mail.raw).find((href) => href.includes("/boats/confirm/"));
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    expect(linksIn(mail.raw)).toContain(`${session.baseUrl}/dashboard/boats/${due.id}`);

    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: "Is this boat still for sale?" }).waitFor();
    await page.getByText(`lists ${due.title}`, { exact: false }).waitFor();
    await page.getByRole("link", { name: /how results are ordered/ }).waitFor();
    await expectNoAxeViolations(page);
    // Opening the link (as a mail scanner does) confirmed nothing.
    const confirmedAt = () =>
      (db.prepare("select last_confirmed_at as at from boats where id = ?").get(due.id) as { at: string }).at;
    const before = confirmedAt();

    const confirm = page.getByRole("button", { name: "Yes, it is still available" });
    await waitForHydration(confirm);
    await confirm.click();
    await page.getByRole("heading", { level: 1, name: "Thank you" }).waitFor();
    await page
      .getByRole("status")
      .getByText(`Thank you: ${due.title} is confirmed available today.`)
      .waitFor();
    await expectNoAxeViolations(page);
    expect(Date.parse(confirmedAt())).toBeGreaterThan(Date.parse(before));

    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
    await page.getByRole("link", { name: "Go to my boats" }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("the seller's list badges the hidden boat and confirms it from its row, which brings it back to the search", async () => {
    const { page } = session;
    const searchIds = async () => {
      const response = await fetch(`${stack().apiUrl}/api/v1/boats?q=${encodeURIComponent(stale.title)}`);
      return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
    };
    await expect
      .poll(searchIds, { timeout: 15_000, interval: 500, message: "the stale boat is still in the search" })
      .toEqual([]);

    await logIn(page, seller, `/dashboard/boats?q=${encodeURIComponent(stale.title)}`);
    await waitForPath(page, /^\/dashboard\/boats\?q=/);
    const row = page.getByRole("row").filter({ hasText: stale.title });
    await row.getByText("Not confirmed for 75 days").waitFor();
    await row.getByText("Hidden from search until confirmed").waitFor();
    await expectNoAxeViolations(page);

    const confirm = row.getByRole("button", { name: `Confirm ${stale.title} is still available` });
    await waitForHydration(confirm);
    await confirm.click();
    await toasts(page).getByText("Thanks: buyers now see this boat as confirmed available today.").waitFor();
    await expect.poll(() => row.getByText("Not confirmed for 75 days").count()).toBe(0);
    await expectNoAxeViolations(page);

    expect(await searchIds()).toEqual([stale.id]);
  });

  it("the back office compares a possible duplicate side by side and dismisses it", async () => {
    const { page } = session;
    // Another team lists the due boat again under its hull number, typed its own way: flagged by the edit.
    const api = stack().apiUrl;
    const { token } = admin;
    const hin = `FR-E2E${tag.toUpperCase()}`;
    for (const [id, value] of [
      [due.id, hin],
      [other.id, ` ${hin.toLowerCase().replace("-", " ")} `],
    ] as const) {
      const edited = await fetch(`${api}/api/v1/admin/boats/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ hin: value }),
      });
      expect(edited.status, await edited.clone().text()).toBe(200);
    }
    const dueReference = `E2E-${tag}-${due.id}`;

    await logIn(page, admin, "/admin");
    await waitForPath(page, "/admin");
    await page
      .getByRole("navigation", { name: "Back office navigation" })
      .getByRole("link", { name: "Possible duplicates" })
      .click();
    await waitForPath(page, "/admin/duplicates");
    await page.getByRole("heading", { level: 1, name: "Possible duplicate listings" }).waitFor();
    const pair = page.getByRole("region").filter({ hasText: dueReference });
    await pair.getByText("Same hull identification number").waitFor();
    await pair.getByRole("article", { name: due.title }).waitFor();
    await pair.getByRole("link", { name: `Open ${other.reference}` }).waitFor();
    await pair.getByRole("link", { name: `Open ${dueReference}` }).waitFor();
    await expectNoAxeViolations(page);

    const dismiss = pair.getByRole("button", { name: /are two different boats: dismiss$/ });
    await waitForHydration(dismiss);
    await dismiss.click();
    await toasts(page)
      .getByText("Marked as two different boats. This pair will not be flagged again.")
      .waitFor();
    await expect.poll(() => pair.count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Dismissed" }).click();
    await page
      .getByRole("region")
      .filter({ hasText: dueReference })
      .getByText(/^Dismissed on /)
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
