import type { Kysely } from "kysely";
import type { Database, TeamRole } from "../../db/schema.ts";

export async function findTeamWithPlan(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .innerJoin("plans", "plans.id", "teams.planId")
    .leftJoin("subscriptions", "subscriptions.teamId", "teams.id")
    .select([
      "subscriptions.status as billingStatus",
      "subscriptions.graceEnd",
      "teams.id",
      "teams.slug",
      "teams.name",
      "teams.country",
      "teams.currency",
      "teams.unit",
      "teams.status",
      "teams.isVerified",
      "teams.address",
      "teams.city",
      "teams.postalCode",
      "teams.phone",
      "teams.email",
      "teams.website",
      "teams.description",
      "teams.bannerKey",
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

export async function findMembers(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select([
      "users.id as userId",
      "users.firstName",
      "users.lastName",
      "users.email",
      "users.avatarKey",
      "teamMembers.role",
      "teamMembers.createdAt as joinedAt",
    ])
    .where("teamMembers.teamId", "=", teamId)
    .orderBy("teamMembers.createdAt")
    .orderBy("users.id")
    .execute();
}

export async function findMembership(db: Kysely<Database>, teamId: number, userId: number) {
  return db
    .selectFrom("teamMembers")
    .select(["role"])
    .where("teamId", "=", teamId)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

export async function countMembers(
  db: Kysely<Database>,
  teamId: number,
): Promise<{ total: number; owners: number }> {
  const rows = await db
    .selectFrom("teamMembers")
    .select(["role", (eb) => eb.fn.countAll<number>().as("n")])
    .where("teamId", "=", teamId)
    .groupBy("role")
    .execute();
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const owners = Number(rows.find((r) => r.role === "owner")?.n ?? 0);
  return { total, owners };
}

export async function setMemberRole(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
  role: TeamRole,
): Promise<void> {
  await db
    .updateTable("teamMembers")
    .set({ role })
    .where("teamId", "=", teamId)
    .where("userId", "=", userId)
    .execute();
}

export async function deleteMembership(db: Kysely<Database>, teamId: number, userId: number): Promise<void> {
  await db.deleteFrom("teamMembers").where("teamId", "=", teamId).where("userId", "=", userId).execute();
}

/** How many teams the user owns. */
export async function countOwnedTeams(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("teamMembers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
