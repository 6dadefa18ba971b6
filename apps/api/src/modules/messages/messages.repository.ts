import type { NOTIFICATION_PREFERENCES, TConversationListQuery } from "@keel/contracts/messages";
import { type Kysely, sql, type Updateable } from "kysely";
import type { ConversationsTable, Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";

/**
 * Conversations, and messages in them, the team sees: screening let them through (held and blocked ones wait in
 * the back office). A conversation is screened at its first request, each later buyer message on its own.
 */
export const VISIBLE_SCREENING = ["clear", "released"] as const;

function teamConversations(db: Kysely<Database>, teamId: number, query: TConversationListQuery) {
  let q = db
    .selectFrom("conversations")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .leftJoin("users as assignee", "assignee.id", "conversations.assigneeUserId")
    .where("conversations.teamId", "=", teamId)
    .where("conversations.screeningStatus", "in", VISIBLE_SCREENING);
  if (query.view === "inbox") q = q.where("conversations.isArchived", "=", false);
  if (query.view === "unread")
    q = q.where("conversations.isRead", "=", false).where("conversations.isArchived", "=", false);
  if (query.view === "archived") q = q.where("conversations.isArchived", "=", true);
  if (query.boatId) q = q.where("conversations.boatId", "=", query.boatId);
  if (query.leadStatus) q = q.where("conversations.leadStatus", "=", query.leadStatus);
  if (query.assigneeId === "none") q = q.where("conversations.assigneeUserId", "is", null);
  else if (query.assigneeId) q = q.where("conversations.assigneeUserId", "=", query.assigneeId);
  if (query.q) {
    const text = query.q;
    q = q.where((eb) =>
      eb.or([
        anyContains(["conversations.buyerName", "conversations.buyerEmail", "boats.title"], text),
        eb.exists(
          eb
            .selectFrom("messages")
            .select("messages.id")
            .whereRef("messages.conversationId", "=", "conversations.id")
            .where("messages.screeningStatus", "in", VISIBLE_SCREENING)
            .where(anyContains(["messages.body"], text)),
        ),
      ]),
    );
  }
  return q;
}

export async function findConversationPage(
  db: Kysely<Database>,
  teamId: number,
  query: TConversationListQuery,
) {
  const base = teamConversations(db, teamId, query);
  let rows = base.select((eb) => [
    "conversations.id",
    "conversations.boatId",
    "conversations.buyerName",
    "conversations.buyerEmail",
    "conversations.isRead",
    "conversations.isArchived",
    "conversations.leadStatus",
    "conversations.assigneeUserId",
    "conversations.createdAt",
    "conversations.lastMessageAt",
    "conversations.firstReplyAt",
    "boats.title as boatTitle",
    "boats.slug as boatSlug",
    "assignee.firstName as assigneeFirstName",
    "assignee.lastName as assigneeLastName",
    eb
      .selectFrom("messages")
      .select("messages.body")
      .whereRef("messages.conversationId", "=", "conversations.id")
      .where("messages.screeningStatus", "in", VISIBLE_SCREENING)
      .orderBy("messages.createdAt", "desc")
      .orderBy("messages.id", "desc")
      .limit(1)
      .as("lastBody"),
    eb
      .selectFrom("conversationNotes")
      .select((n) => n.fn.countAll<number>().as("n"))
      .whereRef("conversationNotes.conversationId", "=", "conversations.id")
      .as("notesCount"),
  ]);
  switch (query.sort) {
    case "created_desc":
      rows = rows.orderBy("conversations.createdAt", "desc");
      break;
    case "created_asc":
      rows = rows.orderBy("conversations.createdAt", "asc");
      break;
    case "status":
      rows = rows.orderBy("conversations.leadStatus").orderBy("conversations.lastMessageAt", "desc");
      break;
    case "assignee":
      rows = rows
        .orderBy("assignee.firstName", (o) => o.asc().nullsLast())
        .orderBy("conversations.lastMessageAt", "desc");
      break;
    case "first_reply":
      rows = rows.orderBy("conversations.firstReplyAt", (o) => o.asc().nullsLast());
      break;
    default:
      rows = rows.orderBy("conversations.lastMessageAt", "desc");
  }
  const [items, count] = await Promise.all([
    rows
      .orderBy("conversations.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/**
 * The boats the team's conversations are about, each once with how many, by title: the inbox's boat filter,
 * which stays short however many boats the team lists (only boats someone wrote about).
 */
export function findConversationBoats(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("conversations")
    .innerJoin("boats", "boats.id", "conversations.boatId")
    .select((eb) => ["boats.id", "boats.title", eb.fn.countAll<number>().as("conversations")])
    .where("conversations.teamId", "=", teamId)
    .where("conversations.screeningStatus", "in", VISIBLE_SCREENING)
    .groupBy(["boats.id", "boats.title"])
    .orderBy(sql`lower(${sql.ref("boats.title")})`)
    .orderBy("boats.id")
    .execute();
}

export async function countUnread(db: Kysely<Database>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom("conversations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teamId", "=", teamId)
    .where("isRead", "=", false)
    .where("isArchived", "=", false)
    .where("screeningStatus", "in", VISIBLE_SCREENING)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findConversation(db: Kysely<Database>, teamId: number, conversationId: number) {
  return db
    .selectFrom("conversations")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .leftJoin("users as assignee", "assignee.id", "conversations.assigneeUserId")
    .select([
      "conversations.id",
      "conversations.teamId",
      "conversations.boatId",
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.buyerPhone",
      "conversations.locale",
      "conversations.isRead",
      "conversations.isArchived",
      "conversations.leadStatus",
      "conversations.assigneeUserId",
      "conversations.createdAt",
      "conversations.lastMessageAt",
      "conversations.firstReplyAt",
      "boats.title as boatTitle",
      "boats.slug as boatSlug",
      "assignee.firstName as assigneeFirstName",
      "assignee.lastName as assigneeLastName",
    ])
    .where("conversations.id", "=", conversationId)
    .where("conversations.teamId", "=", teamId)
    .where("conversations.screeningStatus", "in", VISIBLE_SCREENING)
    .executeTakeFirst();
}

export async function findThread(db: Kysely<Database>, conversationId: number) {
  const [messages, notes] = await Promise.all([
    db
      .selectFrom("messages")
      .leftJoin("users", "users.id", "messages.authorUserId")
      .select([
        "messages.id",
        "messages.direction",
        "messages.body",
        "messages.createdAt",
        "users.id as authorId",
        "users.firstName",
        "users.lastName",
      ])
      .where("messages.conversationId", "=", conversationId)
      // A follow-up that screening holds stays out of the thread until the back office releases it.
      .where("messages.screeningStatus", "in", VISIBLE_SCREENING)
      .orderBy("messages.createdAt")
      .orderBy("messages.id")
      .execute(),
    db
      .selectFrom("conversationNotes")
      .leftJoin("users", "users.id", "conversationNotes.authorUserId")
      .select([
        "conversationNotes.id",
        "conversationNotes.body",
        "conversationNotes.createdAt",
        "users.id as authorId",
        "users.firstName",
        "users.lastName",
      ])
      .where("conversationNotes.conversationId", "=", conversationId)
      .orderBy("conversationNotes.createdAt")
      .execute(),
  ]);
  return { messages, notes };
}

/** Marks a conversation read (someone of the team opened it). */
export async function markConversationRead(db: Kysely<Database>, conversationId: number): Promise<void> {
  await db.updateTable("conversations").set({ isRead: true }).where("id", "=", conversationId).execute();
}

/** What the team changes on a request: read, archived, lead status, assignee, times of the last messages. */
export async function setConversationState(
  db: Kysely<Database>,
  conversationId: number,
  changes: Updateable<ConversationsTable>,
): Promise<void> {
  await db.updateTable("conversations").set(changes).where("id", "=", conversationId).execute();
}

/** A reply of the team, written by one of its members. */
export async function insertReply(
  db: Kysely<Database>,
  reply: { conversationId: number; authorUserId: number; body: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("messages")
    .values({ ...reply, direction: "outbound" })
    .execute();
}

export async function insertNote(
  db: Kysely<Database>,
  note: { conversationId: number; authorUserId: number; body: string; createdAt: string },
): Promise<void> {
  await db.insertInto("conversationNotes").values(note).execute();
}

/** Deletes a conversation; its messages and notes go with it (foreign keys on delete cascade). */
export async function deleteConversationRow(db: Kysely<Database>, conversationId: number): Promise<void> {
  await db.deleteFrom("conversations").where("id", "=", conversationId).execute();
}

export async function findBuyerName(db: Kysely<Database>, conversationId: number): Promise<string> {
  const row = await db
    .selectFrom("conversations")
    .select("buyerName")
    .where("id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return row.buyerName;
}

/** A member's choice of e-mails about new requests for one team. */
export async function findNotificationChoice(db: Kysely<Database>, teamId: number, userId: number) {
  const row = await db
    .selectFrom("teamMembers")
    .select("messageNotifications")
    .where("teamId", "=", teamId)
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return row.messageNotifications;
}

export async function setNotificationChoice(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
  choice: (typeof NOTIFICATION_PREFERENCES)[number],
): Promise<void> {
  await db
    .updateTable("teamMembers")
    .set({ messageNotifications: choice })
    .where("teamId", "=", teamId)
    .where("userId", "=", userId)
    .execute();
}

/** How many other teams received a message with this fingerprint since a time (screening's repeated text). */
export async function countOtherTeamsSentText(
  db: Kysely<Database>,
  fingerprint: string,
  teamId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversationId")
    .select((eb) => eb.fn.count<number>("conversations.teamId").distinct().as("n"))
    .where("messages.fingerprint", "=", fingerprint)
    .where("messages.createdAt", ">=", since)
    .where("conversations.teamId", "!=", teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isSenderBlocked(db: Kysely<Database>, email: string): Promise<boolean> {
  return (
    (await db
      .selectFrom("blockedSenders")
      .select("email")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst()) !== undefined
  );
}
