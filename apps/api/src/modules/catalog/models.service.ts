/**
 * Brand models: the back office's list (with the free-text models sellers typed), creation, edits and merges
 * within a brand (the rest of the life cycle is catalog-entries.ts); the public combobox search. Within a
 * brand, names that differ only by case, accents or punctuation are one model (same slug, unique per brand).
 */
import type {
  TBrandModel,
  TBrandModelCreate,
  TBrandModelList,
  TBrandModelListQuery,
  TBrandModelUpdate,
  TModelOptionList,
  TOptionQuery,
} from "@keel/contracts/catalog";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { findBrandSummary } from "./brands.repository.ts";
import { createEntry, type EntryStore, type Merge, mergeEntry, updateEntry } from "./catalog-entries.ts";
import { fieldError } from "./catalog-errors.ts";
import {
  existsBoatType,
  findModelBySlug,
  findModelOptionRows,
  findModelPage,
  insertModel,
  type ModelRow,
} from "./models.repository.ts";
import { moveBoats, updateNamed } from "./named.repository.ts";
import { claimSlug, namedFields, namedPage, namedStore, nameField } from "./named-entries.ts";
import { rankByName } from "./search.ts";

type Db = Kysely<Database>;

function toModel(row: ModelRow): TBrandModel {
  return {
    ...namedFields(row),
    brand: { id: row.brandId, name: row.brandName, status: row.brandStatus },
    boatTypeId: row.boatTypeId,
  };
}

/** Models as catalog entries, named with their brand ("Beneteau Oceanis 40.1"). */
export const modelStore: EntryStore<TBrandModel> = namedStore({
  entity: "brand_model",
  table: "brandModels",
  findPage: findModelPage,
  toItem: toModel,
  nameOf: (model) => `${model.brand.name} ${model.name}`,
});

/** A page of models, of one brand with `brandId`; `status=pending` lists the free-text ones. */
export async function listModels(db: Db, query: TBrandModelListQuery): Promise<TBrandModelList> {
  const filters = { q: query.q, status: query.status, brandId: query.brandId };
  return namedPage(query, (page) => findModelPage(db, filters, page), toModel);
}

/**
 * A brand's models for the combobox: the approved ones, and with `teamId` also the team's own free-text ones
 * (marked `pending`). 404 for a brand the caller cannot pick: pending, unless the team typed it.
 */
export async function findModelOptions(
  db: Db,
  brandId: number,
  query: TOptionQuery,
  teamId?: number,
): Promise<TModelOptionList> {
  const brand = await findBrandSummary(db, brandId);
  const offered = brand?.status === "approved" || (teamId !== undefined && brand?.createdByTeamId === teamId);
  if (!offered) throw notFound();
  const rows = rankByName(await findModelOptionRows(db, brandId, teamId), query.q, query.limit);
  return {
    items: rows.map(({ status, ...model }) =>
      teamId === undefined ? model : { ...model, pending: status === "pending" },
    ),
  };
}

const TAKEN = "catalog.error.modelTaken";

/** The slug of `name` in the brand, refused (409 `name_taken`) when another model of the brand has it. */
const modelSlug = (db: Db, brandId: number, name: string, exceptId?: number) =>
  claimSlug(name, TAKEN, (slug) => findModelBySlug(db, brandId, slug, exceptId));

async function requireBoatType(db: Db, boatTypeId: number | null | undefined): Promise<void> {
  if (typeof boatTypeId === "number" && !(await existsBoatType(db, boatTypeId)))
    throw fieldError("body.boatTypeId", "not_found", "catalog.error.boatTypeMissing");
}

/** Adds an approved model to a brand. */
export async function createModel(
  db: Db,
  input: TBrandModelCreate,
  actorUserId: number,
): Promise<TBrandModel> {
  return createEntry(db, modelStore, actorUserId, nameField(TAKEN, input.name), async (trx) => {
    if (!(await findBrandSummary(trx, input.brandId)))
      throw fieldError("body.brandId", "not_found", "catalog.error.brandMissing");
    await requireBoatType(trx, input.boatTypeId);
    const slug = await modelSlug(trx, input.brandId, input.name);
    const values = { brandId: input.brandId, name: input.name, slug, boatTypeId: input.boatTypeId ?? null };
    return { id: await insertModel(trx, { ...values, now: nowIso() }), details: values };
  });
}

/** Renames a model (its slug follows) or sets its boat type. */
export async function updateModel(
  db: Db,
  id: number,
  input: TBrandModelUpdate,
  actorUserId: number,
): Promise<TBrandModel> {
  return updateEntry(
    db,
    modelStore,
    id,
    input,
    actorUserId,
    nameField(TAKEN, input.name),
    async (trx, before) => {
      await requireBoatType(trx, input.boatTypeId);
      const slug =
        input.name === undefined ? undefined : await modelSlug(trx, before.brand.id, input.name, id);
      await updateNamed(trx, "brandModels", id, { ...input, slug, updatedAt: nowIso() });
    },
  );
}

/** Moves the model's boats to another model of the same brand (they show its name) and deletes it. */
export const mergeModel: Merge<TBrandModel> = (db, id, intoId, actorUserId) =>
  mergeEntry(db, modelStore, id, intoId, actorUserId, async (trx, from, into) => {
    if (into.brand.id !== from.brand.id)
      throw fieldError("body.intoId", "other_brand", "catalog.error.mergeOtherBrand");
    await moveBoats(trx, "model", id, into);
  });
