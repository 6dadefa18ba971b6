/**
 * Brands through the back office and the public combobox: round trips, one brand per name whatever its case
 * or accents, sellers' free-text brands waiting for review, approval, the 409 of a brand in use and the merge
 * that maps a misspelling onto the real brand (boats and models follow).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall } from "../admin/admin-test-kit.ts";
import { countRows, fileAdmin, insertBrand, insertModel } from "./catalog-test-kit.ts";

/** Letters only, unique to the run: names built on it match no other test's rows. */
const token = () =>
  `Q${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

describe("admin/brands", () => {
  it("creates, reads, renames and deletes a brand; the slug follows the name", async () => {
    const who = await fileAdmin();
    const name = `Bénéteau ${token()}`;
    const created = await adminCall(who, "POST", "brands", { name: `  ${name} ` });
    expect(created.statusCode).toBe(201);
    const { item, message } = created.json();
    expect(item).toMatchObject({ name, status: "approved", usage: 0, modelCount: 0, createdByTeam: null });
    expect(item.slug).toBe(name.toLowerCase().replace("bénéteau ", "beneteau-"));
    expect(message).toBe(`“${name}” added.`);

    const renamed = await adminCall(who, "PATCH", `brands/${item.id}`, { name: `${name} Yachts` });
    expect(renamed.json().item).toMatchObject({ name: `${name} Yachts`, slug: `${item.slug}-yachts` });
    expect((await adminCall(who, "GET", `brands/${item.id}`)).json().name).toBe(`${name} Yachts`);

    const deleted = await adminCall(who, "DELETE", `brands/${item.id}`, undefined, {
      "accept-language": "es",
    });
    expect(deleted.json().message).toBe(`Se ha eliminado «${name} Yachts».`);
    expect((await adminCall(who, "GET", `brands/${item.id}`)).statusCode).toBe(404);
  });

  it("refuses a name that differs from another brand's only by case, accents or punctuation", async () => {
    const who = await fileAdmin();
    const base = token();
    const existing = await adminCall(who, "POST", "brands", { name: `Sea-Ray ${base}` });
    const before = await countRows("brands");
    for (const name of [`sea ray ${base.toUpperCase()}`, `Séa Ray ${base}`]) {
      const response = await adminCall(who, "POST", "brands", { name });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "CONFLICT",
        message: `The brand “Sea-Ray ${base}” already exists.`,
        details: [expect.objectContaining({ path: "body.name", code: "name_taken" })],
      });
    }
    expect(await countRows("brands")).toBe(before);
    const other = await insertBrand();
    const rename = await adminCall(who, "PATCH", `brands/${other.id}`, { name: `SEA RAY ${base}` });
    expect(rename.statusCode).toBe(409);
    expect((await adminCall(who, "GET", `brands/${existing.json().item.id}`)).json().name).toBe(
      `Sea-Ray ${base}`,
    );
  });

  it.each([
    ["a blank name", { name: "   " }, "too_small"],
    ["a name over 80 characters", { name: "B".repeat(81) }, "too_big"],
    ["no name", {}, "invalid_type"],
    ["a status (approval has its own route)", { name: "Fine", status: "approved" }, "unrecognized_keys"],
  ])("refuses %s and saves nothing", async (_name, body, code) => {
    const before = await countRows("brands");
    const response = await adminCall(await fileAdmin(), "POST", "brands", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ code })]);
    expect(await countRows("brands")).toBe(before);
  });

  it("lists sellers' pending brands with their team, and approves them once", async () => {
    const who = await fileAdmin();
    const team = await createTeam({ name: `Riviera ${token()}` });
    const base = token();
    const pending = await insertBrand({
      name: `${base} Marine`,
      status: "pending",
      createdByTeamId: team.id,
    });
    await insertBrand({ name: `${base} Yachts` });
    const list = await adminCall(who, "GET", `brands?status=pending&q=${base}`);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: pending.id, status: "pending", createdByTeam: { id: team.id, name: team.name } }],
    });

    const approved = await adminCall(who, "POST", `brands/${pending.id}/approve`, undefined, {
      "accept-language": "fr",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      item: { id: pending.id, status: "approved" },
      message: `Validation enregistrée : les vendeurs peuvent désormais choisir « ${base} Marine ».`,
    });
    const again = await adminCall(who, "POST", `brands/${pending.id}/approve`);
    expect(again.json().item.updatedAt).toBe(approved.json().item.updatedAt);
    expect((await adminCall(who, "GET", `brands?status=pending&q=${base}`)).json().total).toBe(0);
  });

  it("sorts by name, usage and creation, and pages", async () => {
    const who = await fileAdmin();
    const base = token();
    const team = await createTeam();
    const c = await insertBrand({ name: `${base} Charlie` });
    const a = await insertBrand({ name: `${base} alpha` });
    const b = await insertBrand({ name: `${base} Bravo` });
    await createBoat({ teamId: team.id, brandId: b.id });
    await createBoat({ teamId: team.id, brandId: b.id });
    await createBoat({ teamId: team.id, brandId: c.id });
    const ids = async (query: string) =>
      ((await adminCall(who, "GET", `brands?q=${base}&${query}`)).json().items as { id: number }[]).map(
        (item) => item.id,
      );
    expect(await ids("sort=name")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=-name")).toEqual([c.id, b.id, a.id]);
    expect(await ids("sort=-usage")).toEqual([b.id, c.id, a.id]);
    expect(await ids("sort=-createdAt")).toEqual([b.id, a.id, c.id]);
    const second = await adminCall(who, "GET", `brands?q=${base}&sort=name&pageSize=12&page=2`);
    expect(second.json()).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it("refuses to delete a brand boats use, saying how many, and deletes an unused one with its models", async () => {
    const who = await fileAdmin();
    const team = await createTeam();
    const used = await insertBrand();
    await createBoat({ teamId: team.id, brandId: used.id });
    const refused = await adminCall(who, "DELETE", `brands/${used.id}`, undefined, {
      "accept-language": "it",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "CONFLICT", details: { usage: 1 } });
    expect(refused.json().error.message).toMatch(/^1 barca usa questo valore\./);

    const unused = await insertBrand();
    const model = await insertModel({ brandId: unused.id });
    expect((await adminCall(who, "DELETE", `brands/${unused.id}`)).statusCode).toBe(200);
    const db = await getTestDb();
    expect(await db.selectFrom("brandModels").select("id").where("id", "=", model.id).execute()).toEqual([]);
  });

  it("merges a misspelt brand into the real one: boats show the real name, models move or merge", async () => {
    const who = await fileAdmin();
    const team = await createTeam();
    const real = await insertBrand({ name: `Beneteau ${token()}` });
    const realOceanis = await insertModel({ brandId: real.id, name: "Oceanis 40", slug: "oceanis-40" });
    const typo = await insertBrand({ name: "Beneteu", status: "pending", createdByTeamId: team.id });
    const typoOceanis = await insertModel({ brandId: typo.id, name: "Oceanis 40", slug: "oceanis-40" });
    const typoFirst = await insertModel({ brandId: typo.id, name: "First 27", slug: "first-27" });
    const one = await createBoat({
      teamId: team.id,
      brandId: typo.id,
      brandName: "Beneteu",
      modelId: typoOceanis.id,
    });
    const two = await createBoat({
      teamId: team.id,
      brandId: typo.id,
      brandName: "Beneteu",
      modelId: typoFirst.id,
    });

    const merged = await adminCall(who, "POST", `brands/${typo.id}/merge`, { intoId: real.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      intoId: real.id,
      moved: 2,
      message: `Merged into “${real.name}”: 2 boats moved.`,
    });
    const db = await getTestDb();
    const boats = await db
      .selectFrom("boats")
      .select(["id", "brandId", "brandName", "modelId"])
      .where("id", "in", [one.id, two.id])
      .orderBy("id")
      .execute();
    expect(boats).toEqual([
      { id: one.id, brandId: real.id, brandName: real.name, modelId: realOceanis.id },
      { id: two.id, brandId: real.id, brandName: real.name, modelId: typoFirst.id },
    ]);
    const models = await db
      .selectFrom("brandModels")
      .select(["id", "brandId"])
      .where("brandId", "in", [real.id, typo.id])
      .orderBy("id")
      .execute();
    expect(models).toEqual([
      { id: realOceanis.id, brandId: real.id },
      { id: typoFirst.id, brandId: real.id },
    ]);
    expect((await adminCall(who, "GET", `brands/${typo.id}`)).statusCode).toBe(404);
    expect((await adminCall(who, "GET", `brands/${real.id}`)).json()).toMatchObject({
      usage: 2,
      modelCount: 2,
    });
  });
});

describe("GET brands (public combobox)", () => {
  it("finds Bénéteau with 'bene', 'BENE' or 'béné', prefix matches first, approved brands only", async () => {
    const app = await getTestApp();
    const base = token().toLowerCase();
    const starts = await insertBrand({ name: `Bénéteau ${base}` });
    const word = await insertBrand({ name: `${base} Bénéteau` });
    const inside = await insertBrand({ name: `${base}bénéteau` });
    await insertBrand({ name: `Bénéteau ${base} pending`, status: "pending" });
    for (const q of [`bene`, "BENE", "béné"]) {
      const response = await app.inject({ url: `/api/v1/brands?q=${encodeURIComponent(q)}&limit=50` });
      expect(response.statusCode).toBe(200);
      const ids = (response.json().items as { id: number }[]).map((item) => item.id);
      const mine = ids.filter((id) => [starts.id, word.id, inside.id].includes(id));
      expect(mine).toEqual([starts.id, word.id, inside.id]);
    }
    const exact = await app.inject({ url: `/api/v1/brands?q=${encodeURIComponent(`BÉNÉTEAU ${base}`)}` });
    expect(exact.json().items).toEqual([{ id: starts.id, name: `Bénéteau ${base}`, slug: starts.slug }]);
    expect(exact.headers["cache-control"]).toBe("public, max-age=300");
    expect(exact.headers.vary).toBeUndefined();
  });

  it("caps the answer at the limit and refuses a limit over 50", async () => {
    const app = await getTestApp();
    const base = token();
    for (const n of [1, 2, 3]) await insertBrand({ name: `${base} ${n}` });
    const two = await app.inject({ url: `/api/v1/brands?q=${base}&limit=2` });
    expect(two.json().items.map((b: { name: string }) => b.name)).toEqual([`${base} 1`, `${base} 2`]);
    expect((await app.inject({ url: "/api/v1/brands?limit=51" })).statusCode).toBe(400);
  });
});
