/**
 * The life cycle every catalog entry shares, whatever its list (a translated value, a brand, a model): each
 * change runs in one transaction with its audit entry; an entry in use cannot be deleted (409 with the
 * count) but can be merged into another, which moves its uses and deletes it. Services describe their
 * list with an `EntryStore` and supply the writes that differ.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { changedFields } from "../audit/audit.service.ts";
import { recordCatalogChange } from "./catalog-audit.ts";
import { orTaken, requireMergeTarget, usageConflict } from "./catalog-errors.ts";

type Db = Kysely<Database>;

export interface Entry {
  id: number;
  /** Boats using the entry (for an equipment type: its equipments). */
  usage: number;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EntryStore<Item extends Entry> {
  /** Entity type in the audit log. */
  entity: string;
  usageUnit: "boats" | "equipments";
  find(db: Db, id: number): Promise<Item | undefined>;
  remove(db: Db, id: number): Promise<void>;
  nameOf(item: Item): string;
  /** Lists fed by sellers' free text (brands, models): approves the entry, false when it already was. */
  approve?(db: Db, item: Item): Promise<boolean>;
}

/** The unique field a write may collide on, and the message of the 409. */
export interface UniqueField {
  field: "code" | "name";
  messageKey: MessageKey;
  value: string | undefined;
}

/** The entry; 404 when it does not exist. */
export async function getEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  id: number,
): Promise<Item> {
  const item = await store.find(db, id);
  if (!item) throw notFound();
  return item;
}

/** Inserts an entry (`insert` checks and writes, returning the id and what the audit should say). */
export async function createEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  actorUserId: number,
  unique: UniqueField,
  insert: (trx: Db) => Promise<{ id: number; details: Record<string, unknown> }>,
): Promise<Item> {
  const id = await orTaken(unique.field, unique.messageKey, unique.value, () =>
    db.transaction().execute(async (trx) => {
      const created = await insert(trx);
      await recordCatalogChange(trx, actorUserId, store.entity, "create", created.id, created.details);
      return created.id;
    }),
  );
  return getEntry(db, store, id);
}

/** Applies the fields of `input` that differ from the entry (`write` checks and writes); a no-op otherwise. */
export async function updateEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  id: number,
  input: NoInfer<Partial<Item>>,
  actorUserId: number,
  unique: UniqueField,
  write: (trx: Db, before: Item) => Promise<void>,
): Promise<Item> {
  await orTaken(unique.field, unique.messageKey, unique.value, () =>
    db.transaction().execute(async (trx) => {
      const before = await getEntry(trx, store, id);
      const changes = changedFields(before, input);
      if (Object.keys(changes).length === 0) return;
      await write(trx, before);
      await recordCatalogChange(trx, actorUserId, store.entity, "update", id, changes);
    }),
  );
  return getEntry(db, store, id);
}

/** Deletes an entry nothing uses and returns it; 409 CONFLICT with `details.usage` otherwise. */
export async function deleteEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  id: number,
  actorUserId: number,
): Promise<Item> {
  return db.transaction().execute(async (trx) => {
    const item = await getEntry(trx, store, id);
    if (item.usage > 0) throw usageConflict(item.usage, store.usageUnit);
    await store.remove(trx, id);
    await recordCatalogChange(trx, actorUserId, store.entity, "delete", id, { name: store.nameOf(item) });
    return item;
  });
}

/** A list's merge: moves the entry's uses onto `intoId` and deletes it (see mergeEntry). */
export type Merge<Item> = (
  db: Db,
  id: number,
  intoId: number,
  actorUserId: number,
) => Promise<{ moved: number; into: Item }>;

/**
 * Moves every use of the entry onto `intoId` (`move` may refuse a target by throwing, which rolls back), then
 * deletes it. `moved` counts the entry's uses before the merge.
 */
export async function mergeEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  id: number,
  intoId: number,
  actorUserId: number,
  move: (trx: Db, from: Item, into: Item) => Promise<void>,
): Promise<{ moved: number; into: Item }> {
  return db.transaction().execute(async (trx) => {
    const from = await getEntry(trx, store, id);
    const target = requireMergeTarget(id, intoId, await store.find(trx, intoId));
    await move(trx, from, target);
    await store.remove(trx, id);
    const into = await getEntry(trx, store, intoId);
    await recordCatalogChange(trx, actorUserId, store.entity, "merge", id, {
      name: store.nameOf(from),
      intoId,
      moved: from.usage,
    });
    return { moved: from.usage, into };
  });
}

/** Approves an entry a seller typed, so every seller can pick it; approving twice changes nothing. */
export async function approveEntry<Item extends Entry>(
  db: Db,
  store: EntryStore<Item>,
  id: number,
  actorUserId: number,
): Promise<Item> {
  await db.transaction().execute(async (trx) => {
    const item = await getEntry(trx, store, id);
    if (!(await store.approve?.(trx, item))) return;
    await recordCatalogChange(trx, actorUserId, store.entity, "approve", id, { name: store.nameOf(item) });
  });
  return getEntry(db, store, id);
}
