import type { Insertable, Kysely } from "kysely";
import type { BoatFreshnessRemindersTable, Database } from "../../db/schema.ts";
import { PUBLIC_STATUS_LITERALS, PUBLIC_STATUSES } from "../search/search.repository.ts";

/** Brings back hidden boats confirmed after `limit` (a longer limit makes them fresh again); how many. */
export async function restoreFreshBoats(db: Kysely<Database>, limit: string): Promise<number> {
  const result = await db
    .updateTable("boats")
    .set({ staleSince: null })
    .where("staleSince", "is not", null)
    .where("lastConfirmedAt", ">", limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Hides the public boats last confirmed at or before `limit`, as of `now`; how many. */
export async function hideStaleBoats(db: Kysely<Database>, limit: string, now: string): Promise<number> {
  const result = await db
    .updateTable("boats")
    .set({ staleSince: now })
    .where("status", "in", PUBLIC_STATUS_LITERALS)
    .where("staleSince", "is", null)
    .where("lastConfirmedAt", "<=", limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Public boats of active teams last confirmed between `limit` (excluded) and `remindFrom`, not yet reminded
 * for that confirmation (`cycle`), by id, `max` at most.
 */
export function findBoatsToRemind(db: Kysely<Database>, remindFrom: string, limit: string, max: number) {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select([
      "boats.id",
      "boats.teamId",
      "boats.title",
      "boats.reference",
      "boats.createdByUserId",
      "teams.name as teamName",
      "boats.lastConfirmedAt as cycle",
    ])
    .where("boats.status", "in", PUBLIC_STATUS_LITERALS)
    .where("boats.staleSince", "is", null)
    .where("boats.lastConfirmedAt", "<=", remindFrom)
    .where("boats.lastConfirmedAt", ">", limit)
    .where("teams.status", "=", "active")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("boatFreshnessReminders")
            .select("boatFreshnessReminders.boatId")
            .whereRef("boatFreshnessReminders.boatId", "=", "boats.id")
            .whereRef("boatFreshnessReminders.cycle", "=", "boats.lastConfirmedAt"),
        ),
      ),
    )
    .orderBy("boats.id")
    .limit(max)
    .execute();
}

/** Claims the reminder of a boat's confirmation cycle: false when another process already has. */
export async function claimReminder(
  db: Kysely<Database>,
  reminder: Insertable<BoatFreshnessRemindersTable>,
): Promise<boolean> {
  const claimed = await db
    .insertInto("boatFreshnessReminders")
    .values(reminder)
    .onConflict((oc) => oc.columns(["boatId", "cycle"]).doNothing())
    .returning("boatId")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The active members a reminder goes to: the team's owners and administrators, and who listed the boat. */
export function findReminderRecipients(db: Kysely<Database>, teamId: number, listedByUserId: number | null) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select(["users.email", "users.firstName", "users.language"])
    .where("teamMembers.teamId", "=", teamId)
    .where("users.status", "=", "active")
    .where((eb) =>
      eb.or([
        eb("teamMembers.role", "in", ["owner", "admin"]),
        eb("teamMembers.userId", "=", listedByUserId ?? 0),
      ]),
    )
    .execute();
}

/** The boat of an unused, unexpired reminder link of an active team; undefined otherwise. */
export function findUsableLink(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom("boatFreshnessReminders")
    .innerJoin("boats", "boats.id", "boatFreshnessReminders.boatId")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select([
      "boats.id",
      "boats.teamId",
      "boats.title",
      "boats.reference",
      "boats.slug",
      "boats.status",
      "boats.lastConfirmedAt",
      "boats.staleSince",
      "teams.name as teamName",
    ])
    .where("boatFreshnessReminders.tokenHash", "=", tokenHash)
    .where("boatFreshnessReminders.usedAt", "is", null)
    .where("boatFreshnessReminders.expiresAt", ">", now)
    .where("teams.status", "=", "active")
    .executeTakeFirst();
}

/** Spends a reminder link: false when it was already used. */
export async function useReminderLink(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const used = await db
    .updateTable("boatFreshnessReminders")
    .set({ usedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Records a public boat as confirmed now: fresh again, back in the search if it was hidden. */
export async function confirmBoat(db: Kysely<Database>, boatId: number, now: string): Promise<void> {
  await db
    .updateTable("boats")
    .set({ lastConfirmedAt: now, staleSince: null, updatedAt: now })
    .where("id", "=", boatId)
    .where("status", "in", PUBLIC_STATUSES)
    .execute();
}
