/**
 * Queries of saved searches, their alerts and the listings change log (decision 046). Every read or write of a
 * user's saved search names the user: a saved search is reached only through its owner.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { AlertFrequency, Database } from "../../db/schema.ts";
import type { ListingChange } from "./alert-matching.ts";

const SEARCH_COLUMNS = ["id", "name", "query", "filters", "frequency", "lastVisitedAt", "createdAt"] as const;

export function listSavedSearches(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("savedSearches")
    .select([...SEARCH_COLUMNS])
    .where("userId", "=", userId)
    .orderBy("id", "desc")
    .execute();
}

export function findSavedSearch(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom("savedSearches")
    .select([...SEARCH_COLUMNS])
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countSavedSearches(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("savedSearches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSavedSearch(
  db: Kysely<Database>,
  values: {
    userId: number;
    name: string;
    query: string;
    filters: string;
    frequency: AlertFrequency;
    unsubscribeToken: string;
    now: string;
  },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto("savedSearches")
    .values({ ...rest, lastVisitedAt: now, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the user has no such saved search. */
export async function updateSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
  changes: { name?: string; frequency?: AlertFrequency; lastVisitedAt?: string; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("savedSearches")
    .set(changes)
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("savedSearches")
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The saved search an unsubscribe token names, with its owner's language. */
export function findByUnsubscribeToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("savedSearches")
    .innerJoin("users", "users.id", "savedSearches.userId")
    .select(["savedSearches.id", "savedSearches.name", "savedSearches.frequency", "users.language"])
    .where("savedSearches.unsubscribeToken", "=", token)
    .executeTakeFirst();
}

export async function stopAlertsByToken(db: Kysely<Database>, token: string, now: string): Promise<void> {
  await db
    .updateTable("savedSearches")
    .set({ frequency: "none", updatedAt: now })
    .where("unsubscribeToken", "=", token)
    .execute();
}

// ---- the change log ----

/**
 * The newest change id whose transaction is over. On PostgreSQL, ids are taken at insert and committed later, so
 * a change numbered below the newest visible one may still be on its way: taking the table's SHARE lock waits for
 * every transaction that wrote to the log to end (and holds new writers back for this one short read). SQLite has
 * one writer at a time.
 */
export async function settledChangeId(db: Kysely<Database>): Promise<number> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const row = await db
      .selectFrom("boatChanges")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }
  return db.transaction().execute(async (trx) => {
    await sql`lock table boat_changes in share mode`.execute(trx);
    const row = await trx
      .selectFrom("boatChanges")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  });
}

export async function readAlertCursor(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("alertCursor").select("changeId").where("id", "=", 1).executeTakeFirst();
  return Number(row?.changeId ?? 0);
}

/** Moves the cursor from `from` to `to`; false when another run moved it first. */
export async function advanceAlertCursor(db: Kysely<Database>, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable("alertCursor")
    .set({ changeId: to })
    .where("id", "=", 1)
    .where("changeId", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const CHANGE_COLUMNS = [
  "id",
  "boatId",
  "kind",
  "oldPriceAmount",
  "oldCurrency",
  "newPriceAmount",
  "newCurrency",
  "createdAt",
] as const;

/** Changes numbered in (`afterId`, `upToId`], oldest first, at most `limit`. */
export function changesAfter(
  db: Kysely<Database>,
  afterId: number,
  upToId: number,
  limit: number,
): Promise<ListingChange[]> {
  return db
    .selectFrom("boatChanges")
    .select([...CHANGE_COLUMNS])
    .where("id", ">", afterId)
    .where("id", "<=", upToId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Publications since `since`, newest first, at most `limit` (the "new since your last visit" counts). */
export function publicationsSince(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<ListingChange[]> {
  return db
    .selectFrom("boatChanges")
    .select([...CHANGE_COLUMNS])
    .where("kind", "=", "published")
    .where("createdAt", ">", since)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
}

/** The searchable text and equipment of some boats, for keyword and equipment filters on a batch. */
export async function boatTextsAndEquipment(db: Kysely<Database>, boatIds: number[]) {
  if (boatIds.length === 0)
    return { texts: new Map<number, string>(), equipment: new Map<number, number[]>() };
  const [rows, equipmentRows] = await Promise.all([
    db
      .selectFrom("boats")
      .select(["id", "title", "brandName", "modelName", "description", "translatedText"])
      .where("id", "in", boatIds)
      .execute(),
    db
      .selectFrom("boatEquipments")
      .select(["boatId", "equipmentId"])
      .where("boatId", "in", boatIds)
      .execute(),
  ]);
  const texts = new Map<number, string>();
  for (const row of rows) {
    texts.set(
      row.id,
      [row.title, row.brandName, row.modelName, row.description, row.translatedText]
        .filter(Boolean)
        .join(" "),
    );
  }
  const equipment = new Map<number, number[]>();
  for (const row of equipmentRows) {
    const list = equipment.get(row.boatId) ?? [];
    list.push(row.equipmentId);
    equipment.set(row.boatId, list);
  }
  return { texts, equipment };
}

/** Saved searches that send alerts: what the matching job compares every batch with. */
export function alertingSearches(db: Kysely<Database>) {
  return db
    .selectFrom("savedSearches")
    .select(["id", "filters", "frequency", "createdAt"])
    .where("frequency", "<>", "none")
    .execute();
}

export async function insertAlerts(
  db: Kysely<Database>,
  alerts: { savedSearchId: number; boatId: number; changeId: number; kind: "new" | "price_drop" }[],
  now: string,
): Promise<void> {
  for (let i = 0; i < alerts.length; i += 500) {
    await db
      .insertInto("savedSearchAlerts")
      .values(alerts.slice(i, i + 500).map((alert) => ({ ...alert, createdAt: now })))
      .onConflict((oc) => oc.columns(["savedSearchId", "changeId"]).doNothing())
      .execute();
  }
}

// ---- sending ----

/** A saved search with its owner, when the owner is active and alerts are on. */
export function findAlertRecipient(db: Kysely<Database>, savedSearchId: number) {
  return db
    .selectFrom("savedSearches")
    .innerJoin("users", "users.id", "savedSearches.userId")
    .select([
      "savedSearches.id",
      "savedSearches.name",
      "savedSearches.query",
      "savedSearches.frequency",
      "savedSearches.unsubscribeToken",
      "users.email",
      "users.firstName",
      "users.language",
    ])
    .where("savedSearches.id", "=", savedSearchId)
    .where("savedSearches.frequency", "<>", "none")
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

/**
 * What an alert e-mail says of its boat, read when the e-mail is written (joined from an alert row as `boats`,
 * `boatChanges` and `teams`): the boat now, its team's state, and the price before the change. Shared by the
 * alerts of saved searches and of favourites.
 */
export const ALERTED_BOAT_COLUMNS = [
  "boats.id as boatId",
  "boats.title",
  "boats.slug",
  "boats.status",
  "boats.staleSince",
  "boats.priceAmount",
  "boats.currency",
  "boats.isPriceOnRequest",
  "teams.status as teamStatus",
  "boatChanges.oldPriceAmount",
  "boatChanges.oldCurrency",
] as const;

/**
 * Marks alert rows read for an e-mail as sent. When another run claimed some of them between the read and this
 * update, it fails (rolling back the e-mail's transaction): that run sends them.
 */
export async function markAlertsSent(
  db: Kysely<Database>,
  table: "savedSearchAlerts" | "favouriteAlerts",
  ids: number[],
  now: string,
): Promise<void> {
  const claimed = await db
    .updateTable(table)
    .set({ sentAt: now })
    .where("id", "in", ids)
    .where("sentAt", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== ids.length) throw new Error(`${table}: alerts claimed concurrently`);
}

/**
 * Claims a search's unsent alerts (marks them sent) and returns them with their boats. Run in the transaction
 * that writes the e-mail: a claim and its e-mail commit together, so each alert is e-mailed once.
 */
export async function claimUnsentAlerts(db: Kysely<Database>, savedSearchId: number, now: string) {
  const rows = await db
    .selectFrom("savedSearchAlerts")
    .innerJoin("boats", "boats.id", "savedSearchAlerts.boatId")
    .innerJoin("boatChanges", "boatChanges.id", "savedSearchAlerts.changeId")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select(["savedSearchAlerts.id", "savedSearchAlerts.kind", ...ALERTED_BOAT_COLUMNS])
    .where("savedSearchAlerts.savedSearchId", "=", savedSearchId)
    .where("savedSearchAlerts.sentAt", "is", null)
    .orderBy("savedSearchAlerts.id")
    .execute();
  if (rows.length === 0) return [];
  await markAlertsSent(
    db,
    "savedSearchAlerts",
    rows.map((row) => row.id),
    now,
  );
  return rows;
}

export async function markAlerted(db: Kysely<Database>, savedSearchId: number, now: string): Promise<void> {
  await db.updateTable("savedSearches").set({ lastAlertAt: now }).where("id", "=", savedSearchId).execute();
}

/** Digest searches whose period has passed and which have something to send. */
export function dueDigests(db: Kysely<Database>, frequency: "daily" | "weekly", sentBefore: string) {
  return db
    .selectFrom("savedSearches")
    .select("id")
    .where("frequency", "=", frequency)
    .where((eb) => eb.or([eb("lastAlertAt", "is", null), eb("lastAlertAt", "<=", sentBefore)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("savedSearchAlerts")
          .select("savedSearchAlerts.id")
          .whereRef("savedSearchAlerts.savedSearchId", "=", "savedSearches.id")
          .where("savedSearchAlerts.sentAt", "is", null),
      ),
    )
    .execute();
}
