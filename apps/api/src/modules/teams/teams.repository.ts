import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database, ProfessionalProfilesTable, TeamRole, TeamsTable } from "../../db/schema.ts";

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

export async function insertMembership(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
  role: TeamRole,
  now: string,
): Promise<void> {
  await db.insertInto("teamMembers").values({ teamId, userId, role, createdAt: now }).execute();
}

/** Stores a team; its id, slug and name. */
export function insertTeam(db: Kysely<Database>, team: Insertable<TeamsTable>) {
  return db.insertInto("teams").values(team).returning(["id", "slug", "name"]).executeTakeFirstOrThrow();
}

export async function insertProfessionalProfile(
  db: Kysely<Database>,
  profile: Insertable<ProfessionalProfilesTable>,
): Promise<void> {
  await db.insertInto("professionalProfiles").values(profile).execute();
}

export async function setTeamFields(
  db: Kysely<Database>,
  teamId: number,
  changes: Updateable<TeamsTable>,
): Promise<void> {
  await db.updateTable("teams").set(changes).where("id", "=", teamId).execute();
}

/** The storage key of the team's banner; null when it has none. */
export async function findBannerKey(db: Kysely<Database>, teamId: number): Promise<string | null> {
  const row = await db
    .selectFrom("teams")
    .select("bannerKey")
    .where("id", "=", teamId)
    .executeTakeFirstOrThrow();
  return row.bannerKey;
}

export function findTeamName(db: Kysely<Database>, teamId: number) {
  return db.selectFrom("teams").select("name").where("id", "=", teamId).executeTakeFirst();
}

/** Deletes a team with everything that belongs to it (the foreign keys cascade). */
export async function deleteTeamById(db: Kysely<Database>, teamId: number): Promise<void> {
  await db.deleteFrom("teams").where("id", "=", teamId).execute();
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
