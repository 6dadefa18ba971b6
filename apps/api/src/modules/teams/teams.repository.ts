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

export async function isTeamSlugTaken(db: Kysely<Database>, slug: string): Promise<boolean> {
  return (
    (await db.selectFrom("teams").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined
  );
}

export async function findPlanId(db: Kysely<Database>, code: string): Promise<number> {
  const plan = await db.selectFrom("plans").select("id").where("code", "=", code).executeTakeFirstOrThrow();
  return plan.id;
}
