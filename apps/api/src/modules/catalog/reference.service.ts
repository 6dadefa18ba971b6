/**
 * The rules of the five translated lists, written once: unique codes, labels in every locale, a value in
 * use cannot be deleted (409 with the count) but can be merged into another, and each change commits with
 * its audit entry. The list definitions (reference-lists.ts) say what differs.
 */
import type {
  CatalogSort,
  TCatalogItem,
  TCatalogItemCreate,
  TCatalogListQuery,
} from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  createEntry,
  type EntryStore,
  mergeEntry,
  type UniqueField,
  updateEntry,
} from "./catalog-entries.ts";
import { fieldError, takenError } from "./catalog-errors.ts";
import { labelIn, labelsOf } from "./labels.ts";
import {
  deleteReference,
  existsReference,
  findIdByCode,
  findReferenceRowsWithUsage,
  insertReference,
  moveUsage,
  nextSortOrder,
  type ReferenceRowWithUsage,
  updateReference,
} from "./reference.repository.ts";
import type { ExtraFields, ReferenceList } from "./reference-lists.ts";

type Db = Kysely<Database>;

/** A value of any list: the common fields, plus the list's extra column when it has one. */
export type ReferenceItem = TCatalogItem & Partial<ExtraFields>;
export type ReferenceInput = TCatalogItemCreate & Partial<ExtraFields>;
export type ReferenceQuery = TCatalogListQuery & Partial<ExtraFields>;

function toItem(list: ReferenceList, row: ReferenceRowWithUsage, locale: Locale): ReferenceItem {
  return {
    id: row.id,
    code: row.code,
    sortOrder: row.sortOrder,
    ...labelsOf(row),
    label: labelIn(row, locale) ?? row.code,
    usage: row.usage,
    ...(list.extra ? { [list.extra.column]: row.extra } : {}),
  };
}

/** What sorting needs of a value; the public catalog's options have no usage. */
export interface SortableValue {
  id: number;
  code: string;
  label: string;
  sortOrder: number;
  usage?: number;
}

/** Orders values by the sort option; labels compare with the locale's collation; ties by label, then id. */
export function compareValues(sort: CatalogSort, locale: Locale) {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const field = sort.replace(/^-/, "") as "sortOrder" | "label" | "code" | "usage";
  const direction = sort.startsWith("-") ? -1 : 1;
  return (a: SortableValue, b: SortableValue): number => {
    const primary =
      field === "label" || field === "code"
        ? collator.compare(a[field], b[field])
        : (a[field] ?? 0) - (b[field] ?? 0);
    return direction * primary || collator.compare(a.label, b.label) || a.id - b.id;
  };
}

/** A page of the list matching the search and the extra column's filter, with each value's usage. */
export async function listReferenceValues(
  db: Db,
  list: ReferenceList,
  query: ReferenceQuery,
  locale: Locale,
): Promise<{ items: ReferenceItem[]; total: number; page: number; pageSize: number }> {
  const rows = await findReferenceRowsWithUsage(db, list, {
    q: query.q,
    extra: list.extra ? query[list.extra.column] : undefined,
  });
  const items = rows.map((row) => toItem(list, row, locale)).sort(compareValues(query.sort, locale));
  const offset = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(offset, offset + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The list's values as catalog entries, labelled in `locale`. */
export function referenceStore(list: ReferenceList, locale: Locale): EntryStore<ReferenceItem> {
  return {
    entity: list.entity,
    usageUnit: list.usageUnit,
    find: async (db, id) => {
      const [row] = await findReferenceRowsWithUsage(db, list, { id });
      return row && toItem(list, row, locale);
    },
    remove: (db, id) => deleteReference(db, list, id),
    nameOf: (item) => item.label,
  };
}

const codeField = (code: string | undefined): UniqueField => ({
  field: "code",
  messageKey: "catalog.error.codeTaken",
  value: code,
});

/** The checks of a create or an edit: the code is free and the extra column points at an existing row. */
async function checkInput(db: Db, list: ReferenceList, input: Partial<ReferenceInput>, id?: number) {
  if (input.code !== undefined && (await findIdByCode(db, list, input.code, id)) !== undefined)
    throw takenError("code", "catalog.error.codeTaken", input.code);
  const references = list.extra?.references;
  const target = list.extra ? input[list.extra.column] : undefined;
  if (references && typeof target === "number" && !(await existsReference(db, references.list, target)))
    throw fieldError(`body.${list.extra?.column}`, "not_found", references.missing);
}

/** Creates a value; without a sort order it goes to the end of the list. */
export async function createReferenceValue(
  db: Db,
  list: ReferenceList,
  input: ReferenceInput,
  locale: Locale,
  actorUserId: number,
): Promise<ReferenceItem> {
  return createEntry(db, referenceStore(list, locale), actorUserId, codeField(input.code), async (trx) => {
    await checkInput(trx, list, input);
    const values = { ...input, sortOrder: input.sortOrder ?? (await nextSortOrder(trx, list)) };
    return { id: await insertReference(trx, list, values), details: values };
  });
}

/** Changes the fields sent; the others stay as they are. */
export async function updateReferenceValue(
  db: Db,
  list: ReferenceList,
  id: number,
  input: Partial<ReferenceInput>,
  locale: Locale,
  actorUserId: number,
): Promise<ReferenceItem> {
  return updateEntry(
    db,
    referenceStore(list, locale),
    id,
    input,
    actorUserId,
    codeField(input.code),
    async (trx) => {
      await checkInput(trx, list, input, id);
      await updateReference(trx, list, id, input);
    },
  );
}

/**
 * Moves every use of the value onto `intoId` (a value of the same list), then deletes it, in one
 * transaction. `moved` counts the boats (or, for an equipment type, the equipments) that changed value.
 */
export async function mergeReferenceValue(
  db: Db,
  list: ReferenceList,
  id: number,
  intoId: number,
  locale: Locale,
  actorUserId: number,
): Promise<{ moved: number; into: ReferenceItem }> {
  return mergeEntry(db, referenceStore(list, locale), id, intoId, actorUserId, (trx) =>
    moveUsage(trx, list, id, intoId),
  );
}
