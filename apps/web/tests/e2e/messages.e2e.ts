/**
 * Issue 6 in the browser, against the real API and a real SMTP server on loopback: a buyer's request reaches
 * the team by e-mail, a member answers it from the inbox, the buyer gets the reply by e-mail, and the request
 * shows as contacted with its first-reply time; the same buyer writing again about the same boat stays one
 * conversation, found with the boat filter; a scam held by screening waits in the back office until an
 * administrator releases it, and a held follow-up in a thread the team sees is marked as the held message, released
 * alone and still found as released; the dashboard home and the notification choice; the conversation without
 * JavaScript, in French, with its boat filter. Axe checks every page the journeys open with JavaScript (axe
 * runs as a script).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../scripts/lib/mail-server.ts";
import { expectNoAxeViolations } from "./a11y.ts";
import { api, newPerson, registerViaApi, text, uniqueEmail, waitForToast } from "./accounts-kit.ts";
import { setUpBrowser, waitForHydration, waitForPath } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
import { type Account, contactOwner, logIn, newAdminAndPaidSeller, newPublishedBoat } from "./session.ts";
import { stack } from "./stack.ts";

const session = setUpBrowser();

interface TeamBoat {
  id: number;
  title: string;
  slug: string;
}

// The file's people, made once: an administrator, and a seller on the paid plan whose team lists one published
// boat, which every test's buyers write about.
let admin: Account;
let seller: Account;
let boat: TeamBoat;

beforeAll(async () => {
  ({ admin, seller } = await newAdminAndPaidSeller("Sofia", "Brandt"));
  const title = `Messages ${Math.random().toString(36).slice(2, 8)}`;
  boat = { ...(await newPublishedBoat(seller, title)), title };
});

function uniqueName(first: string): string {
  return `${first} ${Math.random().toString(36).slice(2, 8)}`;
}

describe("inbox and requests", () => {
  it("takes a buyer's request from the team's mailbox to a reply the buyer receives, and counts the reply time", async () => {
    const { page } = session;
    const buyer = { name: uniqueName("Ines Marchetti"), email: uniqueEmail("ines") };
    const question = `Hello, is ${boat.title} still available? Could I visit it next Saturday morning?`;
    await contactOwner(boat.id, buyer, question);

    // The member gets the request by e-mail, with a link to the conversation.
    const notice = await waitForMail(seller.email, new RegExp(`New message from ${buyer.name}`));
    expect(decodedText(notice.raw)).toContain(question);
    expect(linksIn(notice.raw).some((link) => /\/dashboard\/messages\/\d+/.test(link))).toBe(true);

    // Signed in, the inbox shows it unread, and the navigation counts the unread messages.
    await logIn(page, seller, "/dashboard/messages");
    await waitForPath(page, "/dashboard/messages");
    const nav = page.getByRole("navigation", { name: "Dashboard navigation" });
    const messagesLink = nav.getByRole("link", { name: /^Messages\b/ });
    await nav.getByRole("link", { name: /^Messages\W+\d+ unread messages?$/ }).waitFor();
    const unreadBefore = Number(/(\d+) unread/.exec((await messagesLink.textContent()) ?? "")?.[1]);
    const row = page.getByRole("link", { name: `Unread: ${buyer.name}` });
    await row.waitFor();
    await expectNoAxeViolations(page);

    // The conversation: the buyer's message, their contact details, the boat.
    await row.click();
    await waitForPath(page, /^\/dashboard\/messages\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Conversation with ${buyer.name}` }).waitFor();
    // Opened is read: the navigation's badge already counts one fewer on this very page.
    const unreadAfter = Number(/(\d+) unread/.exec((await messagesLink.textContent()) ?? "")?.[1] ?? 0);
    expect(unreadAfter).toBe(unreadBefore - 1);
    await page
      .getByRole("article", { name: `Message from ${buyer.name}` })
      .getByText(question)
      .waitFor();
    await page.getByRole("link", { name: buyer.email }).waitFor();
    expect(await page.getByRole("link", { name: buyer.email }).getAttribute("href")).toBe(
      `mailto:${buyer.email}`,
    );
    expect(await page.getByRole("link", { name: "Edit the boat" }).getAttribute("href")).toBe(
      `/dashboard/boats/${boat.id}`,
    );
    await expectNoAxeViolations(page);

    // The reply is stored, e-mailed to the buyer, and moves the request to contacted.
    const answer = "Yes, it is still available. Saturday at 10 in the harbour office suits us.";
    const field = page.getByLabel(`Your reply to ${buyer.name}`);
    await waitForHydration(field);
    await field.fill(answer);
    await page.getByRole("button", { name: "Send reply" }).click();
    await waitForToast(page, `Reply sent to ${buyer.name}.`);
    await page.locator("article", { hasText: answer }).waitFor();
    await page.getByRole("main").getByText("Contacted", { exact: true }).first().waitFor();
    expect(await field.inputValue()).toBe("");

    const reply = await waitForMail(buyer.email, /replied about/);
    expect(decodedText(reply.raw)).toContain(answer);

    // Requests: contacted, answered within the minute, and in the CSV export.
    await page.goto(`/dashboard/requests?q=${encodeURIComponent(buyer.name)}`);
    const requestRow = page.getByRole("row", { name: new RegExp(buyer.name) });
    await requestRow.waitFor();
    expect(await requestRow.textContent()).toContain("Contacted");
    expect(await requestRow.textContent()).toContain("1 minute");
    await page.getByText(/^(Usually replies within .+|Your reply time shows once .+)$/).waitFor();
    await expectNoAxeViolations(page);

    const exportLink = page.getByRole("link", { name: "Export CSV" });
    const csv = await page.request.get((await exportLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(buyer.email);
    expect(text).toContain("contacted");
  });

  it("threads a buyer's second request about the same boat into their conversation, found with the boat filter", async () => {
    const { page } = session;
    const buyer = { name: uniqueName("Marta Olsen"), email: uniqueEmail("marta") };
    const first = `Is ${boat.title} sold with her winter cover? (${buyer.name})`;
    const second = `Following up: could you also tell me the engine hours? (${buyer.name})`;
    await contactOwner(boat.id, buyer, first);
    // The same buyer again, the address typed differently: the same conversation.
    await contactOwner(boat.id, { ...buyer, email: buyer.email.toUpperCase() }, second);

    await logIn(page, seller, "/dashboard/messages");
    await waitForPath(page, "/dashboard/messages");
    // The boat filter offers the boats conversations are about, each with how many.
    const boatFilter = page.getByLabel("Boat", { exact: true });
    await waitForHydration(boatFilter);
    const option = boatFilter.locator(`option[value="${boat.id}"]`);
    const optionText = (await option.textContent()) ?? "";
    expect(optionText.startsWith(`${boat.title} (`)).toBe(true);
    expect(optionText).toMatch(/\(\d+ conversations?\)$/);
    await boatFilter.selectOption(String(boat.id));
    await page.getByRole("button", { name: "Apply" }).click();
    await waitForPath(page, `/dashboard/messages?boatId=${boat.id}`);
    const row = page.getByRole("link", { name: `Unread: ${buyer.name}` });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    // The list previews the newest message.
    await page.getByRole("listitem").filter({ has: row }).getByText(second).waitFor();
    await expectNoAxeViolations(page);

    await row.click();
    await waitForPath(page, /^\/dashboard\/messages\/\d+$/);
    const fromBuyer = page.getByRole("article", { name: `Message from ${buyer.name}` });
    await fromBuyer.filter({ hasText: second }).waitFor();
    expect(await fromBuyer.count()).toBe(2);
    expect(await fromBuyer.first().textContent()).toContain(first);
  });

  it("shows the dashboard home: latest messages, boats and statistics by period, with the figures as a table", async () => {
    const { page } = session;
    await logIn(page, seller);
    await waitForPath(page, "/dashboard");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Latest messages" }).waitFor();
    await main.getByRole("heading", { name: "Your boats" }).waitFor();
    await main.getByRole("heading", { name: "Statistics" }).waitFor();
    await main.getByRole("img", { name: /^Views per day/ }).waitFor();
    await expectNoAxeViolations(page);

    const periods = main.getByRole("navigation", { name: "Period" });
    await waitForHydration(periods.getByRole("link", { name: "Weekly" }));
    await periods.getByRole("link", { name: "Weekly" }).click();
    await waitForPath(page, "/dashboard?period=weekly");
    await main.getByRole("img", { name: /^Views per week/ }).waitFor();
    await main.getByText("Show the figures as a table").click();
    const table = main.getByRole("table", { name: "Views per week" });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBe(13);
    await expectNoAxeViolations(page);
  });

  it("lets a member choose the e-mails they get about messages", async () => {
    const { page } = session;
    await logIn(page, seller, "/dashboard/settings");
    await waitForPath(page, "/dashboard/settings");
    const daily = page.getByLabel("A daily digest");
    await waitForHydration(daily);
    await daily.check();
    await page.getByRole("button", { name: "Save my choice" }).click();
    await waitForToast(page, "Notification preference saved.");
    await page.reload();
    expect(await page.getByLabel("A daily digest").isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    // Back to one e-mail per message, as this file's other tests expect of the seller, whatever their order.
    await waitForHydration(page.getByLabel("One email per message"));
    await page.getByLabel("One email per message").check();
    await page.getByRole("button", { name: "Save my choice" }).click();
    await waitForToast(page, "Notification preference saved.");
  });
});

describe("message moderation", () => {
  it("holds a scam in the back office until an administrator releases it to the team", async () => {
    const { page } = session;
    const { token, teamId } = seller;
    const scammer = { name: uniqueName("Frank Dollard"), email: uniqueEmail("frank") };
    await contactOwner(
      boat.id,
      scammer,
      `I will pay by Western Union as soon as you confirm, my agent handles it. Ref ${scammer.name}.`,
    );
    // Held: the team does not see it.
    const before = await api<{ total: number }>(
      `teams/${teamId}/conversations?view=all&q=${encodeURIComponent(scammer.name)}`,
      { token },
    );
    expect(before.total).toBe(0);

    await logIn(page, admin, "/admin/messages");
    await waitForPath(page, "/admin/messages");
    await page.getByRole("heading", { level: 1, name: "Message moderation" }).waitFor();
    await page
      .getByRole("navigation", { name: "Back office navigation" })
      .getByRole("link", { name: "Messages" })
      .waitFor();
    await expectNoAxeViolations(page);

    const search = page.getByLabel("Sender, email or text");
    await waitForHydration(search);
    await search.fill(scammer.name);
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByRole("row", { name: new RegExp(scammer.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain("Payment outside the platform");
    expect(await row.textContent()).toContain("Held");

    await row.getByRole("link", { name: scammer.name }).click();
    await waitForPath(page, /^\/admin\/messages\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Message from ${scammer.name}` }).waitFor();
    await page.getByText("Why screening held it").waitFor();
    await expectNoAxeViolations(page);

    // Blocking asks first; cancelling changes nothing.
    await waitForHydration(page.getByRole("button", { name: "Block sender" }));
    await page.getByRole("button", { name: "Block sender" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Block ${scammer.email}?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Release to the team" }).click();
    await waitForToast(page, "Message released: the team has been notified.");
    await page.getByRole("main").getByText("Released", { exact: true }).first().waitFor();

    const after = await api<{ total: number }>(
      `teams/${teamId}/conversations?view=all&q=${encodeURIComponent(scammer.name)}`,
      { token },
    );
    expect(after.total).toBe(1);
  });

  it("marks which message of a thread the team sees is held, releases that one alone, and keeps the thread findable as released", async () => {
    const { page } = session;
    const { token, teamId } = seller;
    const buyer = { name: uniqueName("Gustav Brenner"), email: uniqueEmail("gustav") };
    const question = `Is the teak deck original? Ref ${buyer.name}.`;
    await contactOwner(boat.id, buyer, question);
    const followUp = `To go faster I will pay the deposit by Western Union. Ref ${buyer.name}.`;
    await contactOwner(boat.id, buyer, followUp);
    // The team sees its thread, without the held follow-up.
    const threadOf = async () => {
      const list = await api<{ items: { id: number }[] }>(
        `teams/${teamId}/conversations?view=all&q=${encodeURIComponent(buyer.name)}`,
        { token },
      );
      expect(list.items).toHaveLength(1);
      const conversation = await api<{ messages: { body: string }[] }>(
        `teams/${teamId}/conversations/${list.items[0]!.id}`,
        { token },
      );
      return conversation.messages.map((m) => m.body);
    };
    expect(await threadOf()).toEqual([question]);

    await logIn(page, admin, `/admin/messages?q=${encodeURIComponent(buyer.name)}`);
    await waitForPath(page, /^\/admin\/messages\?q=/);
    const row = page.getByRole("row", { name: new RegExp(buyer.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain("Held");
    expect(await row.textContent()).toContain(followUp);
    await row.getByRole("link", { name: buyer.name }).click();
    await waitForPath(page, /^\/admin\/messages\/\d+$/);
    await page.getByRole("heading", { level: 1, name: `Message from ${buyer.name}` }).waitFor();

    // Each buyer message says its own screening: the first passed, the follow-up is held, with its reasons.
    const thread = page.getByRole("list", { name: "Messages of the conversation" });
    const first = thread.getByRole("article").filter({ hasText: question });
    const held = thread.getByRole("article").filter({ hasText: followUp });
    expect(await first.textContent()).toMatch(/Screening:\s*Clear/);
    expect(await held.textContent()).toMatch(/Screening:\s*Held/);
    expect(await held.textContent()).toContain("Payment outside the platform");
    const pointer = page.getByRole("link", {
      name: /^Flagged message: the follow-up of .+, in a conversation the team sees$/,
    });
    expect(await pointer.getAttribute("href")).toBe(`#${await held.getAttribute("id")}`);
    // The actions name the held message, not the thread.
    await page.getByRole("button", { name: "Delete the held message" }).waitFor();
    await page.getByText("Only the held message joins the team's conversation").waitFor();
    await expectNoAxeViolations(page);

    const release = page.getByRole("button", { name: "Release the held message" });
    await waitForHydration(release);
    await release.click();
    await waitForToast(page, "Message released: the team has been notified.");
    await expect.poll(async () => held.textContent()).toMatch(/Screening:\s*Released/);
    expect(await first.textContent()).toMatch(/Screening:\s*Clear/);
    // Nothing waits any more: deleting would now remove the team's whole conversation, and says so.
    await page.getByRole("button", { name: "Delete conversation" }).waitFor();
    expect(await threadOf()).toEqual([question, followUp]);

    // The list still finds the thread, as released with the follow-up's reasons, under the Released filter.
    await page.goto(`/admin/messages?screening=released&q=${encodeURIComponent(buyer.name)}`);
    const releasedRow = page.getByRole("row", { name: new RegExp(buyer.name) });
    await releasedRow.waitFor();
    expect(await releasedRow.textContent()).toContain("Released");
    expect(await releasedRow.textContent()).toContain("Payment outside the platform");
    await expectNoAxeViolations(page);
  });
});

describe("inbox without JavaScript, in French", () => {
  it("explains why a member may not reply, words field errors in French, and deletes after a confirmation step", async () => {
    const { token, teamId } = seller;
    const buyer = { name: uniqueName("Lucie Garnier"), email: uniqueEmail("lucie") };
    await contactOwner(
      boat.id,
      buyer,
      "Bonjour, le bateau est-il toujours disponible ? Merci de me rappeler.",
    );
    const found = await api<{ items: { id: number }[] }>(
      `teams/${teamId}/conversations?view=all&q=${encodeURIComponent(buyer.name)}`,
      { token },
    );
    const conversationId = found.items[0]!.id;
    const path = `/fr/dashboard/messages/${conversationId}?team_id=${teamId}`;

    // A member of the team (not assigned to the request) reads it but may not answer it.
    const member = newPerson("Paul", "Meunier");
    await registerViaApi(member, "fr");
    await api(`admin/teams/${teamId}/members`, {
      method: "POST",
      token: admin.token,
      body: { email: member.email, role: "member" },
    });

    const context = await session.browser.newContext({
      baseURL: session.baseUrl,
      locale: "fr-FR",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const signIn = async (email: string, password: string) => {
        await page.goto(`/fr/auth/login?redirect=${encodeURIComponent(path)}`);
        await page.getByLabel("Adresse e-mail", { exact: true }).fill(email);
        await page.getByLabel("Mot de passe", { exact: true }).fill(password);
        await page.getByRole("button", { name: "Se connecter" }).click();
        await waitForPath(page, /^\/fr\/dashboard\/messages\/\d+/);
      };

      await signIn(member.email, member.password);
      const reply = page.getByLabel(text("fr", "messages.reply.label", { name: buyer.name }));
      expect(await reply.isDisabled()).toBe(true);
      await page.getByText(text("fr", "messages.reply.notAllowed")).waitFor();
      expect(await page.getByLabel(text("fr", "messages.lead.assignee")).isDisabled()).toBe(true);
      // Notes are open to every member; an empty one is refused in French, next to the field.
      await page.getByRole("button", { name: text("fr", "messages.notes.add") }).click();
      await page.locator("#note-body-error").getByText(text("fr", "fieldError.required")).waitFor();
      expect(await page.getByLabel(text("fr", "messages.notes.label")).getAttribute("aria-invalid")).toBe(
        "true",
      );

      // The owner deletes it: without JavaScript, the page asks first with the product's texts.
      await context.clearCookies();
      await signIn(seller.email, seller.password);
      // The boat filter is a plain GET form: without JavaScript too, it narrows the inbox to the boat.
      await page.goto("/fr/dashboard/messages");
      await page
        .getByLabel(text("fr", "messages.filters.boat"), { exact: true })
        .selectOption(String(boat.id));
      await page.getByRole("button", { name: text("fr", "admin.list.apply") }).click();
      await waitForPath(page, `/fr/dashboard/messages?boatId=${boat.id}`);
      await page.getByRole("link", { name: buyer.name, exact: true }).waitFor();
      await page.goto(path);
      await page.getByRole("button", { name: text("fr", "messages.actions.delete") }).click();
      const step = page.getByRole("region", { name: text("fr", "common.confirmDelete") });
      await step.getByText(text("fr", "common.irreversible")).waitFor();
      await step.getByRole("button", { name: text("fr", "messages.actions.delete") }).click();
      await waitForPath(page, "/fr/dashboard/messages");
      const gone = await fetch(`${stack().apiUrl}/api/v1/teams/${teamId}/conversations/${conversationId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(gone.status).toBe(404);
    } finally {
      await context.close();
    }
  });
});
