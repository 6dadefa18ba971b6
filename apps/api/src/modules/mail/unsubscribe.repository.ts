/**
 * One-click unsubscribe (RFC 8058) for notification e-mails: each team membership gets a random token when
 * its first notification is written; the link turns that member's notifications of the team off (the same
 * setting as the dashboard's "none"). The token grants nothing else.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";

export const UNSUBSCRIBE_PATH = "/api/v1/mail/unsubscribe/";

/** The membership's unsubscribe link, creating its token the first time. */
export async function unsubscribeUrl(
  db: Kysely<Database>,
  config: Pick<Config, "publicAppUrl">,
  member: { teamId: number; userId: number },
): Promise<string> {
  await db
    .updateTable("teamMembers")
    .set({ unsubscribeToken: randomBytes(24).toString("base64url") })
    .where("teamId", "=", member.teamId)
    .where("userId", "=", member.userId)
    .where("unsubscribeToken", "is", null)
    .execute();
  const row = await db
    .selectFrom("teamMembers")
    .select("unsubscribeToken")
    .where("teamId", "=", member.teamId)
    .where("userId", "=", member.userId)
    .executeTakeFirstOrThrow();
  // The site proxies /api to the API, so the link works on the public address.
  return `${config.publicAppUrl}${UNSUBSCRIBE_PATH}${row.unsubscribeToken}`;
}

/** The member and team a token names, with their language, or undefined. */
export async function findUnsubscribe(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("teams", "teams.id", "teamMembers.teamId")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select(["teamMembers.teamId", "teamMembers.userId", "teams.name as teamName", "users.language"])
    .where("teamMembers.unsubscribeToken", "=", token)
    .executeTakeFirst();
}

/** Turns off the notifications the token's member gets from its team; false for an unknown token. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable("teamMembers")
    .set({ messageNotifications: "none" })
    .where("unsubscribeToken", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
