import { SHOWS_HEADER } from "@keel/contracts/page-shows";
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { BOAT_EVENTS_PER_MINUTE } from "./boat-events.service.ts";

const get = async (url: string) => (await getTestApp()).inject({ method: "GET", url });

describe("public boat detail", () => {
  it("returns public fields grouped for display, without private ones", async () => {
    const db = await getTestDb();
    const team = await createTeam({ name: "Porto Boats", isVerified: true });
    await db
      .insertInto("professionalProfiles")
      .values({ teamId: team.id, memberSince: "2019-04-01", spokenLanguages: "it,en" })
      .execute();
    const boat = await createBoat({
      teamId: team.id,
      stockCodePrivate: "SECRET-7",
      stockCodePublic: "PB-7",
      cabins: 3,
      hasBowThruster: true,
      engineCount: 1,
    });
    await db
      .insertInto("boatEngines")
      .values({ boatId: boat.id, position: 0, make: "Yanmar", fuel: "diesel", powerHp: 57 })
      .execute();
    const response = await get(`/api/v1/boats/${boat.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: boat.id,
      stockCode: "PB-7",
      price: { amount: 18_500_000, currency: "EUR" },
      accommodation: { cabins: 3 },
      propulsion: {
        engineCount: 1,
        hasBowThruster: true,
        engines: [expect.objectContaining({ make: "Yanmar", powerHp: 57 })],
      },
      seller: {
        name: "Porto Boats",
        isVerified: true,
        memberSince: "2019-04-01",
        spokenLanguages: ["it", "en"],
        publicBoats: 1,
      },
    });
    expect(JSON.stringify(body)).not.toContain("SECRET-7");
    const byId = await get(`/api/v1/boats/by-id/${boat.id}`);
    expect(byId.json().slug).toBe(boat.slug);
  });

  it("serves a translation in the requested language when the boat has one", async () => {
    const db = await getTestDb();
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id, title: "Sailing yacht", description: "English text." });
    await db
      .insertInto("boatTexts")
      .values({ boatId: boat.id, locale: "fr", title: "Voilier", description: "Texte français." })
      .execute();
    const fr = (await get(`/api/v1/boats/${boat.slug}?locale=fr`)).json();
    expect(fr).toMatchObject({
      title: "Voilier",
      description: "Texte français.",
      language: "fr",
      availableLanguages: ["en-US", "fr"],
    });
    const it = (await get(`/api/v1/boats/${boat.slug}?locale=it`)).json();
    expect(it).toMatchObject({ title: "Sailing yacht", language: "en-US" });
  });

  it("answers 410 for boats no longer for sale and 404 for unknown ones", async () => {
    const team = await createTeam();
    const inactive = await createTeam({ status: "inactive" });
    for (const boat of [
      await createBoat({ teamId: team.id, status: "sold" }),
      // Unpublished after having been public: its address was shared, so it is gone rather than unknown.
      await createBoat({ teamId: team.id, status: "draft", publishedAt: "2026-01-05T10:00:00.000Z" }),
      await createBoat({ teamId: inactive.id }),
    ]) {
      const response = await get(`/api/v1/boats/${boat.slug}`);
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toMatchObject({
        code: "GONE",
        details: { id: boat.id, slug: boat.slug },
      });
    }
    expect((await get("/api/v1/boats/no-such-boat-1")).statusCode).toBe(404);
    expect((await get("/api/v1/boats/by-id/999999")).statusCode).toBe(404);
    expect((await get("/api/v1/boats/Bad%20Slug")).statusCode).toBe(400);
  });

  it("offers similar public boats of the same type and size, even for a sold boat", async () => {
    const db = await getTestDb();
    const type = (
      await db
        .insertInto("boatTypes")
        .values({
          code: `cat-${Date.now()}`,
          category: "sail",
          nameEnUs: "Catamaran",
          nameEnGb: "Catamaran",
          nameFr: "Catamaran ",
          nameIt: "Catamarano",
          nameEs: "Catamarán",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const team = await createTeam();
    const sold = await createBoat({
      teamId: team.id,
      status: "sold",
      boatTypeId: type,
      lengthM: 12,
      priceEur: 30_000_000,
    });
    const close = await createBoat({
      teamId: team.id,
      boatTypeId: type,
      lengthM: 12.5,
      priceEur: 31_000_000,
    });
    const far = await createBoat({ teamId: team.id, boatTypeId: type, lengthM: 13, priceEur: 90_000_000 });
    await createBoat({ teamId: team.id, boatTypeId: type, lengthM: 30, priceEur: 30_000_000 });
    await createBoat({ teamId: team.id, boatTypeId: type, lengthM: 12, status: "draft" });
    const similar = (await get(`/api/v1/boats/${sold.slug}/similar`)).json();
    expect(similar.items.map((b: { id: number }) => b.id)).toEqual([close.id, far.id]);

    // A boat page asks once: the boat with `include=similar`, the same boats in the answer (by slug and by id),
    // and its page-cache dependencies name their cards too. A gone boat's refusal carries them in its details.
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    for (const url of [`/api/v1/boats/${close.slug}`, `/api/v1/boats/by-id/${close.id}`]) {
      const response = await get(`${url}?include=similar`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.id).toBe(close.id);
      expect(ids(body.similar)).toEqual(ids((await get(`/api/v1/boats/${close.slug}/similar`)).json().items));
      expect(ids(body.similar)).toContain(far.id);
      expect(ids(body.similar)).not.toContain(close.id);
      expect(response.headers[SHOWS_HEADER]).toContain(`boats=${[close.id, ...ids(body.similar)].join(",")}`);
      // Without it, the boat alone, as before.
      expect((await get(url)).json()).not.toHaveProperty("similar");
    }
    for (const url of [`/api/v1/boats/${sold.slug}`, `/api/v1/boats/by-id/${sold.id}`]) {
      const gone = await get(`${url}?include=similar`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error.details).toMatchObject({ id: sold.id, slug: sold.slug });
      expect(ids(gone.json().error.details.similar)).toEqual([close.id, far.id]);
      expect((await get(url)).json().error.details).not.toHaveProperty("similar");
    }
    const unknown = await get("/api/v1/boats/no-such-boat-2?include=similar");
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/api/v1/boats/${close.slug}?include=photos`)).statusCode).toBe(400);
  });
});

describe("boat events", () => {
  it("count views into the daily rollup, hashing the visitor", async () => {
    const app = await getTestApp();
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id });
    for (const kind of ["detail_view", "detail_view", "click"] as const) {
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/boats/${boat.id}/events`,
        payload: { kind },
      });
      expect(response.statusCode).toBe(202);
    }
    const db = await getTestDb();
    const day = await db
      .selectFrom("statisticsDaily")
      .select(["detailViews", "clicks", "views"])
      .where("boatId", "=", boat.id)
      .executeTakeFirstOrThrow();
    expect(day).toEqual({ detailViews: 2, clicks: 1, views: 0 });
    const events = await db
      .selectFrom("statisticsEvents")
      .select("visitorHash")
      .where("boatId", "=", boat.id)
      .execute();
    expect(events.every((e) => e.visitorHash?.length === 32 && !e.visitorHash.includes("127.0.0.1"))).toBe(
      true,
    );
    const draft = await createBoat({ teamId: team.id, status: "draft" });
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/boats/${draft.id}/events`,
          payload: { kind: "view" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/boats/${boat.id}/events`,
          payload: { kind: "purchase" },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("a detail view counted with the boat (the web server's boat page)", () => {
  /** The view is counted beside the answer: waited for, as long as a busy machine needs. */
  const POLL = { timeout: 10_000 };
  const detailViews = async (boatId: number) => {
    const db = await getTestDb();
    const day = await db
      .selectFrom("statisticsDaily")
      .select("detailViews")
      .where("boatId", "=", boatId)
      .executeTakeFirst();
    return day?.detailViews ?? 0;
  };

  it("counts the visitor's detail view when asked, by slug and by id, and then is not for shared caches", async () => {
    const app = await getTestApp();
    const boat = await createBoat({ teamId: (await createTeam()).id });
    const visitor = { "x-forwarded-for": "203.0.113.41" };
    const plain = await app.inject({ method: "GET", url: `/api/v1/boats/${boat.slug}`, headers: visitor });
    expect(plain.headers["cache-control"]).toBe("public, max-age=30");
    const bySlug = await app.inject({
      method: "GET",
      url: `/api/v1/boats/${boat.slug}?view=detail`,
      headers: visitor,
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(plain.json());
    expect(bySlug.headers["cache-control"]).toBe("private, no-store");
    await expect.poll(() => detailViews(boat.id), POLL).toBe(1);
    await app.inject({ method: "GET", url: `/api/v1/boats/by-id/${boat.id}?view=detail`, headers: visitor });
    await expect.poll(() => detailViews(boat.id), POLL).toBe(2);
    const db = await getTestDb();
    const hashes = await db
      .selectFrom("statisticsEvents")
      .select("visitorHash")
      .where("boatId", "=", boat.id)
      .execute();
    // The same visitor both times, stored only hashed.
    expect(new Set(hashes.map((row) => row.visitorHash)).size).toBe(1);
    expect(hashes[0]?.visitorHash).toHaveLength(32);
    expect(
      (await app.inject({ method: "GET", url: `/api/v1/boats/${boat.slug}?view=list` })).statusCode,
    ).toBe(400);
  });

  it("shares one budget per address with posted events: past it, nothing more is counted", async () => {
    const app = await getTestApp();
    const db = await getTestDb();
    const boat = await createBoat({ teamId: (await createTeam()).id });
    const visitor = { "x-forwarded-for": "203.0.113.42" };
    await db
      .insertInto("rateLimits")
      .values({
        key: "boat-events:203.0.113.42",
        count: BOAT_EVENTS_PER_MINUTE - 1,
        resetAt: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const post = () =>
      app.inject({
        method: "POST",
        url: `/api/v1/boats/${boat.id}/events`,
        headers: visitor,
        payload: { kind: "detail_view" },
      });
    expect((await post()).statusCode).toBe(202);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const page = await app.inject({
      method: "GET",
      url: `/api/v1/boats/${boat.slug}?view=detail`,
      headers: visitor,
    });
    expect(page.statusCode).toBe(200);
    // The budget moved (the view was weighed) but was spent: still the one view posted first.
    await expect
      .poll(
        async () =>
          Number(
            (
              await db
                .selectFrom("rateLimits")
                .select("count")
                .where("key", "=", "boat-events:203.0.113.42")
                .executeTakeFirstOrThrow()
            ).count,
          ),
        POLL,
      )
      .toBe(BOAT_EVENTS_PER_MINUTE + 2);
    expect(await detailViews(boat.id)).toBe(1);
  });
});

describe("PDF brochure", () => {
  it("renders a localized A4 PDF with the boat's title and photos, and serves the cached copy after", async () => {
    const app = await getTestApp();
    const db = await getTestDb();
    const team = await createTeam();
    const boat = await createBoat({
      teamId: team.id,
      title: "Brochure test yacht",
      description: "Une belle unité, très bien entretenue.",
    });
    const sharp = (await import("sharp")).default;
    const { processImage } = await import("../media/image-pipeline.ts");
    const image = await processImage(
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2a6f97" } })
        .jpeg()
        .toBuffer(),
      {
        storage: app.storage,
        namespace: "boats",
      },
    );
    await db
      .insertInto("boatPhotos")
      .values({
        boatId: boat.id,
        position: 0,
        storageKey: image.key,
        width: image.width,
        height: image.height,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const first = await app.inject({
      method: "GET",
      url: `/api/v1/boats/${boat.slug}/brochure.pdf?locale=fr`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toContain(`${boat.slug}.pdf`);
    const pdf = first.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    // The title is in the document information (pdfkit writes it as a literal string).
    expect(pdf.toString("latin1")).toContain("Brochure test yacht");
    const again = await app.inject({
      method: "GET",
      url: `/api/v1/boats/${boat.slug}/brochure.pdf?locale=fr`,
    });
    expect(again.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/boats/no-such-boat-9/brochure.pdf" })).statusCode,
    ).toBe(404);
  });
});
