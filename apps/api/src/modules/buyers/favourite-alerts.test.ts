import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import {
  bearer,
  createBoat,
  createTeam,
  createUser,
  login,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { matchNewChanges, sendDueDigests } from "../saved-searches/alerts.service.ts";
import { sendFavouriteAlerts } from "./favourite-alerts.service.ts";

const kit = useMailedApp();

async function buyer(language = "en-US") {
  const user = await createUser({ role: "buyer", language });
  return { user, headers: bearer(await login(kit.app, user.email, user.password)) };
}

async function boats(count: number) {
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id });
  const list = [];
  for (let i = 0; i < count; i++) list.push(await createBoat({ teamId: team.id }));
  return list;
}

async function favourite(headers: Record<string, string>, boatId: number) {
  const response = await kit.app.inject({
    method: "POST",
    url: "/api/v1/users/me/favourites",
    headers,
    payload: { boatId },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
}

async function setBoat(
  id: number,
  values: { status?: "draft" | "published" | "under_offer" | "sold"; priceAmount?: number },
) {
  const db = await getTestDb();
  await db.updateTable("boats").set(values).where("id", "=", id).execute();
}

function alertSettings(headers: Record<string, string>, frequency?: unknown) {
  return kit.app.inject({
    method: frequency === undefined ? "GET" : "PATCH",
    url: "/api/v1/users/me/favourite-alerts",
    headers,
    remoteAddress: nextClientAddress(),
    ...(frequency === undefined ? {} : { payload: { frequency } as Record<string, unknown> }),
  });
}

/** The boats' default price is 185,000 EUR (factories.ts). */
const PRICE = 18_500_000;

describe("alerts on favourites", () => {
  it("e-mails each price drop, under offer and sale of a favourite once, to its owner only; a rise is no news", async () => {
    const [dropped, risen, offered, sold, strangers] = await boats(5);
    const giulia = await buyer("it");
    const other = await buyer();
    for (const boat of [dropped!, risen!, offered!, sold!]) await favourite(giulia.headers, boat.id);
    await favourite(other.headers, strangers!.id);
    await matchNewChanges(kit.app.ctx);

    await setBoat(dropped!.id, { priceAmount: PRICE * 0.9 });
    await setBoat(risen!.id, { priceAmount: PRICE * 1.1 });
    await setBoat(strangers!.id, { priceAmount: PRICE * 0.8 });
    await matchNewChanges(kit.app.ctx);

    const first = await kit.mailsTo(giulia.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("Novità sulle tue barche preferite: 1 prezzo ridotto");
    const text = decodedText(first[0]!.raw);
    expect(text).toMatch(
      new RegExp(`${dropped!.title}: prezzo ridotto da 185\\.000\\s€ a 166\\.500\\s€ \\(−10%\\)`),
    );
    expect(text).not.toContain(risen!.title);
    expect(text).not.toContain(strangers!.title);
    const links = linksIn(first[0]!.raw);
    expect(links).toContain(`https://keel.example/it/boats/${dropped!.slug}`);
    expect(links).toContain("https://keel.example/it/dashboard/favourites");
    const unsubscribe = links.find((link) => link.includes("/api/v1/favourites/unsubscribe/"))!;
    expect(first[0]!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(first[0]!.raw.replace(/\r\n\s+/g, " ")).toContain(`List-Unsubscribe: <${unsubscribe}>`);

    // The other buyer hears of their own favourite only.
    const others = await kit.mailsTo(other.user.email);
    expect(others).toHaveLength(1);
    expect(decodedText(others[0]!.raw)).toContain(
      `${strangers!.title}: price reduced from €185,000 to €148,000 (−20%)`,
    );
    expect(decodedText(others[0]!.raw)).not.toContain(dropped!.title);

    await setBoat(offered!.id, { status: "under_offer" });
    await setBoat(sold!.id, { status: "sold" });
    await matchNewChanges(kit.app.ctx);
    const second = await kit.mailsTo(giulia.user.email);
    expect(second).toHaveLength(2);
    expect(second[1]!.subject).toBe("Novità sulle tue barche preferite: 1 in trattativa e 1 venduta");
    const news = decodedText(second[1]!.raw);
    expect(news).toContain(`${offered!.title}: ora in trattativa`);
    expect(news).toContain(`${sold!.title}: venduta`);
    expect(linksIn(second[1]!.raw)).toContain(`https://keel.example/it/boats/${offered!.slug}`);
    // A sold boat's page is gone: no link to it.
    expect(linksIn(second[1]!.raw)).not.toContain(`https://keel.example/it/boats/${sold!.slug}`);

    // Nothing twice: another run, another send.
    await matchNewChanges(kit.app.ctx);
    expect(await sendFavouriteAlerts(kit.app.ctx, giulia.user.id)).toBe(false);
    expect(await kit.mailsTo(giulia.user.email)).toHaveLength(2);
    expect(await kit.mailsTo(other.user.email)).toHaveLength(1);
    const db = await getTestDb();
    const stored = await db
      .selectFrom("favouriteAlerts")
      .select(["kind", "sentAt"])
      .where("userId", "=", giulia.user.id)
      .orderBy("id")
      .execute();
    expect(stored.map((a) => a.kind)).toEqual(["price_drop", "under_offer", "sold"]);
    expect(stored.every((a) => a.sentAt !== null)).toBe(true);
  });

  it("leaves out boats no longer public when the e-mail is written, and boats changed before they were saved", async () => {
    const [withdrawn, earlier] = await boats(2);
    const { user, headers } = await buyer();
    await setBoat(earlier!.id, { priceAmount: PRICE * 0.9 });
    await favourite(headers, withdrawn!.id);
    await favourite(headers, earlier!.id);
    await setBoat(withdrawn!.id, { priceAmount: PRICE * 0.9 });
    // Matched while public, withdrawn before its e-mail is written.
    await matchNewChanges(kit.app.ctx);
    await setBoat(withdrawn!.id, { status: "draft" });
    expect(await kit.mailsTo(user.email)).toHaveLength(0);
    // A price drop while it is a draft is no news either.
    await setBoat(withdrawn!.id, { priceAmount: PRICE * 0.5 });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(0);
  });

  it("sends nothing to deactivated users", async () => {
    const [boat] = await boats(1);
    const { user, headers } = await buyer();
    await favourite(headers, boat!.id);
    const db = await getTestDb();
    await db.updateTable("users").set({ status: "inactive" }).where("id", "=", user.id).execute();
    await setBoat(boat!.id, { status: "sold" });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(0);
  });

  it("gathers a daily choice's alerts into one digest a day", async () => {
    const [dropped, offered, later] = await boats(3);
    const { user, headers } = await buyer();
    for (const boat of [dropped!, offered!, later!]) await favourite(headers, boat.id);
    expect((await alertSettings(headers, "daily")).json()).toMatchObject({ frequency: "daily" });
    await setBoat(dropped!.id, { priceAmount: PRICE * 0.75 });
    await matchNewChanges(kit.app.ctx);
    await setBoat(offered!.id, { status: "under_offer" });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(0);

    const now = new Date();
    expect(await sendDueDigests(kit.app.ctx, now)).toBeGreaterThanOrEqual(1);
    const mails = await kit.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("News on your favorite boats: 1 price drop and 1 under offer");
    const text = decodedText(mails[0]!.raw);
    expect(text).toContain(`${dropped!.title}: price reduced from €185,000 to €138,750 (−25%)`);
    expect(text).toContain(`${offered!.title}: now under offer`);

    // The next change waits for the next day.
    await setBoat(later!.id, { status: "sold" });
    await matchNewChanges(kit.app.ctx);
    await sendDueDigests(kit.app.ctx, new Date(now.getTime() + 3_600_000));
    expect(await kit.mailsTo(user.email)).toHaveLength(1);
    await sendDueDigests(kit.app.ctx, new Date(now.getTime() + 24 * 3_600_000));
    const next = await kit.mailsTo(user.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe("News on your favorite boats: 1 sold");
  });

  it("stops by the e-mail's one-click link: GET asks, POST turns the alerts off, an unknown token is a 404", async () => {
    const [first, second] = await boats(2);
    const { user, headers } = await buyer("fr");
    await favourite(headers, first!.id);
    await favourite(headers, second!.id);
    await setBoat(first!.id, { status: "under_offer" });
    await matchNewChanges(kit.app.ctx);
    const [mail] = await kit.mailsTo(user.email);
    const link = linksIn(mail!.raw).find((l) => l.includes("/api/v1/favourites/unsubscribe/"))!;
    const path = new URL(link).pathname;

    const page = await kit.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Arrêter les alertes par e-mail sur vos bateaux favoris");
    expect((await alertSettings(headers)).json()).toEqual({ frequency: "instant" });

    const oneClick = await kit.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toContain("vous ne recevrez plus d'alertes sur vos favoris");
    expect((await alertSettings(headers)).json()).toEqual({ frequency: "none" });
    await setBoat(second!.id, { status: "sold" });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(1);

    for (const method of ["GET", "POST"] as const) {
      const unknown = await kit.app.inject({
        method,
        url: "/api/v1/favourites/unsubscribe/not-a-real-token-at-all",
        ...(method === "POST"
          ? {
              headers: { "content-type": "application/x-www-form-urlencoded" },
              payload: "List-Unsubscribe=One-Click",
            }
          : {}),
      });
      expect(unknown.statusCode).toBe(404);
    }
    const malformed = await kit.app.inject({ method: "GET", url: "/api/v1/favourites/unsubscribe/x" });
    expect(malformed.statusCode).toBe(400);
  });

  it("lets each user see and change only their own choice", async () => {
    const anonymous = await kit.app.inject({ method: "GET", url: "/api/v1/users/me/favourite-alerts" });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await kit.app.inject({
      method: "PATCH",
      url: "/api/v1/users/me/favourite-alerts",
      payload: { frequency: "none" },
    });
    expect(stranger.statusCode).toBe(401);

    const one = await buyer("es");
    const two = await buyer();
    expect((await alertSettings(one.headers)).json()).toEqual({ frequency: "instant" });
    const changed = await alertSettings({ ...one.headers, "accept-language": "es" }, "weekly");
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      frequency: "weekly",
      message: "Alertas de tus favoritos actualizadas.",
    });
    expect((await alertSettings(one.headers)).json()).toEqual({ frequency: "weekly" });
    expect((await alertSettings(two.headers)).json()).toEqual({ frequency: "instant" });

    for (const bad of ["hourly", "", null, 3]) {
      const response = await alertSettings(one.headers, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    const extra = await kit.app.inject({
      method: "PATCH",
      url: "/api/v1/users/me/favourite-alerts",
      headers: one.headers,
      payload: { frequency: "daily", userId: two.user.id },
    });
    expect(extra.statusCode).toBe(400);
    expect((await alertSettings(two.headers)).json()).toEqual({ frequency: "instant" });
  });
});
