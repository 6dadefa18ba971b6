import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export async function findTeamWithPlan(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .innerJoin("plans", "plans.id", "teams.planId")
    .select([
      "teams.id",
      "teams.slug",
      "teams.name",
      "teams.country",
      "teams.currency",
      "teams.unit",
      "teams.status",
      "teams.isVerified",
      "teams.subscriptionStatus",
      "plans.code as planCode",
      "plans.canPostBoats",
    ])
    .where("teams.id", "=", teamId)
    .executeTakeFirst();
}
