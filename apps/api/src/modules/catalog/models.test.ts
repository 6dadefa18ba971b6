/**
 * Brand models through the back office and the public combobox: round trips, one model per name within a
 * brand, references that must exist, pending models, the 409 of a model in use and merges within a brand.
 */
import { describe, expect, it } from "vitest";
import { addMember, bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { adminCall } from "../admin/admin-test-kit.ts";
import {
  countRows,
  fileAdmin,
  insertBrand,
  insertModel,
  insertValue,
  uniqueCode,
} from "./catalog-test-kit.ts";

describe("admin/brand-models", () => {
  it("creates, reads, edits and deletes a model of a brand", async () => {
    const who = await fileAdmin();
    const brand = await insertBrand({ name: `Jeanneau ${uniqueCode("j")}` });
    const sail = await insertValue("boatTypes", { category: "sail" });
    const created = await adminCall(who, "POST", "brand-models", {
      brandId: brand.id,
      name: "Sun Odyssey 410",
      boatTypeId: sail.id,
    });
    expect(created.statusCode).toBe(201);
    const { item, message } = created.json();
    expect(item).toMatchObject({
      brand: { id: brand.id, name: brand.name, status: "approved" },
      name: "Sun Odyssey 410",
      slug: "sun-odyssey-410",
      boatTypeId: sail.id,
      status: "approved",
      usage: 0,
    });
    expect(message).toBe(`“${brand.name} Sun Odyssey 410” added.`);

    const edited = await adminCall(who, "PATCH", `brand-models/${item.id}`, {
      name: "Sun Odyssey 410 DL",
      boatTypeId: null,
    });
    expect(edited.json().item).toMatchObject({
      name: "Sun Odyssey 410 DL",
      slug: "sun-odyssey-410-dl",
      boatTypeId: null,
    });
    expect((await adminCall(who, "DELETE", `brand-models/${item.id}`)).statusCode).toBe(200);
    expect((await adminCall(who, "GET", `brand-models/${item.id}`)).statusCode).toBe(404);
  });

  it("allows a name once per brand, whatever its case, but in any number of brands", async () => {
    const who = await fileAdmin();
    const brand = await insertBrand();
    const other = await insertBrand();
    await adminCall(who, "POST", "brand-models", { brandId: brand.id, name: "Lagoon 42" });
    const before = await countRows("brandModels");
    const twin = await adminCall(who, "POST", "brand-models", { brandId: brand.id, name: "LAGOON-42" });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({
      message: "This brand already has the model “Lagoon 42”.",
      details: [expect.objectContaining({ path: "body.name", code: "name_taken" })],
    });
    expect(await countRows("brandModels")).toBe(before);
    const elsewhere = await adminCall(who, "POST", "brand-models", { brandId: other.id, name: "Lagoon 42" });
    expect(elsewhere.statusCode).toBe(201);
  });

  it.each([
    ["an unknown brand", { brandId: 2_000_000_000, name: "X" }, "body.brandId", "This brand does not exist."],
    [
      "an unknown boat type",
      { name: "X", boatTypeId: 2_000_000_000 },
      "body.boatTypeId",
      "This boat type does not exist.",
    ],
  ])("refuses %s with a field detail and saves nothing", async (_name, body, path, message) => {
    const brand = await insertBrand();
    const before = await countRows("brandModels");
    const response = await adminCall(await fileAdmin(), "POST", "brand-models", {
      brandId: brand.id,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message,
      details: [expect.objectContaining({ path, code: "not_found" })],
    });
    expect(await countRows("brandModels")).toBe(before);
  });

  it("lists the pending models of a brand with their team and approves them", async () => {
    const who = await fileAdmin();
    const team = await createTeam();
    const brand = await insertBrand();
    const db = await getTestDb();
    const pending = await insertModel({ brandId: brand.id, status: "pending" });
    await db
      .updateTable("brandModels")
      .set({ createdByTeamId: team.id })
      .where("id", "=", pending.id)
      .execute();
    await insertModel({ brandId: brand.id });
    await insertModel({ brandId: (await insertBrand()).id, status: "pending" });
    const list = await adminCall(who, "GET", `brand-models?status=pending&brandId=${brand.id}`);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: pending.id, createdByTeam: { id: team.id, name: team.name } }],
    });
    const approved = await adminCall(who, "POST", `brand-models/${pending.id}/approve`);
    expect(approved.json().item.status).toBe("approved");
    expect(
      (await adminCall(who, "GET", `brand-models?status=pending&brandId=${brand.id}`)).json().total,
    ).toBe(0);
  });

  it("refuses to delete a model in use and merges it into another model of its brand only", async () => {
    const who = await fileAdmin();
    const team = await createTeam();
    const brand = await insertBrand();
    const from = await insertModel({ brandId: brand.id, name: "Oceanis 40" });
    const into = await insertModel({ brandId: brand.id, name: "Oceanis 40.1" });
    const foreign = await insertModel({ brandId: (await insertBrand()).id });
    const boat = await createBoat({
      teamId: team.id,
      brandId: brand.id,
      modelId: from.id,
      modelName: "oceanis 40",
    });

    const refused = await adminCall(who, "DELETE", `brand-models/${from.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ details: { usage: 1 } });
    expect(refused.json().error.message).toContain("1 boat uses this value.");

    const otherBrand = await adminCall(who, "POST", `brand-models/${from.id}/merge`, { intoId: foreign.id });
    expect(otherBrand.statusCode).toBe(400);
    expect(otherBrand.json().error).toMatchObject({
      message: "A model can only be merged into another model of the same brand.",
      details: [expect.objectContaining({ path: "body.intoId", code: "other_brand" })],
    });
    expect((await adminCall(who, "GET", `brand-models/${from.id}`)).json().usage).toBe(1);

    const merged = await adminCall(who, "POST", `brand-models/${from.id}/merge`, { intoId: into.id });
    expect(merged.json()).toMatchObject({
      moved: 1,
      message: `Merged into “${brand.name} Oceanis 40.1”: 1 boat moved.`,
    });
    const db = await getTestDb();
    const row = await db
      .selectFrom("boats")
      .select(["modelId", "modelName"])
      .where("id", "=", boat.id)
      .executeTakeFirst();
    expect(row).toEqual({ modelId: into.id, modelName: "Oceanis 40.1" });
    expect((await adminCall(who, "GET", `brand-models/${from.id}`)).statusCode).toBe(404);
  });
});

describe("GET brands/{id}/models (public combobox)", () => {
  it("ranks the approved models of an approved brand", async () => {
    const app = await getTestApp();
    const brand = await insertBrand();
    const starts = await insertModel({ brandId: brand.id, name: "Oceanis 46.1" });
    const word = await insertModel({ brandId: brand.id, name: "Sense Oceanis" });
    await insertModel({ brandId: brand.id, name: "First 36" });
    await insertModel({ brandId: brand.id, name: "Océanis draft", status: "pending" });
    const response = await app.inject({ url: `/api/v1/brands/${brand.id}/models?q=OCEA` });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: starts.id, name: "Oceanis 46.1", slug: starts.slug, boatTypeId: null },
      { id: word.id, name: "Sense Oceanis", slug: word.slug, boatTypeId: null },
    ]);
    const all = await app.inject({ url: `/api/v1/brands/${brand.id}/models` });
    expect(all.json().items.map((m: { name: string }) => m.name)).toEqual([
      "First 36",
      "Oceanis 46.1",
      "Sense Oceanis",
    ]);
  });

  it("answers 404 for a brand sellers cannot pick (pending or missing)", async () => {
    const app = await getTestApp();
    const pending = await insertBrand({ status: "pending" });
    await insertModel({ brandId: pending.id });
    expect((await app.inject({ url: `/api/v1/brands/${pending.id}/models` })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/v1/brands/2000000000/models" })).statusCode).toBe(404);
  });
});

describe("GET teams/{teamId}/brands and …/brands/{id}/models (the team's combobox)", () => {
  async function seller() {
    const app = await getTestApp();
    const user = await createUser();
    const team = await createTeam({ ownerId: user.id });
    const token = await login(app, user.email, user.password);
    const get = (path: string) =>
      app.inject({ url: `/api/v1/teams/${team.id}/${path}`, headers: bearer(token) });
    return { app, user, team, token, get };
  }

  it("offers the team's own free-text brands and models, marked pending, but never another team's", async () => {
    const { team, get } = await seller();
    const other = await createTeam({ ownerId: (await createUser()).id });
    const base = uniqueCode("own");
    const approved = await insertBrand({ name: `${base} Approved` });
    const mine = await insertBrand({ name: `${base} Mine`, status: "pending", createdByTeamId: team.id });
    await insertBrand({ name: `${base} Theirs`, status: "pending", createdByTeamId: other.id });

    const brands = await get(`brands?q=${base}`);
    expect(brands.statusCode).toBe(200);
    // The team's own answer (it names their pending brands) is kept by no cache, unlike the public list.
    expect(brands.headers["cache-control"]).toBe("no-store");
    expect(brands.json().items).toEqual([
      { id: approved.id, name: approved.name, slug: approved.slug, pending: false },
      { id: mine.id, name: mine.name, slug: mine.slug, pending: true },
    ]);

    const listed = await insertModel({
      brandId: mine.id,
      name: "Cruiser 30",
      status: "pending",
      createdByTeamId: team.id,
    });
    await insertModel({ brandId: mine.id, name: "Cruiser 31", status: "pending", createdByTeamId: other.id });
    const models = await get(`brands/${mine.id}/models`);
    expect(models.statusCode).toBe(200);
    expect(models.json().items).toEqual([
      { id: listed.id, name: "Cruiser 30", slug: listed.slug, boatTypeId: null, pending: true },
    ]);
  });

  it("answers 404 for another team's pending brand, and keeps the public list to approved brands", async () => {
    const { app, get } = await seller();
    const other = await createTeam({ ownerId: (await createUser()).id });
    const base = uniqueCode("theirs");
    const theirs = await insertBrand({
      name: `${base} Theirs`,
      status: "pending",
      createdByTeamId: other.id,
    });
    expect((await get(`brands/${theirs.id}/models`)).statusCode).toBe(404);
    const publicList = await app.inject({ url: `/api/v1/brands?q=${base}` });
    expect(publicList.json().items).toEqual([]);
  });

  it("is for the team's members only: 401 signed out, 404 for another team's member", async () => {
    const { app, team } = await seller();
    expect((await app.inject({ url: `/api/v1/teams/${team.id}/brands` })).statusCode).toBe(401);
    const outsider = await createUser();
    await createTeam({ ownerId: outsider.id });
    const token = await login(app, outsider.email, outsider.password);
    const response = await app.inject({ url: `/api/v1/teams/${team.id}/brands`, headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    const member = await createUser();
    await addMember(team.id, member.id, "member");
    const memberToken = await login(app, member.email, member.password);
    expect(
      (await app.inject({ url: `/api/v1/teams/${team.id}/brands`, headers: bearer(memberToken) })).statusCode,
    ).toBe(200);
  });
});
