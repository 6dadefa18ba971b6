/**
 * Brands: the back office's list (with the free-text brands sellers typed, waiting for review), creation,
 * renaming and merges (the rest of the life cycle is catalog-entries.ts); the public combobox search.
 * Names that differ only by case, accents or punctuation are one brand: they share a slug, which is unique.
 */
import type {
  TBrand,
  TBrandCreate,
  TBrandList,
  TBrandListQuery,
  TBrandOptionList,
  TBrandUpdate,
  TOptionQuery,
} from "@keel/contracts/catalog";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import {
  type BrandRow,
  findBrandBySlug,
  findBrandOptionRows,
  findBrandPage,
  insertBrand,
} from "./brands.repository.ts";
import { createEntry, type EntryStore, type Merge, mergeEntry, updateEntry } from "./catalog-entries.ts";
import { findModelBySlug, findModelsOfBrand } from "./models.repository.ts";
import { deleteNamed, moveBoats, updateNamed } from "./named.repository.ts";
import { claimSlug, namedFields, namedPage, namedStore, nameField } from "./named-entries.ts";
import { rankByName } from "./search.ts";

type Db = Kysely<Database>;

function toBrand(row: BrandRow): TBrand {
  return { ...namedFields(row), modelCount: Number(row.modelCount) };
}

/** Brands as catalog entries: read with their counts, deleted with their models, approved. */
export const brandStore: EntryStore<TBrand> = namedStore({
  entity: "brand",
  table: "brands",
  findPage: findBrandPage,
  toItem: toBrand,
  nameOf: (brand) => brand.name,
});

/** A page of brands; `status=pending` lists the free-text ones with the team that typed them. */
export async function listBrands(db: Db, query: TBrandListQuery): Promise<TBrandList> {
  return namedPage(query, (page) => findBrandPage(db, { q: query.q, status: query.status }, page), toBrand);
}

/**
 * Brands for the listing editor's combobox, prefix matches first, accents and case ignored: the approved
 * ones, and with `teamId` also the team's own free-text brands still waiting for review (marked `pending`).
 */
export async function findBrandOptions(
  db: Db,
  query: TOptionQuery,
  teamId?: number,
): Promise<TBrandOptionList> {
  const rows = rankByName(await findBrandOptionRows(db, teamId), query.q, query.limit);
  return {
    items: rows.map(({ status, ...brand }) =>
      teamId === undefined ? brand : { ...brand, pending: status === "pending" },
    ),
  };
}

const TAKEN = "catalog.error.brandTaken";

/** The slug of `name`, refused (409 `name_taken`) when another brand already has it. */
const brandSlug = (db: Db, name: string, exceptId?: number) =>
  claimSlug(name, TAKEN, (slug) => findBrandBySlug(db, slug, exceptId));

/** Adds an approved brand. */
export async function createBrand(db: Db, input: TBrandCreate, actorUserId: number): Promise<TBrand> {
  return createEntry(db, brandStore, actorUserId, nameField(TAKEN, input.name), async (trx) => {
    const slug = await brandSlug(trx, input.name);
    return {
      id: await insertBrand(trx, { name: input.name, slug, now: nowIso() }),
      details: { ...input, slug },
    };
  });
}

/** Renames a brand; its slug follows the name. */
export async function updateBrand(
  db: Db,
  id: number,
  input: TBrandUpdate,
  actorUserId: number,
): Promise<TBrand> {
  return updateEntry(db, brandStore, id, input, actorUserId, nameField(TAKEN, input.name), async (trx) => {
    if (input.name === undefined) return;
    const slug = await brandSlug(trx, input.name, id);
    await updateNamed(trx, "brands", id, { name: input.name, slug, updatedAt: nowIso() });
  });
}

/**
 * Maps a brand onto another (typically a seller's misspelling onto the real one), in one transaction: its
 * boats move and show the target's name, its models move too (a model the target already has is merged into
 * the target's), and the brand is deleted.
 */
export const mergeBrand: Merge<TBrand> = (db, id, intoId, actorUserId) =>
  mergeEntry(db, brandStore, id, intoId, actorUserId, async (trx, _from, into) => {
    await moveBoats(trx, "brand", id, into);
    for (const model of await findModelsOfBrand(trx, id)) {
      const twin = await findModelBySlug(trx, intoId, model.slug);
      if (twin) {
        await moveBoats(trx, "model", model.id, twin);
        await deleteNamed(trx, "brandModels", model.id);
      } else {
        await updateNamed(trx, "brandModels", model.id, { brandId: intoId, updatedAt: nowIso() });
      }
    }
  });
