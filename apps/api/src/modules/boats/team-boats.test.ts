import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addMember, bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

async function seller(plan: "paid" | "free" = "paid", role: "owner" | "member" = "owner") {
  const app = await getTestApp();
  const owner = await createUser();
  const team = await createTeam({ ownerId: owner.id, plan, currency: "EUR", country: "FR" });
  let actor = owner;
  if (role === "member") {
    actor = await createUser();
    await addMember(team.id, actor.id, "member");
  }
  const headers = bearer(await login(app, actor.email, actor.password));
  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", path: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/teams/${team.id}${path}`, headers, ...(payload ? { payload } : {}) });
  return { app, team, headers, call };
}

async function catalog() {
  const db = await getTestDb();
  const tag = Math.random().toString(36).slice(2, 8);
  const labels = (en: string) => ({
    nameEnUs: en,
    nameEnGb: en,
    nameFr: `${en} fr`,
    nameIt: `${en} it`,
    nameEs: `${en} es`,
  });
  const type = await db
    .insertInto("boatTypes")
    .values({ code: `sail-${tag}`, category: "sail", ...labels("Sailboat") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const condition = await db
    .insertInto("conditions")
    .values({ code: `used-${tag}`, ...labels("Used") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const eqType = await db
    .insertInto("equipmentTypes")
    .values({ code: `nav-${tag}`, ...labels("Navigation") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const gps = await db
    .insertInto("equipments")
    .values({ code: `gps-${tag}`, equipmentTypeId: eqType.id, ...labels("GPS") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const brand = await db
    .insertInto("brands")
    .values({ slug: `hanse-${tag}`, name: `Hanse ${tag}`, createdAt: now, updatedAt: now })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  return { typeId: type.id, conditionId: condition.id, gpsId: gps.id, brand };
}

function upload(file: Buffer, type = "image/jpeg") {
  const boundary = "----photo";
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims 30000 × 30000 pixels: tiny on disk, a decompression bomb if decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const complete = (c: Awaited<ReturnType<typeof catalog>>) => ({
  title: "Hanse 415 in great condition",
  description: "Owner's version, one careful owner since new, always maintained by the yard. Ready to sail.",
  boatTypeId: c.typeId,
  conditionId: c.conditionId,
  brandId: c.brand.id,
  modelName: "415",
  yearBuilt: 2017,
  lengthM: 12.4,
  beamM: 4.17,
  draftMinM: 1.8,
  draftMaxM: 2.1,
  priceAmount: 21_000_000,
  currency: "EUR",
  isVatIncluded: true,
  vatStatus: "paid" as const,
  country: "FR" as const,
  city: "La Trinité-sur-Mer",
  cabins: 3,
  berths: 6,
  bathrooms: 2,
  passengers: 10,
  hullMaterial: "grp" as const,
  engines: [
    {
      make: "Volvo Penta",
      model: "D2-40",
      engineType: "inboard" as const,
      fuel: "diesel" as const,
      powerHp: 40,
      hours: 850,
      year: 2017,
      propulsion: "saildrive" as const,
    },
    {
      make: "Torqeedo",
      model: "Travel",
      engineType: "outboard" as const,
      fuel: "electric" as const,
      powerHp: 3,
      hours: 40,
      year: 2020,
      propulsion: "outboard" as const,
    },
  ],
  equipmentIds: [c.gpsId],
  features: ["Teak cockpit", "New sails 2023"],
});

describe("the premium rule", () => {
  it("refuses creating a boat on a free plan with the product's message, whatever the client sends", async () => {
    const { call } = await seller("free");
    const response = await call("POST", "/boats", { title: "Trying anyway" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "PLAN_RESTRICTED",
      message: "Your functionalities are currently restricted, you cannot post boats.",
    });
  });

  it("refuses publishing when the team's plan no longer allows it", async () => {
    const { call, team } = await seller("paid");
    const c = await catalog();
    const created = (await call("POST", "/boats", complete(c))).json();
    await call("POST", `/boats/${created.id}/photos`).catch(() => undefined);
    const db = await getTestDb();
    const free = await db
      .selectFrom("plans")
      .select("id")
      .where("code", "=", "free")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("teams")
      .set({ planId: free.id, subscriptionStatus: "none" })
      .where("id", "=", team.id)
      .execute();
    const response = await call("POST", `/boats/${created.id}/actions`, { action: "publish" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("PLAN_RESTRICTED");
  });
});

describe("the listing editor", () => {
  it("creates a boat with two engines, equipment and features, and reads it back", async () => {
    const { call } = await seller();
    const c = await catalog();
    const response = await call("POST", "/boats", complete(c));
    expect(response.statusCode).toBe(201);
    const boat = response.json();
    expect(boat).toMatchObject({
      status: "draft",
      brandName: c.brand.name,
      modelName: "415",
      lengthM: 12.4,
      isVatIncluded: true,
      equipmentIds: [c.gpsId],
      features: ["Teak cockpit", "New sails 2023"],
    });
    expect(boat.slug).toMatch(new RegExp(`-415-${boat.id}$`));
    expect(boat.engines.map((e: { make: string }) => e.make)).toEqual(["Volvo Penta", "Torqeedo"]);
    const db = await getTestDb();
    const row = await db
      .selectFrom("boats")
      .select(["engineCount", "fuel", "priceEur"])
      .where("id", "=", boat.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ engineCount: 2, fuel: "diesel", priceEur: 21_000_000 });
  });

  it("keeps the slug stable across edits and normalises prices to EUR", async () => {
    const { call } = await seller();
    const created = (await call("POST", "/boats", { title: "First title" })).json();
    const edited = (
      await call("PATCH", `/boats/${created.id}`, {
        title: "Another title",
        priceAmount: 10_000_000,
        currency: "GBP",
        engines: [],
      })
    ).json();
    expect(edited.slug).toBe(created.slug);
    expect(edited.title).toBe("Another title");
    const db = await getTestDb();
    const row = await db
      .selectFrom("boats")
      .select(["priceEur", "engineCount"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    // GBP 100,000 at the exchange-rate table's shipped 0.8621 pounds a euro (decision 041).
    expect(row).toEqual({ priceEur: 11_599_582, engineCount: 0 });
  });

  it("links a known brand typed in any case and flags an unknown one for the back office", async () => {
    const { call, team } = await seller();
    const c = await catalog();
    const known = (
      await call("POST", "/boats", { title: "Known brand", brandName: c.brand.name.toUpperCase() })
    ).json();
    expect(known.brandId).toBe(c.brand.id);
    const unknown = (
      await call("POST", "/boats", {
        title: "Unknown brand",
        brandName: "Chantier Inventé",
        modelName: "Proto 1",
      })
    ).json();
    const db = await getTestDb();
    const brand = await db
      .selectFrom("brands")
      .select(["status", "createdByTeamId"])
      .where("id", "=", unknown.brandId)
      .executeTakeFirstOrThrow();
    expect(brand).toEqual({ status: "pending", createdByTeamId: team.id });
    const model = await db
      .selectFrom("brandModels")
      .select(["status", "brandId"])
      .where("id", "=", unknown.modelId)
      .executeTakeFirstOrThrow();
    expect(model).toEqual({ status: "pending", brandId: unknown.brandId });
  });

  it.each([
    ["a one-letter title", { title: "X" }, "body.title"],
    ["a negative length", { lengthM: -3 }, "body.lengthM"],
    ["a 300 m length", { lengthM: 300 }, "body.lengthM"],
    ["a year in the future", { yearBuilt: 2099 }, "body.yearBuilt"],
    ["fractional cabins", { cabins: 2.5 }, "body.cabins"],
    ["an unknown currency", { currency: "XYZ" }, "body.currency"],
    ["an unknown fuel", { engines: [{ fuel: "coal" }] }, "body.engines.0.fuel"],
    ["seven engines", { engines: Array.from({ length: 7 }, () => ({})) }, "body.engines"],
    ["a draft range upside down", { draftMinM: 2, draftMaxM: 1 }, "body.draftMaxM"],
    ["a refit before the build", { yearBuilt: 2010, lastRefitYear: 2005 }, "body.lastRefitYear"],
    ["an http video link", { videoUrl: "http://example.com/v" }, "body.videoUrl"],
    ["an unknown boat type", { boatTypeId: 999_999 }, "body.boatTypeId"],
    ["unknown equipment", { equipmentIds: [999_999] }, "body.equipmentIds"],
    ["a 20,001-character description", { description: "x".repeat(20_001) }, "body.description"],
  ])("refuses %s with a field error and saves nothing", async (_label, patch, path) => {
    const { call } = await seller();
    const created = (await call("POST", "/boats", { title: "Validation target" })).json();
    const response = await call("PATCH", `/boats/${created.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
    const after = (await call("GET", `/boats/${created.id}`)).json();
    expect(after.updatedAt).toBe(created.updatedAt);
  });

  it("hides a team's boats from other teams and lets only admins delete", async () => {
    const owner = await seller();
    const created = (await owner.call("POST", "/boats", { title: "Private draft" })).json();
    const other = await seller();
    const read = await other.app.inject({
      method: "GET",
      url: `/api/v1/teams/${other.team.id}/boats/${created.id}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    const crossTeam = await other.app.inject({
      method: "GET",
      url: `/api/v1/teams/${owner.team.id}/boats/${created.id}`,
      headers: other.headers,
    });
    expect(crossTeam.statusCode).toBe(404);
    const write = await other.app.inject({
      method: "PATCH",
      url: `/api/v1/teams/${owner.team.id}/boats/${created.id}`,
      headers: other.headers,
      payload: { title: "Hijack" },
    });
    expect(write.statusCode).toBe(404);
    const db = await getTestDb();
    const memberUser = await createUser();
    await addMember(owner.team.id, memberUser.id, "member");
    const memberHeaders = bearer(await login(owner.app, memberUser.email, memberUser.password));
    const del = await owner.app.inject({
      method: "DELETE",
      url: `/api/v1/teams/${owner.team.id}/boats/${created.id}`,
      headers: memberHeaders,
    });
    expect(del.statusCode).toBe(403);
    expect(
      await db.selectFrom("boats").select("id").where("id", "=", created.id).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe("the team's boat list", () => {
  it("gives each row its reference, private stock code and type label in the requested locale", async () => {
    const { app, team, headers } = await seller();
    const { typeId } = await catalog();
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const typed = await createBoat({
      teamId: team.id,
      status: "draft",
      title: `Typed ${tag}`,
      reference: `REF-${tag}`,
      stockCodePrivate: `STK-${tag}`,
      boatTypeId: typeId,
    });
    const untyped = await createBoat({ teamId: team.id, status: "draft", title: `Untyped ${tag}` });
    const list = (locale: string, q = "") =>
      app.inject({
        method: "GET",
        url: `/api/v1/teams/${team.id}/boats${q ? `?q=${encodeURIComponent(q)}` : ""}`,
        headers: { ...headers, "accept-language": locale },
      });
    type Row = { id: number; reference: string; stockCodePrivate: string | null; boatType: unknown };
    const rowsOf = async (locale: string, q?: string) => {
      const response = await list(locale, q);
      expect(response.statusCode).toBe(200);
      return (response.json().items as Row[]).map(({ id, reference, stockCodePrivate, boatType }) => ({
        id,
        reference,
        stockCodePrivate,
        boatType,
      }));
    };

    expect(await rowsOf("fr")).toEqual([
      { id: untyped.id, reference: untyped.reference, stockCodePrivate: null, boatType: null },
      {
        id: typed.id,
        reference: `REF-${tag}`,
        stockCodePrivate: `STK-${tag}`,
        boatType: { id: typeId, label: "Sailboat fr" },
      },
    ]);
    expect((await rowsOf("es-ES,es;q=0.9"))[1]?.boatType).toEqual({ id: typeId, label: "Sailboat es" });
    // A search that matched on the stock code or the reference returns the row carrying that value.
    expect(await rowsOf("it", `stk-${tag.toLowerCase()}`)).toEqual([
      {
        id: typed.id,
        reference: `REF-${tag}`,
        stockCodePrivate: `STK-${tag}`,
        boatType: { id: typeId, label: "Sailboat it" },
      },
    ]);
    expect((await rowsOf("en-GB", `ref-${tag}`)).map((row) => row.id)).toEqual([typed.id]);
  });
});

describe("photos", () => {
  it("adds photos as AVIF/WebP variants, reorders them, deletes one", async () => {
    const { call, app, headers, team } = await seller();
    const created = (await call("POST", "/boats", { title: "Photo boat" })).json();
    const ids: number[] = [];
    for (const colour of ["#113355", "#335511", "#551133"]) {
      const body = upload(await photo(colour));
      const response = await app.inject({
        method: "POST",
        url: `/api/v1/teams/${team.id}/boats/${created.id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().image.avif.map((v: { width: number }) => v.width)).toEqual([
        320, 640, 1024, 1200,
      ]);
      ids.push(response.json().id);
    }
    expect(
      (await call("PUT", `/boats/${created.id}/photos/order`, { photoIds: [ids[2], ids[0], ids[1]] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("GET", `/boats/${created.id}`)).json().photos.map((p: { id: number }) => p.id),
    ).toEqual([ids[2], ids[0], ids[1]]);
    expect((await call("PUT", `/boats/${created.id}/photos/order`, { photoIds: [ids[0]] })).statusCode).toBe(
      400,
    );
    expect((await call("DELETE", `/boats/${created.id}/photos/${ids[0]}`)).statusCode).toBe(200);
    const after = (await call("GET", `/boats/${created.id}`)).json().photos;
    expect(after.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
  });

  it.each([
    ["a text file", () => Buffer.from("just text"), "text/plain", 422, "image_not_an_image"],
    ["an image declaring 30000 × 30000 pixels", pngBomb, "image/png", 422, "image_too_many_pixels"],
    ["a 16 MB file", () => Buffer.alloc(16 * 1024 * 1024, 1), "image/jpeg", 413, "image_too_large"],
  ])("refuses %s and stores nothing", async (_label, make, type, status, code) => {
    const { app, headers, team, call } = await seller();
    const created = (await call("POST", "/boats", { title: "Rejections" })).json();
    const body = upload(make(), type);
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats/${created.id}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.details[0].code).toBe(code);
    expect((await call("GET", `/boats/${created.id}`)).json().photos).toEqual([]);
  });
});

describe("publishing", () => {
  it("lists what is missing, then publishes a complete boat that appears in public lists", async () => {
    const { call, app, headers, team } = await seller();
    const c = await catalog();
    const draft = (await call("POST", "/boats", { title: "Almost there" })).json();
    const refused = await call("POST", `/boats/${draft.id}/actions`, { action: "publish" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      ["description", "boatTypeId", "conditionId", "brand", "yearBuilt", "lengthM", "price", "photos"].map(
        (f) => `boat.${f}`,
      ),
    );
    await call("PATCH", `/boats/${draft.id}`, complete(c));
    const body = upload(await photo("#0b5f7a"));
    await app.inject({
      method: "POST",
      url: `/api/v1/teams/${team.id}/boats/${draft.id}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const published = await call("POST", `/boats/${draft.id}/actions`, { action: "publish" });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", message: "Your boat is published." });
    const list = (await app.inject({ method: "GET", url: "/api/v1/boats?sort=newest&pageSize=12" })).json();
    expect(list.items[0]).toMatchObject({ id: draft.id, photo: expect.objectContaining({ width: 1200 }) });
    const invalid = await call("POST", `/boats/${draft.id}/actions`, { action: "publish" });
    expect(invalid.statusCode).toBe(409);
    expect((await call("POST", `/boats/${draft.id}/actions`, { action: "mark_sold" })).json().status).toBe(
      "sold",
    );
  });

  it("applies bulk actions boat by boat and reports each result", async () => {
    const { call } = await seller();
    const a = (await call("POST", "/boats", { title: "Bulk one" })).json();
    const b = (await call("POST", "/boats", { title: "Bulk two" })).json();
    const response = await call("POST", "/boats/bulk", { action: "archive", ids: [a.id, b.id, 999_999] });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
      { id: 999_999, ok: false, code: "NOT_FOUND" },
    ]);
    const list = (await call("GET", "/boats?status=archived")).json();
    expect(list.items.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe("free-text brands", () => {
  it("link a brand typed with other accents or punctuation instead of creating a duplicate", async () => {
    const { call } = await seller();
    const db = await getTestDb();
    const now = new Date().toISOString();
    const tag = Math.random().toString(36).slice(2, 7);
    const brand = await db
      .insertInto("brands")
      .values({ slug: `sea-ray-${tag}`, name: `Sea Ray ${tag}`, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const boat = (
      await call("POST", "/boats", { title: "Accent test", brandName: `Sea-Ray ${tag.toUpperCase()}` })
    ).json();
    expect(boat.brandId).toBe(brand.id);
  });
});
