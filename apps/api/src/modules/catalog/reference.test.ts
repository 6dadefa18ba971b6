/**
 * The five translated lists through the back-office API, each list running the same cases: round trips,
 * search/sort/pagination, validation that saves nothing, the 409 of a value in use and the merge.
 */
import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { adminCall } from "../admin/admin-test-kit.ts";
import {
  addEquipment,
  countRows,
  fileAdmin,
  insertValue,
  labelsFor,
  uniqueCode,
} from "./catalog-test-kit.ts";
import type { ExtraFields, ReferenceTable } from "./reference-lists.ts";

interface ListCase {
  path: string;
  table: ReferenceTable;
  /** The list's extra body field for a create. */
  extra: () => Promise<Partial<ExtraFields>>;
  /** Makes one more boat (for an equipment type: one more equipment) use the value. */
  use: (id: number) => Promise<void>;
  /** How the 409 message counts, in English. */
  usageText: (count: number) => string;
}

async function boatWith(
  columns: Parameters<typeof createBoat>[0] extends infer O ? Omit<O, "teamId"> : never,
) {
  const team = await createTeam();
  return createBoat({ teamId: team.id, ...columns });
}

const boats = (n: number) => `${n} ${n === 1 ? "boat uses" : "boats use"} this value.`;

const CASES: ListCase[] = [
  {
    path: "boat-types",
    table: "boatTypes",
    extra: async () => ({ category: "sail" }),
    use: async (id) => void (await boatWith({ boatTypeId: id })),
    usageText: boats,
  },
  {
    path: "conditions",
    table: "conditions",
    extra: async () => ({}),
    use: async (id) => void (await boatWith({ conditionId: id })),
    usageText: boats,
  },
  {
    path: "availabilities",
    table: "availabilities",
    extra: async () => ({}),
    use: async (id) => void (await boatWith({ availabilityId: id })),
    usageText: boats,
  },
  {
    path: "equipment-types",
    table: "equipmentTypes",
    extra: async () => ({}),
    use: async (id) => void (await insertValue("equipments", { equipmentTypeId: id })),
    usageText: (n) => `${n} equipment ${n === 1 ? "item belongs" : "items belong"} to this type.`,
  },
  {
    path: "equipments",
    table: "equipments",
    extra: async () => ({ equipmentTypeId: (await insertValue("equipmentTypes")).id }),
    use: async (id) => addEquipment((await boatWith({})).id, id),
    usageText: boats,
  },
];

/** A value of the case's list (with its extra column filled). */
async function valueIn(list: ListCase, overrides: Parameters<typeof insertValue>[1] = {}) {
  return insertValue(list.table, { ...(await list.extra()), ...overrides });
}

describe.each(CASES)("admin/$path", (list) => {
  it("creates, reads, edits and deletes a value, answering in the caller's language", async () => {
    const who = await fileAdmin();
    const code = uniqueCode("new");
    const body = { code, ...labelsFor("Value"), ...(await list.extra()) };
    const created = await adminCall(who, "POST", list.path, body);
    expect(created.statusCode).toBe(201);
    const { item, message } = created.json();
    expect(item).toMatchObject({ ...body, label: "Value US", usage: 0 });
    expect(message).toBe("“Value US” added.");

    const read = await adminCall(who, "GET", `${list.path}/${item.id}`, undefined, {
      "accept-language": "fr",
    });
    expect(read.json()).toMatchObject({ id: item.id, code, label: "Value FR" });

    const edited = await adminCall(
      who,
      "PATCH",
      `${list.path}/${item.id}`,
      { nameFr: "  Valeur  ", sortOrder: 7 },
      {
        "accept-language": "fr",
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({ ...body, nameFr: "Valeur", sortOrder: 7, label: "Valeur" });
    expect(edited.json().message).toBe("Modifications de « Valeur » enregistrées.");

    const deleted = await adminCall(who, "DELETE", `${list.path}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("“Value US” deleted.");
    expect((await adminCall(who, "GET", `${list.path}/${item.id}`)).statusCode).toBe(404);
  });

  it("appends a value without a sort order at the end of the list", async () => {
    const who = await fileAdmin();
    await valueIn(list, { sortOrder: 900 });
    const body = { code: uniqueCode("last"), ...labelsFor("Last"), ...(await list.extra()) };
    const created = await adminCall(who, "POST", list.path, body);
    expect(created.json().item.sortOrder).toBeGreaterThan(900);
  });

  it("searches code and labels, sorts and pages", async () => {
    const who = await fileAdmin();
    const marker = uniqueCode("mk");
    const zulu = await valueIn(list, {
      ...labelsFor(`Zulu ${marker}`),
      nameFr: `Alpha ${marker}`,
      sortOrder: 1,
    });
    const mike = await valueIn(list, {
      ...labelsFor(`Mike ${marker}`),
      nameFr: `Mike ${marker}`,
      sortOrder: 2,
    });
    const alpha = await valueIn(list, {
      ...labelsFor(`Alpha ${marker}`),
      nameFr: `Zulu ${marker}`,
      sortOrder: 3,
    });
    await list.use(mike.id);
    const ids = async (query: string) => {
      const response = await adminCall(who, "GET", `${list.path}?q=${marker.toUpperCase()}&${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json().items as { id: number }[]).map((item) => item.id);
    };
    expect(await ids("sort=sortOrder")).toEqual([zulu.id, mike.id, alpha.id]);
    expect(await ids("sort=-sortOrder")).toEqual([alpha.id, mike.id, zulu.id]);
    expect(await ids("sort=label&locale=en-US")).toEqual([alpha.id, mike.id, zulu.id]);
    expect(await ids("sort=label&locale=fr")).toEqual([zulu.id, mike.id, alpha.id]);
    expect((await ids("sort=-usage"))[0]).toBe(mike.id);
    // Only the French label holds this word: the search covers every locale's label.
    const french = await adminCall(who, "GET", `${list.path}?q=${encodeURIComponent(`alpha ${marker}`)}`);
    expect(french.json().total).toBe(2);

    const page = await adminCall(who, "GET", `${list.path}?q=${marker}&pageSize=12&page=2`);
    expect(page.json()).toMatchObject({ items: [], total: 3, page: 2, pageSize: 12 });
    const byCode = await adminCall(who, "GET", `${list.path}?q=${alpha.code}`);
    expect(byCode.json().items).toEqual([expect.objectContaining({ id: alpha.id, usage: 0 })]);
  });

  it.each([
    ["a missing locale label", { nameIt: undefined }, "body.nameIt", "invalid_type"],
    ["a blank label", { nameFr: "   " }, "body.nameFr", "too_small"],
    ["a label over 120 characters", { nameEs: "x".repeat(121) }, "body.nameEs", "too_big"],
    ["an upper-case code", { code: "Bad Code" }, "body.code", "invalid_format"],
    ["an unknown field", { colour: "blue" }, "body", "unrecognized_keys"],
  ])("refuses %s with a field detail and saves nothing", async (_name, change, path, code) => {
    const who = await fileAdmin();
    const before = await countRows(list.table);
    const body = { code: uniqueCode("bad"), ...labelsFor("Bad"), ...(await list.extra()), ...change };
    const response = await adminCall(who, "POST", list.path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: expect.arrayContaining([expect.objectContaining({ path, code })]),
    });
    expect(await countRows(list.table)).toBe(before);
  });

  it("refuses a code another value holds, on create and on edit, with 409 code_taken", async () => {
    const who = await fileAdmin();
    const taken = await valueIn(list);
    const other = await valueIn(list);
    const before = await countRows(list.table);
    const body = { code: taken.code, ...labelsFor("Twin"), ...(await list.extra()) };
    const created = await adminCall(who, "POST", list.path, body);
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toMatchObject({
      code: "CONFLICT",
      message: `Another value already uses the code “${taken.code}”.`,
      details: [expect.objectContaining({ path: "body.code", code: "code_taken" })],
    });
    expect(await countRows(list.table)).toBe(before);
    const edited = await adminCall(who, "PATCH", `${list.path}/${other.id}`, {
      code: taken.code,
      nameFr: "Changé",
    });
    expect(edited.statusCode).toBe(409);
    const unchanged = await adminCall(who, "GET", `${list.path}/${other.id}`);
    expect(unchanged.json()).toMatchObject({ code: other.code, nameFr: other.nameFr });
  });

  it("refuses to delete a value in use, saying how many use it, then merges it into another", async () => {
    const who = await fileAdmin();
    const used = await valueIn(list);
    const into = await valueIn(list);
    await list.use(used.id);
    await list.use(used.id);
    await list.use(into.id);

    const refused = await adminCall(who, "DELETE", `${list.path}/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "CONFLICT", details: { usage: 2 } });
    expect(refused.json().error.message).toContain(list.usageText(2));
    const french = await adminCall(who, "DELETE", `${list.path}/${used.id}`, undefined, {
      "accept-language": "fr",
    });
    expect(french.json().error.message).toMatch(/^2 (bateaux utilisent|équipements appartiennent)/);
    expect((await adminCall(who, "GET", `${list.path}/${used.id}`)).json().usage).toBe(2);

    expect(
      (await adminCall(who, "POST", `${list.path}/${used.id}/merge`, { intoId: used.id })).statusCode,
    ).toBe(400);
    const missing = await adminCall(who, "POST", `${list.path}/${used.id}/merge`, { intoId: 2_000_000_000 });
    expect(missing.json().error.details).toEqual([
      expect.objectContaining({ path: "body.intoId", code: "not_found" }),
    ]);

    const merged = await adminCall(who, "POST", `${list.path}/${used.id}/merge`, { intoId: into.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ intoId: into.id, moved: 2 });
    expect(merged.json().message).toContain(`Merged into “${into.nameEnUs}”: 2`);
    expect((await adminCall(who, "GET", `${list.path}/${used.id}`)).statusCode).toBe(404);
    expect((await adminCall(who, "GET", `${list.path}/${into.id}`)).json().usage).toBe(3);
  });
});

describe("list-specific fields", () => {
  it("requires a known category for a boat type and an existing type for an equipment", async () => {
    const who = await fileAdmin();
    const noCategory = await adminCall(who, "POST", "boat-types", {
      code: uniqueCode("t"),
      ...labelsFor("T"),
    });
    expect(noCategory.json().error.details).toEqual([expect.objectContaining({ path: "body.category" })]);
    const before = await countRows("equipments");
    const ghostType = await adminCall(who, "POST", "equipments", {
      code: uniqueCode("e"),
      ...labelsFor("E"),
      equipmentTypeId: 2_000_000_000,
    });
    expect(ghostType.statusCode).toBe(400);
    expect(ghostType.json().error).toMatchObject({
      message: "This equipment type does not exist.",
      details: [expect.objectContaining({ path: "body.equipmentTypeId", code: "not_found" })],
    });
    expect(await countRows("equipments")).toBe(before);
  });

  it("filters boat types by category and equipments by type", async () => {
    const who = await fileAdmin();
    const marker = uniqueCode("f");
    const sail = await insertValue("boatTypes", { category: "sail", ...labelsFor(`Sail ${marker}`) });
    await insertValue("boatTypes", { category: "power", ...labelsFor(`Power ${marker}`) });
    const sails = await adminCall(who, "GET", `boat-types?q=${marker}&category=sail`);
    expect(sails.json().items).toEqual([expect.objectContaining({ id: sail.id, category: "sail" })]);
    const type = await insertValue("equipmentTypes");
    const radar = await insertValue("equipments", { equipmentTypeId: type.id });
    await insertValue("equipments", { equipmentTypeId: (await insertValue("equipmentTypes")).id });
    const ofType = await adminCall(who, "GET", `equipments?equipmentTypeId=${type.id}`);
    expect(ofType.json().items).toEqual([
      expect.objectContaining({ id: radar.id, equipmentTypeId: type.id }),
    ]);
  });

  it("merging equipments keeps one row for a boat that had both", async () => {
    const who = await fileAdmin();
    const type = await insertValue("equipmentTypes");
    const from = await insertValue("equipments", { equipmentTypeId: type.id });
    const into = await insertValue("equipments", { equipmentTypeId: type.id });
    const both = await boatWith({});
    await addEquipment(both.id, from.id);
    await addEquipment(both.id, into.id);
    const merged = await adminCall(who, "POST", `equipments/${from.id}/merge`, { intoId: into.id });
    expect(merged.json()).toMatchObject({ moved: 1 });
    const db = await getTestDb();
    const rows = await db
      .selectFrom("boatEquipments")
      .select("equipmentId")
      .where("boatId", "=", both.id)
      .execute();
    expect(rows).toEqual([{ equipmentId: into.id }]);
  });
});
