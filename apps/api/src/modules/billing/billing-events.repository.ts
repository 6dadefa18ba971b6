/** The gateway events as stored (docs/decisions/034-billing.md): one row per event id, claimed once. */
import type { Insertable, Kysely } from "kysely";
import type { BillingEventsTable, Database } from "../../db/schema.ts";

/** Stores an event under its own id; false when that id was already stored (a replay). */
export async function insertBillingEvent(
  db: Kysely<Database>,
  values: Insertable<BillingEventsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto("billingEvents")
    .values(values)
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findBillingEvent(db: Kysely<Database>, eventId: string) {
  return db.selectFrom("billingEvents").selectAll().where("id", "=", eventId).executeTakeFirst();
}

/** Marks a pending or failed event failed with its error. */
export async function setBillingEventFailed(
  db: Kysely<Database>,
  eventId: string,
  error: string,
): Promise<void> {
  await db
    .updateTable("billingEvents")
    .set({ status: "failed", error })
    .where("id", "=", eventId)
    .where("status", "in", ["pending", "failed"])
    .execute();
}

/** Marks a pending or failed event processed; false when another run got there first. */
export async function claimBillingEvent(
  db: Kysely<Database>,
  eventId: string,
  processedAt: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable("billingEvents")
    .set({ status: "processed", error: null, processedAt })
    .where("id", "=", eventId)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

export async function setBillingEventIgnored(db: Kysely<Database>, eventId: string): Promise<void> {
  await db.updateTable("billingEvents").set({ status: "ignored" }).where("id", "=", eventId).execute();
}

/** A team's pending events in the order they were received. */
export async function findPendingBillingEvents(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("billingEvents")
    .select(["id", "source", "type", "objectId", "createdAt"])
    .where("teamId", "=", teamId)
    .where("status", "=", "pending")
    .orderBy("receivedAt")
    .orderBy("createdAt")
    .execute();
}

/** A team's latest events for the back office, newest first (at most 100). */
export async function findTeamBillingEvents(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("billingEvents")
    .select(["id", "type", "source", "status", "createdAt", "processedAt"])
    .where("teamId", "=", teamId)
    .orderBy("receivedAt", "desc")
    .orderBy("createdAt", "desc")
    .limit(100)
    .execute();
}
