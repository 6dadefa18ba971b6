/**
 * Test-only set-up of the catalog tests: values of any translated list, brands and models, inserted with
 * unique codes and names straight into the worker's database (the API itself is what the tests exercise).
 */
import { randomBytes } from "node:crypto";
import type { TTranslatedLabels } from "@keel/contracts/catalog";
import { nowIso } from "../../db/database.ts";
import { getTestDb } from "../../test/harness.ts";
import { type SignedIn, signedInAdmin } from "../admin/admin-test-kit.ts";
import type { ExtraFields, ReferenceTable } from "./reference-lists.ts";

let sequence = 0;
/** Unique within the worker and across reruns; lower-case, so it is a valid code too. */
export function uniqueCode(prefix: string): string {
  sequence += 1;
  return `${prefix}_${sequence}_${randomBytes(3).toString("hex")}`;
}

/** Five distinct labels, each naming its locale. */
export function labelsFor(base: string): TTranslatedLabels {
  return {
    nameEnUs: `${base} US`,
    nameEnGb: `${base} GB`,
    nameFr: `${base} FR`,
    nameIt: `${base} IT`,
    nameEs: `${base} ES`,
  };
}

export interface TestValue extends TTranslatedLabels {
  id: number;
  code: string;
  sortOrder: number;
}

/** A value of one of the five translated lists; boat types need a category, equipments a type id. */
export async function insertValue(
  table: ReferenceTable,
  overrides: Partial<TTranslatedLabels & { code: string; sortOrder: number } & ExtraFields> = {},
): Promise<TestValue> {
  const db = await getTestDb();
  const code = overrides.code ?? uniqueCode(table.toLowerCase());
  const values = { code, sortOrder: 0, ...labelsFor(code), ...overrides };
  const row = await db
    .insertInto(table as "conditions")
    .values(values)
    .returning(["id", "code", "sortOrder", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"])
    .executeTakeFirstOrThrow();
  return row;
}

export async function insertBrand(
  overrides: { name?: string; status?: "approved" | "pending"; createdByTeamId?: number | null } = {},
): Promise<{ id: number; name: string; slug: string }> {
  const db = await getTestDb();
  const name = overrides.name ?? `Brand ${uniqueCode("b")}`;
  const now = nowIso();
  return db
    .insertInto("brands")
    .values({
      name,
      slug: uniqueCode("brand").replace(/_/g, "-"),
      status: overrides.status ?? "approved",
      createdByTeamId: overrides.createdByTeamId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning(["id", "name", "slug"])
    .executeTakeFirstOrThrow();
}

export async function insertModel(overrides: {
  brandId: number;
  name?: string;
  slug?: string;
  status?: "approved" | "pending";
  createdByTeamId?: number | null;
}): Promise<{ id: number; name: string; slug: string }> {
  const db = await getTestDb();
  const name = overrides.name ?? `Model ${uniqueCode("m")}`;
  const now = nowIso();
  return db
    .insertInto("brandModels")
    .values({
      brandId: overrides.brandId,
      name,
      slug: overrides.slug ?? uniqueCode("model").replace(/_/g, "-"),
      status: overrides.status ?? "approved",
      createdByTeamId: overrides.createdByTeamId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning(["id", "name", "slug"])
    .executeTakeFirstOrThrow();
}

/** Gives the boat the equipment. */
export async function addEquipment(boatId: number, equipmentId: number): Promise<void> {
  const db = await getTestDb();
  await db.insertInto("boatEquipments").values({ boatId, equipmentId }).execute();
}

let admin: Promise<SignedIn> | undefined;
/** One signed-in admin per test file (logging in is slow and not what these tests are about). */
export function fileAdmin(): Promise<SignedIn> {
  admin ??= signedInAdmin();
  return admin;
}

/** Rows of a catalog table, to prove a refused write saved nothing. */
export async function countRows(table: ReferenceTable | "brands" | "brandModels"): Promise<number> {
  const db = await getTestDb();
  const row = await db
    .selectFrom(table as "conditions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
