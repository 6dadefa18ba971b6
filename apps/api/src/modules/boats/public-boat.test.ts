import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

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
