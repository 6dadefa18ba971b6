/**
 * What brands and models share as catalog entries: they are named (the slug of the name is unique in the
 * list, so "Bénéteau" and "beneteau" are one), sellers' free text makes them pending until approved, and
 * the back office pages through them the same way.
 */
import type { BrandSort, BrandStatus } from "@keel/contracts/catalog";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { slugify } from "../../lib/slug.ts";
import type { Entry, EntryStore, Page, UniqueField } from "./catalog-entries.ts";
import { takenError } from "./catalog-errors.ts";
import { deleteNamed, type NamedPage, type NamedTable, updateNamed } from "./named.repository.ts";

type Db = Kysely<Database>;

/** The store of a named list: read through its page query, deleted by id, approved by status. */
export function namedStore<Row, Item extends Entry & { status: BrandStatus }>(spec: {
  entity: string;
  table: NamedTable;
  findPage: (db: Db, filters: { id: number }, page: NamedPage) => Promise<{ rows: Row[] }>;
  toItem: (row: Row) => Item;
  nameOf: (item: Item) => string;
}): EntryStore<Item> {
  const { entity, table, findPage, toItem, nameOf } = spec;
  return {
    entity,
    usageUnit: "boats",
    nameOf,
    find: async (db, id) => {
      const [row] = (await findPage(db, { id }, { sort: "name", offset: 0, limit: 1 })).rows;
      return row && toItem(row);
    },
    remove: (db, id) => deleteNamed(db, table, id),
    approve: async (db, item) => {
      if (item.status === "approved") return false;
      await updateNamed(db, table, item.id, { status: "approved", updatedAt: nowIso() });
      return true;
    },
  };
}

/** The unique name of a write, with the list's 409 message. */
export const nameField = (messageKey: MessageKey, name: string | undefined): UniqueField => ({
  field: "name",
  messageKey,
  value: name,
});

/** The slug of `name`; 409 `name_taken` naming the entry `findOther` finds with that slug. */
export async function claimSlug(
  name: string,
  messageKey: MessageKey,
  findOther: (slug: string) => Promise<{ name: string } | undefined>,
): Promise<string> {
  const slug = slugify(name);
  const other = await findOther(slug);
  if (other) throw takenError("name", messageKey, other.name);
  return slug;
}

/** The columns every brand or model page row has. */
export interface NamedRow {
  id: number;
  name: string;
  slug: string;
  status: BrandStatus;
  teamId: number | null;
  teamName: string | null;
  usage: number | string | bigint;
  createdAt: string;
  updatedAt: string;
}

/** The fields of the DTO that brands and models share, with the team that typed a free-text entry. */
export function namedFields(row: NamedRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    createdByTeam: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? "" },
    usage: Number(row.usage),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A page of the list for a back-office query, turned into DTOs. */
export async function namedPage<Row, Item>(
  query: { page: number; pageSize: number; sort: BrandSort },
  find: (page: NamedPage) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const { rows, total } = await find({
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}
