/** Requests for a customised plan, as the back office lists them. */
import type { Insertable, Kysely } from "kysely";
import type { Database, PlanRequestsTable } from "../../db/schema.ts";

/** The team a user joined first, if any. */
export async function findFirstTeamId(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom("teamMembers")
    .select("teamId")
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .executeTakeFirst();
  return row?.teamId ?? null;
}

export async function insertPlanRequest(
  db: Kysely<Database>,
  values: Insertable<PlanRequestsTable>,
): Promise<void> {
  await db.insertInto("planRequests").values(values).execute();
}

export async function countPlanRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("planRequests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of requests, newest first, with the team they were linked to if it still exists. */
export async function findPlanRequests(db: Kysely<Database>, limit: number, offset: number) {
  return db
    .selectFrom("planRequests")
    .leftJoin("teams", "teams.id", "planRequests.teamId")
    .select([
      "planRequests.id",
      "planRequests.teamName",
      "planRequests.contactName",
      "planRequests.email",
      "planRequests.phone",
      "planRequests.country",
      "planRequests.fleetSize",
      "planRequests.needs",
      "planRequests.locale",
      "planRequests.userId",
      "planRequests.createdAt",
      "teams.id as teamId",
      "teams.name as linkedTeamName",
    ])
    .orderBy("planRequests.createdAt", "desc")
    .orderBy("planRequests.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}
