import type { AdminUserSort } from "@keel/contracts/admin";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";

export interface UserFilters {
  q?: string;
  status?: "active" | "inactive";
  group?: string;
}

function filteredUsers(db: Kysely<Database>, filters: UserFilters) {
  let query = db.selectFrom("users");
  const { q, status, group } = filters;
  if (q) {
    query = query.where((eb) =>
      anyContains(
        [
          eb.ref("users.email"),
          eb.ref("users.firstName"),
          eb.ref("users.lastName"),
          sql<string>`${sql.ref("users.firstName")} || ' ' || ${sql.ref("users.lastName")}`,
        ],
        q,
      ),
    );
  }
  if (status) query = query.where("users.status", "=", status);
  if (group) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("userGroups")
          .innerJoin("groups", "groups.id", "userGroups.groupId")
          .select("userGroups.userId")
          .whereRef("userGroups.userId", "=", "users.id")
          .where(sql<string>`lower(${sql.ref("groups.code")})`, "=", group),
      ),
    );
  }
  return query;
}

type Users = SelectQueryBuilder<Database, "users", object>;

function sorted<Q extends Users>(query: Q, sort: AdminUserSort): Q {
  const direction = sort.startsWith("-") ? "desc" : "asc";
  // The id breaks ties in the same direction, so pages never repeat or skip a row.
  switch (sort.replace(/^-/, "")) {
    case "name":
      return query
        .orderBy(sql`lower(${sql.ref("users.lastName")})`, direction)
        .orderBy(sql`lower(${sql.ref("users.firstName")})`, direction)
        .orderBy("users.id", direction) as Q;
    case "email":
      return query.orderBy("users.email", direction).orderBy("users.id", direction) as Q;
    case "lastLoginAt":
      // Never signed in sorts last either way: those are rarely what an admin looks for.
      return query
        .orderBy("users.lastLoginAt", (o) => (direction === "desc" ? o.desc() : o.asc()).nullsLast())
        .orderBy("users.id", direction) as Q;
    default:
      return query.orderBy("users.createdAt", direction).orderBy("users.id", direction) as Q;
  }
}

export async function findUserPage(
  db: Kysely<Database>,
  filters: UserFilters,
  options: { sort: AdminUserSort; offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    sorted(filteredUsers(db, filters), options.sort)
      .select((eb) => [
        "users.id",
        "users.email",
        "users.firstName",
        "users.lastName",
        "users.status",
        "users.language",
        "users.createdAt",
        "users.lastLoginAt",
        eb
          .selectFrom("teamMembers")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("teamMembers.userId", "=", "users.id")
          .as("teamCount"),
      ])
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filteredUsers(db, filters)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Group codes of several users in one query (no N+1 on list pages). */
export async function findGroupCodesOf(db: Kysely<Database>, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("userGroups")
    .innerJoin("groups", "groups.id", "userGroups.groupId")
    .select(["userGroups.userId", "groups.code"])
    .where("userGroups.userId", "in", userIds)
    .orderBy("groups.code")
    .execute();
}

export async function findUserDetail(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "firstName",
      "lastName",
      "avatarKey",
      "language",
      "role",
      "status",
      "emailVerifiedAt",
      "createdAt",
      "updatedAt",
      "lastLoginAt",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The columns an admin edits, read inside the transaction that changes them. */
export async function findEditableUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "language", "status"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function updateUserColumns(
  db: Kysely<Database>,
  userId: number,
  values: Partial<{
    email: string;
    firstName: string;
    lastName: string;
    language: string;
    status: "active" | "inactive";
  }>,
  now: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...values, updatedAt: now })
    .where("id", "=", userId)
    .execute();
}

export async function isEmailUsedByAnother(
  db: Kysely<Database>,
  email: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Live sessions the user opened themselves (an admin's impersonation is not the user's session). */
export async function countLiveSessions(db: Kysely<Database>, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", now)
    .where("impersonatorUserId", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAllGroups(db: Kysely<Database>) {
  return db.selectFrom("groups").select(["id", "code", "name"]).orderBy("code").execute();
}

export async function findGroupsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("userGroups")
    .innerJoin("groups", "groups.id", "userGroups.groupId")
    .select(["groups.code", "groups.name"])
    .where("userGroups.userId", "=", userId)
    .orderBy("groups.code")
    .execute();
}

/** Group codes compare case-insensitively (docs/product.md, Roles and permissions). */
export async function findGroupByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom("groups")
    .select(["id", "code", "name"])
    .where(sql<string>`lower(${sql.ref("code")})`, "=", code.toLowerCase())
    .executeTakeFirst();
}

export async function isInGroup(db: Kysely<Database>, userId: number, groupId: number): Promise<boolean> {
  const row = await db
    .selectFrom("userGroups")
    .select("userId")
    .where("userId", "=", userId)
    .where("groupId", "=", groupId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserGroup(db: Kysely<Database>, userId: number, groupId: number): Promise<void> {
  await db.insertInto("userGroups").values({ userId, groupId }).execute();
}

export async function deleteUserGroup(db: Kysely<Database>, userId: number, groupId: number): Promise<void> {
  await db.deleteFrom("userGroups").where("userId", "=", userId).where("groupId", "=", groupId).execute();
}
