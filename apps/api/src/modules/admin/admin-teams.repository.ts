import type { AdminTeamSort } from "@keel/contracts/admin";
import type { Country } from "@keel/contracts/countries";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database, TeamsTable } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";

export interface TeamFilters {
  q?: string;
  status?: "active" | "inactive";
  plan?: string;
  verified?: boolean;
  country?: Country;
}

function filteredTeams(db: Kysely<Database>, filters: TeamFilters) {
  let query = db.selectFrom("teams").innerJoin("plans", "plans.id", "teams.planId");
  const { q, status, plan, verified, country } = filters;
  if (q) {
    query = query.where((eb) =>
      anyContains([eb.ref("teams.name"), eb.ref("teams.slug"), eb.ref("teams.email")], q),
    );
  }
  if (status) query = query.where("teams.status", "=", status);
  if (plan) query = query.where("plans.code", "=", plan);
  if (verified !== undefined) query = query.where("teams.isVerified", "=", verified);
  if (country) query = query.where("teams.country", "=", country);
  return query;
}

type Teams = SelectQueryBuilder<Database, "teams" | "plans", object>;

function sorted<Q extends Teams>(query: Q, sort: AdminTeamSort): Q {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  switch (sort.replace(/^-/, "")) {
    case "name":
      return query
        .orderBy(sql`lower(${sql.ref("teams.name")})`, direction)
        .orderBy("teams.id", direction) as Q;
    case "country":
      return query
        .orderBy("teams.country", direction)
        .orderBy(sql`lower(${sql.ref("teams.name")})`, "asc")
        .orderBy("teams.id", direction) as Q;
    default:
      return query.orderBy("teams.createdAt", direction).orderBy("teams.id", direction) as Q;
  }
}

export async function findTeamPage(
  db: Kysely<Database>,
  filters: TeamFilters,
  options: { sort: AdminTeamSort; offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    sorted(filteredTeams(db, filters), options.sort)
      .select((eb) => [
        "teams.id",
        "teams.slug",
        "teams.name",
        "teams.country",
        "teams.status",
        "teams.subscriptionStatus",
        "teams.isVerified",
        "teams.createdAt",
        "plans.code as planCode",
        eb
          .selectFrom("teamMembers")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("teamMembers.teamId", "=", "teams.id")
          .as("memberCount"),
        eb
          .selectFrom("boats")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("boats.teamId", "=", "teams.id")
          .as("boatCount"),
      ])
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filteredTeams(db, filters)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findTeamExists(db: Kysely<Database>, teamId: number): Promise<boolean> {
  return (
    (await db.selectFrom("teams").select("id").where("id", "=", teamId).executeTakeFirst()) !== undefined
  );
}

export async function findTeamDetail(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .innerJoin("plans", "plans.id", "teams.planId")
    .select((eb) => [
      "teams.id",
      "teams.slug",
      "teams.name",
      "teams.kind",
      "teams.country",
      "teams.address",
      "teams.city",
      "teams.postalCode",
      "teams.phone",
      "teams.email",
      "teams.currency",
      "teams.unit",
      "teams.website",
      "teams.description",
      "teams.status",
      "teams.subscriptionStatus",
      "teams.subscriptionRenewsAt",
      "teams.isVerified",
      "teams.verifiedAt",
      "teams.createdAt",
      "teams.updatedAt",
      "plans.code as planCode",
      eb
        .selectFrom("teamMembers")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("teamMembers.teamId", "=", "teams.id")
        .as("memberCount"),
    ])
    .where("teams.id", "=", teamId)
    .executeTakeFirst();
}

export async function countBoatsByStatus(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("boats")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("teamId", "=", teamId)
    .groupBy("status")
    .execute();
}

export async function findPlanId(db: Kysely<Database>, code: string): Promise<number | undefined> {
  return (await db.selectFrom("plans").select("id").where("code", "=", code).executeTakeFirst())?.id;
}

export type TeamColumns = Partial<
  Pick<
    TeamsTable,
    | "name"
    | "country"
    | "address"
    | "city"
    | "postalCode"
    | "phone"
    | "email"
    | "currency"
    | "unit"
    | "website"
    | "description"
    | "planId"
    | "verifiedAt"
  > & {
    status: "active" | "inactive";
    subscriptionStatus: string;
    isVerified: boolean;
  }
>;

export async function updateTeamColumns(
  db: Kysely<Database>,
  teamId: number,
  values: TeamColumns,
  now: string,
): Promise<void> {
  await db
    .updateTable("teams")
    .set({ ...values, updatedAt: now })
    .where("id", "=", teamId)
    .execute();
}
