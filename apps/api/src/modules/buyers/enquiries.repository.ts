import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A buyer's conversations (their enquiries), newest activity first: the seller, the boat, the last message and
 * whether it is the seller's. Only conversations linked to the user: every query here is scoped by buyer.
 */
export function findBuyerConversations(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .select((eb) => [
      "conversations.id",
      "conversations.boatId",
      "conversations.createdAt",
      "conversations.lastMessageAt",
      "boats.title as boatTitle",
      "boats.slug as boatSlug",
      "boats.status as boatStatus",
      "teams.name as teamName",
      "teams.slug as teamSlug",
      "teams.status as teamStatus",
      eb
        .selectFrom("messages")
        .select("messages.body")
        .whereRef("messages.conversationId", "=", "conversations.id")
        .orderBy("messages.createdAt", "desc")
        .orderBy("messages.id", "desc")
        .limit(1)
        .as("lastBody"),
      eb
        .selectFrom("messages")
        .select("messages.direction")
        .whereRef("messages.conversationId", "=", "conversations.id")
        .orderBy("messages.createdAt", "desc")
        .orderBy("messages.id", "desc")
        .limit(1)
        .as("lastDirection"),
      eb
        .selectFrom("messages")
        .select((m) => m.fn.countAll<number>().as("n"))
        .whereRef("messages.conversationId", "=", "conversations.id")
        .where("messages.direction", "=", "outbound")
        .as("replyCount"),
    ])
    .where("conversations.buyerUserId", "=", userId)
    .orderBy("conversations.lastMessageAt", "desc")
    .orderBy("conversations.id", "desc")
    .execute();
}

/** One of the buyer's conversations, or undefined when it is not theirs (or does not exist). */
export function findBuyerConversation(db: Kysely<Database>, userId: number, conversationId: number) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .select([
      "conversations.id",
      "conversations.teamId",
      "conversations.boatId",
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.buyerPhone",
      "conversations.locale",
      "conversations.createdAt",
      "conversations.lastMessageAt",
      "boats.title as boatTitle",
      "boats.slug as boatSlug",
      "boats.status as boatStatus",
      "teams.name as teamName",
      "teams.slug as teamSlug",
      "teams.status as teamStatus",
    ])
    .where("conversations.id", "=", conversationId)
    .where("conversations.buyerUserId", "=", userId)
    .executeTakeFirst();
}

/**
 * The messages of a conversation as its buyer reads them: every one of theirs (a held one too: they wrote it)
 * and every reply, with the replying member's first name.
 */
export function findBuyerThread(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom("messages")
    .leftJoin("users", "users.id", "messages.authorUserId")
    .select([
      "messages.id",
      "messages.direction",
      "messages.body",
      "messages.createdAt",
      "users.firstName as authorFirstName",
    ])
    .where("messages.conversationId", "=", conversationId)
    .orderBy("messages.createdAt")
    .orderBy("messages.id")
    .execute();
}

/**
 * Links the conversations written from `email` (any case) that no account holds yet to the user whose address
 * it is, now proven (docs/decisions/045): a guest's enquiries follow them into their new account.
 */
export async function claimConversationsOf(
  db: Kysely<Database>,
  userId: number,
  email: string,
): Promise<number> {
  const result = await db
    .updateTable("conversations")
    .set({ buyerUserId: userId })
    .where(sql`lower(${sql.ref("buyerEmail")})`, "=", email.toLowerCase())
    .where("buyerUserId", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The active account whose proven address is `email`, to link a guest's new enquiry to it. */
export function findVerifiedUserByEmail(db: Kysely<Database>, email: string) {
  return (
    db
      .selectFrom("users")
      .select(["id"])
      // Addresses are stored lower-cased (the contracts' e-mail rule), so the unique index answers.
      .where("email", "=", email.toLowerCase())
      .where("emailVerifiedAt", "is not", null)
      .where("status", "=", "active")
      .executeTakeFirst()
  );
}
