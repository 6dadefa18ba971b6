import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A live key by its hash, with what a request made with it may do: its team, its scopes and its creator's role
 * in that team. Only a key whose creator is still an active owner or admin of the team is found, so a key never
 * outlives its creator's rights (removed from the team, demoted to member, account deactivated or deleted).
 */
export async function findUsableApiKey(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("apiKeys")
    .innerJoin("teamMembers", (join) =>
      join
        .onRef("teamMembers.teamId", "=", "apiKeys.teamId")
        .onRef("teamMembers.userId", "=", "apiKeys.createdByUserId"),
    )
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select([
      "apiKeys.id",
      "apiKeys.teamId",
      "apiKeys.scopes",
      "apiKeys.lastUsedAt",
      "teamMembers.userId",
      "teamMembers.role",
    ])
    .where("apiKeys.tokenHash", "=", tokenHash)
    .where("apiKeys.revokedAt", "is", null)
    .where("teamMembers.role", "in", ["owner", "admin"])
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

export async function touchApiKey(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable("apiKeys").set({ lastUsedAt: now }).where("id", "=", id).execute();
}

export async function insertApiKey(
  db: Kysely<Database>,
  row: {
    teamId: number;
    name: string;
    scopes: string;
    tokenHash: string;
    prefix: string;
    createdByUserId: number;
    createdAt: string;
  },
): Promise<number> {
  const inserted = await db.insertInto("apiKeys").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function countLiveApiKeys(db: Kysely<Database>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom("apiKeys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teamId", "=", teamId)
    .where("revokedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The team's keys, newest first (or only `keyId`), with their creator and the creator's role today. */
export async function findApiKeys(db: Kysely<Database>, teamId: number, keyId?: number) {
  let query = db
    .selectFrom("apiKeys")
    .leftJoin("users", "users.id", "apiKeys.createdByUserId")
    .leftJoin("teamMembers", (join) =>
      join
        .onRef("teamMembers.teamId", "=", "apiKeys.teamId")
        .onRef("teamMembers.userId", "=", "apiKeys.createdByUserId"),
    )
    .select([
      "apiKeys.id",
      "apiKeys.name",
      "apiKeys.scopes",
      "apiKeys.prefix",
      "apiKeys.createdAt",
      "apiKeys.lastUsedAt",
      "apiKeys.revokedAt",
      "apiKeys.createdByUserId",
      "users.firstName",
      "users.lastName",
      "users.status as userStatus",
      "teamMembers.role",
    ])
    .where("apiKeys.teamId", "=", teamId);
  if (keyId !== undefined) query = query.where("apiKeys.id", "=", keyId);
  return query.orderBy("apiKeys.createdAt", "desc").orderBy("apiKeys.id", "desc").execute();
}

/** Revokes a live key of the team; false when there is none (unknown, another team's, already revoked). */
export async function revokeApiKeyRow(
  db: Kysely<Database>,
  teamId: number,
  keyId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("apiKeys")
    .set({ revokedAt: now, revokedByUserId: userId })
    .where("teamId", "=", teamId)
    .where("id", "=", keyId)
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
