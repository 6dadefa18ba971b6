/**
 * The queries of the inbox's e-mails (notifications.ts): who a reply or a new request is written to, and the
 * daily digest's members, their claim and their requests.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { VISIBLE_SCREENING } from "./messages.repository.ts";

/** What a reply's e-mail says and where it goes: the buyer, the team and its boat, the author's address. */
export function findReplyRecipient(db: Kysely<Database>, conversationId: number, authorUserId: number) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .innerJoin("users as author", (join) => join.on("author.id", "=", authorUserId))
    .select([
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.locale",
      "teams.name as teamName",
      "teams.email as teamEmail",
      "boats.title as boatTitle",
      "boats.slug as boatSlug",
      "author.email as authorEmail",
    ])
    .where("conversations.id", "=", conversationId)
    .executeTakeFirstOrThrow();
}

/** A request as its notification tells it: the buyer, the boat, the team, and the buyer's newest visible message. */
export function findRequestToNotify(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .select([
      "conversations.teamId",
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.buyerPhone",
      "teams.name as teamName",
      "boats.title as boatTitle",
      (eb) =>
        eb
          .selectFrom("messages")
          .select("messages.body")
          .whereRef("messages.conversationId", "=", "conversations.id")
          .where("messages.direction", "=", "inbound")
          .where("messages.screeningStatus", "in", VISIBLE_SCREENING)
          .orderBy("messages.createdAt", "desc")
          .orderBy("messages.id", "desc")
          .limit(1)
          .as("body"),
    ])
    .where("conversations.id", "=", conversationId)
    .executeTakeFirstOrThrow();
}

/** The team's active members who chose one e-mail per message. */
export function findMembersNotifiedOfEach(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .select(["users.id as userId", "users.email", "users.firstName", "users.language"])
    .where("teamMembers.teamId", "=", teamId)
    .where("teamMembers.messageNotifications", "=", "each")
    .where("users.status", "=", "active")
    .execute();
}

/** Active members, of every team, who chose the daily digest and got none since `dueBefore`. */
export function findMembersDueForDigest(db: Kysely<Database>, dueBefore: string) {
  return db
    .selectFrom("teamMembers")
    .innerJoin("users", "users.id", "teamMembers.userId")
    .innerJoin("teams", "teams.id", "teamMembers.teamId")
    .select([
      "teamMembers.teamId",
      "teamMembers.userId",
      "teamMembers.digestSentAt",
      "users.email",
      "users.firstName",
      "users.language",
      "teams.name as teamName",
    ])
    .where("teamMembers.messageNotifications", "=", "daily")
    .where("users.status", "=", "active")
    .where((eb) =>
      eb.or([eb("teamMembers.digestSentAt", "is", null), eb("teamMembers.digestSentAt", "<=", dueBefore)]),
    )
    .execute();
}

/**
 * Claims a member's digest: stamps `digestSentAt` with `now` only if it still holds what was read (`seen`), so
 * one process or job run wins. Whether this call won.
 */
export async function claimDigest(
  db: Kysely<Database>,
  member: { teamId: number; userId: number },
  seen: string | null,
  now: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable("teamMembers")
    .set({ digestSentAt: now })
    .where("teamId", "=", member.teamId)
    .where("userId", "=", member.userId)
    .where((eb) => (seen === null ? eb("digestSentAt", "is", null) : eb("digestSentAt", "=", seen)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * The team's visible requests with a buyer's message after `since` (a follow-up in an older conversation is
 * news too: threading, decision 013), oldest first, at most 50.
 */
export function findRequestsForDigest(db: Kysely<Database>, teamId: number, since: string) {
  return db
    .selectFrom("conversations")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .select(["conversations.buyerName", "boats.title as boatTitle"])
    .where("conversations.teamId", "=", teamId)
    .where("conversations.screeningStatus", "in", VISIBLE_SCREENING)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("messages")
          .select("messages.id")
          .whereRef("messages.conversationId", "=", "conversations.id")
          .where("messages.direction", "=", "inbound")
          .where("messages.screeningStatus", "in", VISIBLE_SCREENING)
          .where("messages.createdAt", ">", since),
      ),
    )
    .orderBy("conversations.lastMessageAt")
    .limit(50)
    .execute();
}
