/**
 * The back office's queries on held and screened requests (decision 013): the moderation list and detail, and
 * the writes of releasing, deleting and blocking.
 */
import type { TAdminMessageListQuery } from "@keel/contracts/messages";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";
import { VISIBLE_SCREENING } from "./messages.repository.ts";

/** Follow-ups screening held (or whose sender was then blocked) in conversations the team sees (decision 013). */
export const WAITING_MESSAGES = ["held", "blocked"] as const;

/** Ids of a conversation's follow-ups that wait for the back office (held, or their sender blocked). */
export async function findWaitingMessageIds(db: Kysely<Database>, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("messages")
    .select("id")
    .where("conversationId", "=", conversationId)
    .where("screeningStatus", "in", WAITING_MESSAGES)
    .execute();
  return rows.map((m) => m.id);
}

/** Ids of conversations with a follow-up in one of these states (partial index messages_screening_queue). */
const conversationsWithMessages = (db: Kysely<Database>, statuses: readonly string[]) =>
  db
    .selectFrom("messages")
    .select("messages.conversationId")
    .where("messages.screeningStatus", "in", statuses);

/** Messages screening flagged that the team now sees, because an admin released them. */
const RELEASED_MESSAGES = ["released"] as const;

function moderationQuery(db: Kysely<Database>) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .leftJoin("blockedSenders", "blockedSenders.email", "conversations.buyerEmail");
}

/**
 * The conversation's most pressing screened follow-up: the newest waiting one, else the newest released one
 * (a first request's screening is the conversation's own, so its message row is always clear).
 */
const screenedMessage = (eb: ExpressionBuilder<Database, "conversations">) =>
  eb
    .selectFrom("messages")
    .whereRef("messages.conversationId", "=", "conversations.id")
    .where("messages.screeningStatus", "in", [...WAITING_MESSAGES, ...RELEASED_MESSAGES])
    .orderBy(sql`case when ${sql.ref("messages.screeningStatus")} = 'released' then 1 else 0 end`)
    .orderBy("messages.id", "desc")
    .limit(1);

/** The screened follow-up's status and reasons, for moderationState (not for counting queries). */
const screenedColumns = (eb: ExpressionBuilder<Database, "conversations">) => [
  screenedMessage(eb).select("messages.screeningStatus").as("screenedStatus"),
  screenedMessage(eb).select("messages.screeningReasons").as("screenedReasons"),
];

/** Whether a follow-up of the conversation was held and then released (messages_conversation index). */
const hasReleasedMessage = (eb: ExpressionBuilder<Database, "conversations">) =>
  eb.exists(
    eb
      .selectFrom("messages")
      .select("messages.id")
      .whereRef("messages.conversationId", "=", "conversations.id")
      .where("messages.screeningStatus", "in", RELEASED_MESSAGES),
  );

/**
 * A page of requests across teams for the back office, newest first, filtered by screening, team and words,
 * and their total. Each row carries its screened follow-up's status and reasons (`screenedStatus`,
 * `screenedReasons`) and a body: that follow-up's, else the first request's.
 */
export async function findModerationPage(db: Kysely<Database>, query: TAdminMessageListQuery) {
  let base = moderationQuery(db);
  const screening = query.screening;
  if (screening === "held" || screening === "blocked") {
    // A held request, or a held follow-up in a conversation the team already sees.
    base = base.where((eb) =>
      eb.or([
        eb("conversations.screeningStatus", "=", screening),
        eb.and([
          eb("conversations.screeningStatus", "in", VISIBLE_SCREENING),
          eb("conversations.id", "in", conversationsWithMessages(db, [screening])),
        ]),
      ]),
    );
  } else if (screening === "released") {
    // A released request, or a thread with a released follow-up, when nothing in it waits.
    base = base
      .where("conversations.id", "not in", conversationsWithMessages(db, WAITING_MESSAGES))
      .where((eb) =>
        eb.or([
          eb("conversations.screeningStatus", "=", "released"),
          eb.and([eb("conversations.screeningStatus", "=", "clear"), hasReleasedMessage(eb)]),
        ]),
      );
  } else if (screening === "clear") {
    // Nothing in it was ever flagged.
    base = base
      .where("conversations.screeningStatus", "=", "clear")
      .where("conversations.id", "not in", conversationsWithMessages(db, WAITING_MESSAGES))
      .where((eb) => eb.not(hasReleasedMessage(eb)));
  }
  if (query.teamId) base = base.where("conversations.teamId", "=", query.teamId);
  if (query.q) {
    base = base.where(
      anyContains(["conversations.buyerName", "conversations.buyerEmail", "teams.name"], query.q),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        ...screenedColumns(eb),
        "conversations.id",
        "conversations.buyerName",
        "conversations.buyerEmail",
        "conversations.screeningStatus",
        "conversations.screeningReasons",
        "conversations.createdAt",
        "teams.id as teamId",
        "teams.name as teamName",
        "boats.id as boatId",
        "boats.title as boatTitle",
        "blockedSenders.email as blockedEmail",
        // The screened follow-up if any (what the moderator decides or decided on), else the first request.
        eb.fn
          .coalesce(
            screenedMessage(eb).select("messages.body"),
            eb
              .selectFrom("messages")
              .select("messages.body")
              .whereRef("messages.conversationId", "=", "conversations.id")
              .orderBy("messages.id")
              .limit(1),
          )
          .as("body"),
      ])
      .orderBy("conversations.createdAt", "desc")
      .orderBy("conversations.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One conversation as the back office sees it, with its screened follow-up's status and reasons. */
export function findModerationConversation(db: Kysely<Database>, conversationId: number) {
  return moderationQuery(db)
    .select(screenedColumns)
    .select([
      "conversations.id",
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.buyerPhone",
      "conversations.screeningStatus",
      "conversations.screeningReasons",
      "conversations.createdAt",
      "teams.id as teamId",
      "teams.name as teamName",
      "boats.id as boatId",
      "boats.title as boatTitle",
      "blockedSenders.email as blockedEmail",
    ])
    .where("conversations.id", "=", conversationId)
    .executeTakeFirst();
}

/** A conversation's messages in order, each with its screening and author. */
export function findModerationMessages(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom("messages")
    .leftJoin("users", "users.id", "messages.authorUserId")
    .select([
      "messages.id",
      "messages.direction",
      "messages.body",
      "messages.createdAt",
      "messages.screeningStatus",
      "messages.screeningReasons",
      "users.id as authorId",
      "users.firstName",
      "users.lastName",
    ])
    .where("messages.conversationId", "=", conversationId)
    .orderBy("messages.id")
    .execute();
}

/** What moderating a conversation decides on: its buyer's address, team and screening. */
export function findModeratedConversation(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom("conversations")
    .select(["buyerEmail", "teamId", "screeningStatus"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
}

/**
 * Releases a conversation: a held one becomes `released`; one the team already sees comes back unread and out
 * of the archive. Either way it moves to the top.
 */
export async function releaseConversation(
  db: Kysely<Database>,
  conversationId: number,
  wasHeld: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable("conversations")
    .set(
      wasHeld
        ? { screeningStatus: "released", lastMessageAt: now }
        : { isRead: false, isArchived: false, lastMessageAt: now },
    )
    .where("id", "=", conversationId)
    .execute();
}

/** Releases a conversation's waiting follow-ups into its thread. */
export async function releaseWaitingMessages(db: Kysely<Database>, conversationId: number): Promise<void> {
  await db
    .updateTable("messages")
    .set({ screeningStatus: "released" })
    .where("conversationId", "=", conversationId)
    .where("screeningStatus", "in", WAITING_MESSAGES)
    .execute();
}

export async function deleteMessagesByIds(db: Kysely<Database>, messageIds: number[]): Promise<void> {
  if (messageIds.length > 0) await db.deleteFrom("messages").where("id", "in", messageIds).execute();
}

/** Deletes a conversation with its messages (the foreign keys cascade). */
export async function deleteConversation(db: Kysely<Database>, conversationId: number): Promise<void> {
  await db.deleteFrom("conversations").where("id", "=", conversationId).execute();
}

/** Adds an address (lower-cased) to the blocked senders, unless it already is. */
export async function insertBlockedSender(
  db: Kysely<Database>,
  sender: { email: string; reason: string | null; blockedByUserId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto("blockedSenders")
    .values(sender)
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/** Turns the held requests and follow-ups of a sender (lower-cased address, any case stored) into blocked ones. */
export async function blockHeldOfSender(db: Kysely<Database>, email: string): Promise<void> {
  const ofSender = db
    .selectFrom("conversations")
    .select("conversations.id")
    .where(sql`lower(${sql.ref("conversations.buyerEmail")})`, "=", email);
  await db
    .updateTable("conversations")
    .set({ screeningStatus: "blocked" })
    .where("id", "in", ofSender)
    .where("screeningStatus", "=", "held")
    .execute();
  await db
    .updateTable("messages")
    .set({ screeningStatus: "blocked" })
    .where("conversationId", "in", ofSender)
    .where("screeningStatus", "=", "held")
    .execute();
}

export async function deleteBlockedSender(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("blockedSenders").where("email", "=", email).execute();
}
