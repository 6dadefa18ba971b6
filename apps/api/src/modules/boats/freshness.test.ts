import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { JOB_KINDS } from "../jobs/job-kinds.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { freshnessSweepJob, sweepListingFreshness } from "./freshness.service.ts";

const kit = useMailedApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function team(language = "en-US") {
  const owner = await createUser({ language });
  const created = await createTeam({ ownerId: owner.id });
  const headers = bearer(await login(kit.app, owner.email, owner.password));
  return { ...created, owner, headers };
}

async function sweep(at = new Date()) {
  return sweepListingFreshness(kit.app.ctx, at);
}

async function boatRow(id: number) {
  const db = await getTestDb();
  return db
    .selectFrom("boats")
    .select(["lastConfirmedAt", "lastChangedAt", "staleSince", "updatedAt"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** The one-click link of the reminder e-mails sent to `address`, with its token. */
async function reminderLinks(address: string) {
  const mails = await kit.mailsTo(address);
  return mails.map((mail) => {
    const links = linksIn(mail.raw);
    const confirm = links.find((l) => l.includes("/boats/confirm/"))!;
    return { mail, links, confirm, token: confirm.split("/boats/confirm/")[1]! };
  });
}

async function searchIds(query: string): Promise<number[]> {
  const response = await kit.app.inject({ method: "GET", url: `/api/v1/boats?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { id: number }[] }>().items.map((item) => item.id);
}

async function sitemapHas(id: number): Promise<boolean> {
  const response = await kit.app.inject({
    method: "GET",
    url: `/api/v1/boats/sitemap?afterId=${id - 1}&limit=1`,
  });
  return response.json<{ items: { id: number }[] }>().items.some((item) => item.id === id);
}

async function brandedBoats(teamId: number) {
  const db = await getTestDb();
  const tag = Math.random().toString(36).slice(2, 8);
  const now = new Date().toISOString();
  const brand = await db
    .insertInto("brands")
    .values({ slug: `fresh-${tag}`, name: `Fresh ${tag}`, createdAt: now, updatedAt: now })
    .returning(["id", "slug", "name"])
    .executeTakeFirstOrThrow();
  return {
    brand,
    boat: (days: number, extra = {}) =>
      createBoat({
        teamId,
        brandId: brand.id,
        brandName: brand.name,
        lastChangedAt: daysAgo(days),
        lastConfirmedAt: daysAgo(days),
        publishedAt: daysAgo(days + 10),
        ...extra,
      }),
  };
}

/** What publishing asks for that the factory leaves out: a type, a condition, a long description, a photo. */
async function makePublishable(id: number) {
  const db = await getTestDb();
  const tag = Math.random().toString(36).slice(2, 8);
  const labels = { nameEnUs: "Sloop", nameEnGb: "Sloop", nameFr: "Sloop", nameIt: "Sloop", nameEs: "Sloop" };
  const type = await db
    .insertInto("boatTypes")
    .values({ code: `sloop-${tag}`, category: "sail", ...labels })
    .returning("id")
    .executeTakeFirstOrThrow();
  const condition = await db
    .insertInto("conditions")
    .values({ code: `kept-${tag}`, ...labels })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("boats")
    .set({
      boatTypeId: type.id,
      conditionId: condition.id,
      description: "A well kept test boat, with new sails and a serviced engine this spring.",
    })
    .where("id", "=", id)
    .execute();
  await db
    .insertInto("boatPhotos")
    .values({
      boatId: id,
      position: 0,
      storageKey: `test/${tag}`,
      width: 800,
      height: 600,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

describe("the reminder a week before the limit", () => {
  it("goes once per boat and confirmation to the team, in the member's language, with a one-click link and an edit link", async () => {
    const seller = await team("fr");
    const due = await createBoat({
      teamId: seller.id,
      title: "Sun Odyssey 389",
      lastConfirmedAt: daysAgo(54),
    });
    await createBoat({ teamId: seller.id, lastConfirmedAt: daysAgo(50) });
    await createBoat({ teamId: seller.id, status: "draft", lastConfirmedAt: daysAgo(55) });

    await sweep();
    // Two processes sweeping at once still send one e-mail.
    await Promise.all([sweep(), sweep()]);
    const sent = await reminderLinks(seller.owner.email);
    expect(sent).toHaveLength(1);
    const [reminder] = sent;
    expect(reminder!.mail.subject).toBe("Sun Odyssey 389 est-il toujours à vendre ?");
    expect(reminder!.confirm).toMatch(/^https:\/\/keel\.example\/fr\/boats\/confirm\/[A-Za-z0-9_-]{43}$/);
    expect(reminder!.links).toContain(`https://keel.example/fr/dashboard/boats/${due.id}`);
    expect(decodedText(reminder!.mail.raw)).toContain("60 jours");

    // A confirmation starts a new cycle: the next reminder comes 53 days later, not before.
    const confirmed = await kit.app.inject({
      method: "POST",
      url: `/api/v1/teams/${seller.id}/boats/${due.id}/actions`,
      headers: seller.headers,
      payload: { action: "confirm_available" },
    });
    expect(confirmed.statusCode).toBe(200);
    await sweep();
    expect(await reminderLinks(seller.owner.email)).toHaveLength(1);
    await sweep(new Date(Date.now() + 54 * DAY));
    expect(await reminderLinks(seller.owner.email)).toHaveLength(2);
  });
});

describe("the one-click link", () => {
  it("shows the boat on GET without confirming, confirms once on POST, and keeps the boat's place in the sort", async () => {
    const seller = await team();
    const boat = await createBoat({
      teamId: seller.id,
      lastConfirmedAt: daysAgo(56),
      lastChangedAt: daysAgo(56),
    });
    await sweep();
    const { token } = (await reminderLinks(seller.owner.email))[0]!;
    const before = await boatRow(boat.id);

    // A mail scanner's GET changes nothing.
    const shown = await kit.app.inject({ method: "GET", url: `/api/v1/boats/confirmations/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.json()).toEqual({
      boat: {
        id: boat.id,
        title: boat.title,
        reference: boat.reference,
        slug: boat.slug,
        teamName: seller.name,
        lastConfirmedAt: before.lastConfirmedAt,
        isHidden: false,
      },
    });
    expect(await boatRow(boat.id)).toEqual(before);

    const confirmed = await kit.app.inject({
      method: "POST",
      url: `/api/v1/boats/confirmations/${token}`,
      headers: { "accept-language": "es" },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Gracias: ${boat.title} queda confirmado como disponible hoy.`);
    const after = await boatRow(boat.id);
    expect(Date.parse(after.lastConfirmedAt!)).toBeGreaterThan(Date.parse(before.lastConfirmedAt!));
    expect(after.lastChangedAt).toBe(before.lastChangedAt);

    // Used once: the second click, and the page's check, say the link is spent.
    for (const method of ["POST", "GET"] as const) {
      const again = await kit.app.inject({
        method,
        url: `/api/v1/boats/confirmations/${token}`,
        headers: { "accept-language": "fr" },
      });
      expect(again.statusCode).toBe(410);
      expect(again.json().error.code).toBe("GONE");
      expect(again.json().error.message).toMatch(/^Ce lien a expiré/);
    }
  });

  it("refuses an unknown, mangled or expired token, and a boat no longer listed", async () => {
    const unknown = await kit.app.inject({
      method: "POST",
      url: `/api/v1/boats/confirmations/${"a".repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(410);
    const mangled = await kit.app.inject({
      method: "GET",
      url: "/api/v1/boats/confirmations/not%20a%20token",
    });
    expect(mangled.statusCode).toBe(400);

    const seller = await team();
    const sold = await createBoat({ teamId: seller.id, lastConfirmedAt: daysAgo(55) });
    const expiring = await createBoat({ teamId: seller.id, lastConfirmedAt: daysAgo(55) });
    await sweep();
    const links = await reminderLinks(seller.owner.email);
    expect(links).toHaveLength(2);
    const db = await getTestDb();
    await db.updateTable("boats").set({ status: "sold" }).where("id", "=", sold.id).execute();
    await db
      .updateTable("boatFreshnessReminders")
      .set({ expiresAt: daysAgo(1) })
      .where("boatId", "=", expiring.id)
      .execute();
    for (const { token } of links) {
      const response = await kit.app.inject({ method: "POST", url: `/api/v1/boats/confirmations/${token}` });
      expect(response.statusCode).toBe(410);
    }
    expect((await boatRow(sold.id)).lastConfirmedAt).toBe(sold.lastConfirmedAt);
    expect((await boatRow(expiring.id)).lastConfirmedAt).toBe(expiring.lastConfirmedAt);
  });
});

describe("hiding at the limit", () => {
  it("takes a stale boat out of the search index and the sitemap, badges it in the dashboard, and brings it back when confirmed", async () => {
    const seller = await team();
    const { brand, boat } = await brandedBoats(seller.id);
    const stale = await boat(61);
    const fresh = await boat(20);
    expect(await searchIds(`brand=${brand.slug}`)).toEqual([fresh.id, stale.id]);
    expect(await sitemapHas(stale.id)).toBe(true);

    await sweep();
    expect((await boatRow(stale.id)).staleSince).not.toBeNull();
    expect(await searchIds(`brand=${brand.slug}`)).toEqual([fresh.id]);
    expect(await sitemapHas(stale.id)).toBe(false);
    // The boat's page stays reachable for links already shared.
    const page = await kit.app.inject({ method: "GET", url: `/api/v1/boats/${stale.slug}` });
    expect(page.statusCode).toBe(200);

    const list = await kit.app.inject({
      method: "GET",
      url: `/api/v1/teams/${seller.id}/boats`,
      headers: seller.headers,
    });
    const rows = list.json<{
      items: { id: number; freshness: { state: string; daysSinceConfirmed: number } | null }[];
    }>().items;
    expect(rows.find((r) => r.id === stale.id)!.freshness).toMatchObject({
      state: "stale",
      daysSinceConfirmed: 61,
    });
    expect(rows.find((r) => r.id === fresh.id)!.freshness).toMatchObject({
      state: "fresh",
      daysSinceConfirmed: 20,
    });

    const confirmed = await kit.app.inject({
      method: "POST",
      url: `/api/v1/teams/${seller.id}/boats/${stale.id}/actions`,
      headers: seller.headers,
      payload: { action: "confirm_available" },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await boatRow(stale.id)).staleSince).toBeNull();
    // Back where it was: below the boat changed more recently.
    expect(await searchIds(`brand=${brand.slug}`)).toEqual([fresh.id, stale.id]);
    expect(await sitemapHas(stale.id)).toBe(true);
  });

  it("runs as a recurring job of the queue", async () => {
    expect(JOB_KINDS).toContain(freshnessSweepJob);
    expect(freshnessSweepJob.schedule).toBe("*/15 * * * *");
    const seller = await team();
    const stale = await createBoat({ teamId: seller.id, lastConfirmedAt: daysAgo(70) });
    await enqueueJob(kit.app.ctx.db, freshnessSweepJob, {});
    await kit.app.jobs.drain();
    expect((await boatRow(stale.id)).staleSince).not.toBeNull();
  });

  it("reads listings.staleAfterDays from the site settings, and a longer limit brings hidden boats back", async () => {
    const db = await getTestDb();
    const seller = await team();
    const { brand, boat } = await brandedBoats(seller.id);
    const month = await boat(31);
    const now = new Date().toISOString();
    await db
      .insertInto("siteConfig")
      .values({ key: "listings.staleAfterDays", value: "30", isPublic: true, updatedAt: now })
      .execute();
    try {
      await sweep();
      expect(await searchIds(`brand=${brand.slug}`)).toEqual([]);
      const list = await kit.app.inject({
        method: "GET",
        url: `/api/v1/teams/${seller.id}/boats`,
        headers: seller.headers,
      });
      expect(list.json().items[0].freshness.state).toBe("stale");

      await db
        .updateTable("siteConfig")
        .set({ value: "90" })
        .where("key", "=", "listings.staleAfterDays")
        .execute();
      await sweep();
      expect(await searchIds(`brand=${brand.slug}`)).toEqual([month.id]);
      expect((await boatRow(month.id)).staleSince).toBeNull();
    } finally {
      await db.deleteFrom("siteConfig").where("key", "=", "listings.staleAfterDays").execute();
    }
  });
});

describe("the ranking rule", () => {
  it("confirming does not reorder boats within the window; only real changes and new listings move a boat up", async () => {
    const seller = await team();
    const other = await team();
    const { brand, boat } = await brandedBoats(seller.id);
    const a = await boat(3);
    const b = await boat(10);
    const c = await boat(40);
    const order = () => searchIds(`brand=${brand.slug}&sort=default`);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    const act = (id: number, action: string) =>
      kit.app.inject({
        method: "POST",
        url: `/api/v1/teams/${seller.id}/boats/${id}/actions`,
        headers: seller.headers,
        payload: { action },
      });
    // The oldest boat confirmed from the dashboard, then through the e-mail link: it stays last.
    expect((await act(c.id, "confirm_available")).statusCode).toBe(200);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await kit.app.ctx.db
      .updateTable("boats")
      .set({ lastConfirmedAt: daysAgo(55) })
      .where("id", "=", b.id)
      .execute();
    await sweep();
    const { token } = (await reminderLinks(seller.owner.email))[0]!;
    expect(
      (await kit.app.inject({ method: "POST", url: `/api/v1/boats/confirmations/${token}` })).statusCode,
    ).toBe(200);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    // Saving the form unchanged, or unpublishing and publishing again, is not a change.
    const patch = (id: number, payload: object) =>
      kit.app.inject({
        method: "PATCH",
        url: `/api/v1/teams/${seller.id}/boats/${id}`,
        headers: seller.headers,
        payload,
      });
    expect((await patch(c.id, { priceAmount: c.priceAmount, title: c.title })).statusCode).toBe(200);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await makePublishable(c.id);
    expect((await act(c.id, "unpublish")).statusCode).toBe(200);
    expect(await order()).toEqual([a.id, b.id]);
    expect((await act(c.id, "publish")).statusCode).toBe(200);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    // A real change does move it: a new price.
    expect((await patch(b.id, { priceAmount: 17_900_000 })).statusCode).toBe(200);
    expect(await order()).toEqual([b.id, a.id, c.id]);

    // A new listing ranks as new.
    const newer = await createBoat({ teamId: other.id, brandId: brand.id, brandName: brand.name });
    expect(await order()).toEqual([newer.id, b.id, a.id, c.id]);
  });
});
