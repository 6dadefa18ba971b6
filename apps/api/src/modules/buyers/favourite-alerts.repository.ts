/**
 * Queries of the alerts on favourites (decision 045, addendum of 2026-11-27): each user's choice, the alerts the
 * matching job found for their favourites, and the claim that e-mails each alert once. Every read or write of a
 * user's settings or alerts names the user, or the user's own unsubscribe token.
 */
import { FAVOURITE_ALERTS_DEFAULT } from "@keel/contracts/saved-search-codes";
import type { Kysely } from "kysely";
import type { AlertFrequency, Database } from "../../db/schema.ts";
import type { WatchAlert, WatchedBoat } from "../saved-searches/alert-matching.ts";
import { ALERTED_BOAT_COLUMNS, markAlertsSent } from "../saved-searches/saved-searches.repository.ts";

/** Boats one query names at most (well under both engines' limits on bound values). */
const CHUNK = 500;

/**
 * The favourites among these boats of active users whose favourites alerts are on (no settings row: the
 * default), with since when each boat is watched.
 */
export async function watchesOfBoats(db: Kysely<Database>, boatIds: number[]): Promise<WatchedBoat[]> {
  const unique = [...new Set(boatIds)];
  const watches: WatchedBoat[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom("favourites")
      .innerJoin("users", "users.id", "favourites.userId")
      .leftJoin("favouriteAlertSettings", "favouriteAlertSettings.userId", "favourites.userId")
      .select(["favourites.userId", "favourites.boatId", "favourites.createdAt as since"])
      .where("favourites.boatId", "in", unique.slice(i, i + CHUNK))
      .where("users.status", "=", "active")
      // No row: the user never chose, and the default (instant) alerts.
      .where((eb) =>
        eb.or([
          eb("favouriteAlertSettings.frequency", "<>", "none"),
          eb("favouriteAlertSettings.userId", "is", null),
        ]),
      )
      .execute();
    for (const row of rows) watches.push({ userId: row.userId, boatId: row.boatId, since: row.since });
  }
  return watches;
}

export async function insertFavouriteAlerts(
  db: Kysely<Database>,
  alerts: WatchAlert[],
  now: string,
): Promise<void> {
  for (let i = 0; i < alerts.length; i += CHUNK) {
    await db
      .insertInto("favouriteAlerts")
      .values(alerts.slice(i, i + CHUNK).map((alert) => ({ ...alert, createdAt: now })))
      .onConflict((oc) => oc.columns(["userId", "changeId"]).doNothing())
      .execute();
  }
}

/** Those of these users whose favourites alerts are e-mailed at once. */
export async function instantRecipients(db: Kysely<Database>, userIds: number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const result: number[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    const chosen = await db
      .selectFrom("favouriteAlertSettings")
      .select(["userId", "frequency"])
      .where("userId", "in", chunk)
      .execute();
    const frequencyOf = new Map(chosen.map((row) => [row.userId, row.frequency]));
    for (const id of chunk) {
      if ((frequencyOf.get(id) ?? FAVOURITE_ALERTS_DEFAULT) === "instant") result.push(id);
    }
  }
  return result;
}

/** The user's choice, or undefined when they have not chosen yet (the default applies). */
export function findFavouriteAlertSettings(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("favouriteAlertSettings")
    .select(["frequency", "unsubscribeToken", "lastAlertAt"])
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/** Writes the user's settings row with the default choice if they have none yet (their token with it). */
export async function ensureFavouriteAlertSettings(
  db: Kysely<Database>,
  userId: number,
  token: string,
  now: string,
): Promise<void> {
  await db
    .insertInto("favouriteAlertSettings")
    .values({ userId, frequency: FAVOURITE_ALERTS_DEFAULT, unsubscribeToken: token, updatedAt: now })
    .onConflict((oc) => oc.column("userId").doNothing())
    .execute();
}

export async function setFavouriteAlertFrequency(
  db: Kysely<Database>,
  userId: number,
  frequency: AlertFrequency,
  now: string,
): Promise<void> {
  await db
    .updateTable("favouriteAlertSettings")
    .set({ frequency, updatedAt: now })
    .where("userId", "=", userId)
    .execute();
}

/** The user an alert e-mail goes to, when active and their favourites alerts are on. */
export function findFavouriteAlertRecipient(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .innerJoin("favouriteAlertSettings", "favouriteAlertSettings.userId", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.firstName",
      "users.language",
      "favouriteAlertSettings.unsubscribeToken",
    ])
    .where("users.id", "=", userId)
    .where("users.status", "=", "active")
    .where("favouriteAlertSettings.frequency", "<>", "none")
    .executeTakeFirst();
}

/**
 * Claims the user's unsent favourites alerts (marks them sent) and returns them with their boats now. Run in the
 * transaction that writes the e-mail: a claim and its e-mail commit together, so each alert is e-mailed once.
 */
export async function claimUnsentFavouriteAlerts(db: Kysely<Database>, userId: number, now: string) {
  const rows = await db
    .selectFrom("favouriteAlerts")
    .innerJoin("boats", "boats.id", "favouriteAlerts.boatId")
    .innerJoin("boatChanges", "boatChanges.id", "favouriteAlerts.changeId")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select(["favouriteAlerts.id", "favouriteAlerts.kind", ...ALERTED_BOAT_COLUMNS])
    .where("favouriteAlerts.userId", "=", userId)
    .where("favouriteAlerts.sentAt", "is", null)
    .orderBy("favouriteAlerts.id")
    .execute();
  if (rows.length === 0) return [];
  await markAlertsSent(
    db,
    "favouriteAlerts",
    rows.map((row) => row.id),
    now,
  );
  return rows;
}

export async function markFavouritesAlerted(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("favouriteAlertSettings")
    .set({ lastAlertAt: now })
    .where("userId", "=", userId)
    .execute();
}

/** Users with a digest of `frequency` whose period has passed and who have something to be sent. */
export function dueFavouriteDigests(db: Kysely<Database>, frequency: "daily" | "weekly", sentBefore: string) {
  return db
    .selectFrom("favouriteAlertSettings")
    .select("userId")
    .where("frequency", "=", frequency)
    .where((eb) => eb.or([eb("lastAlertAt", "is", null), eb("lastAlertAt", "<=", sentBefore)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("favouriteAlerts")
          .select("favouriteAlerts.id")
          .whereRef("favouriteAlerts.userId", "=", "favouriteAlertSettings.userId")
          .where("favouriteAlerts.sentAt", "is", null),
      ),
    )
    .execute();
}

/** The user a favourites unsubscribe token names, with their language. */
export function findByFavouritesToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("favouriteAlertSettings")
    .innerJoin("users", "users.id", "favouriteAlertSettings.userId")
    .select(["favouriteAlertSettings.userId", "favouriteAlertSettings.frequency", "users.language"])
    .where("favouriteAlertSettings.unsubscribeToken", "=", token)
    .executeTakeFirst();
}

export async function stopFavouriteAlertsByToken(db: Kysely<Database>, token: string, now: string) {
  await db
    .updateTable("favouriteAlertSettings")
    .set({ frequency: "none", updatedAt: now })
    .where("unsubscribeToken", "=", token)
    .execute();
}
