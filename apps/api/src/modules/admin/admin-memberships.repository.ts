import type { Kysely } from "kysely";
import type { Database, TeamRole } from "../../db/schema.ts";

function memberships(db: Kysely<Database>) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("teams", "teams.id", "teamMembers.teamId")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select([
      "teams.id as teamId",
      "teams.name as teamName",
      "teams.slug as teamSlug",
      "teams.status as teamStatus",
      "users.id as userId",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.status as userStatus",
      "teamMembers.role",
      "teamMembers.createdAt as joinedAt",
    ]);
}

export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** One side fixed: a user's teams (`userId`) or a team's members (`teamId`), oldest membership first. */
export async function findMembershipPage(
  db: Kysely<Database>,
  side: { userId: number } | { teamId: number },
  options: { offset: number; limit: number },
) {
  const [column, value] =
    "userId" in side
      ? (["teamMembers.userId", side.userId] as const)
      : (["teamMembers.teamId", side.teamId] as const);
  const [rows, count] = await Promise.all([
    memberships(db)
      .where(column, "=", value)
      .orderBy("teamMembers.createdAt")
      .orderBy("teamMembers.teamId")
      .orderBy("teamMembers.userId")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom("teamMembers")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where(column, "=", value)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findMembership(db: Kysely<Database>, teamId: number, userId: number) {
  return memberships(db)
    .where("teamMembers.teamId", "=", teamId)
    .where("teamMembers.userId", "=", userId)
    .executeTakeFirst();
}

/**
 * Takes the team's row lock for the rest of the transaction (a no-op write, portable across engines, where
 * PostgreSQL would need FOR UPDATE and SQLite has none), so two admins cannot each remove one of the last two
 * owners at the same moment. False when the team does not exist.
 */
export async function lockTeam(db: Kysely<Database>, teamId: number): Promise<boolean> {
  const result = await db
    .updateTable("teams")
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("id", "=", teamId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countTeamMembers(db: Kysely<Database>, teamId: number) {
  const row = await db
    .selectFrom("teamMembers")
    .select((eb) => [
      eb.fn.countAll<number>().as("members"),
      eb.fn.sum<number>(eb.case().when("role", "=", "owner").then(1).else(0).end()).as("owners"),
    ])
    .where("teamId", "=", teamId)
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), owners: Number(row.owners ?? 0) };
}

export async function insertMembership(
  db: Kysely<Database>,
  row: { teamId: number; userId: number; role: TeamRole; createdAt: string },
): Promise<void> {
  await db.insertInto("teamMembers").values(row).execute();
}

/** A user named by id or by e-mail (stored lower-case), for adding them to a team. */
export async function findUserRef(db: Kysely<Database>, by: { id: number } | { email: string }) {
  const query = db.selectFrom("users").select(["id", "email", "firstName", "lastName"]);
  return (
    "id" in by ? query.where("id", "=", by.id) : query.where("email", "=", by.email)
  ).executeTakeFirst();
}

export async function findUserExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (
    (await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined
  );
}
