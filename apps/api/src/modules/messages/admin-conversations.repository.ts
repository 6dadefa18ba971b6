import type { TAdminConversationListQuery } from "@keel/contracts/admin-conversations";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";

/** Every conversation across teams, whatever its screening, filtered as the back office asks. */
function adminConversations(db: Kysely<Database>, query: TAdminConversationListQuery) {
  let q = db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId");
  if (query.teamId) q = q.where("conversations.teamId", "=", query.teamId);
  if (query.leadStatus) q = q.where("conversations.leadStatus", "=", query.leadStatus);
  // Days are UTC days, as the stored ISO timestamps; `to` includes its whole day.
  if (query.from) q = q.where("conversations.lastMessageAt", ">=", `${query.from}T00:00:00.000Z`);
  if (query.to) q = q.where("conversations.lastMessageAt", "<=", `${query.to}T23:59:59.999Z`);
  if (query.q) {
    q = q.where(
      anyContains(
        ["conversations.buyerName", "conversations.buyerEmail", "teams.name", "boats.title"],
        query.q,
      ),
    );
  }
  return q;
}

/** A page of conversations, the most recently active first, with their message counts. */
export async function findAdminConversationPage(db: Kysely<Database>, query: TAdminConversationListQuery) {
  const base = adminConversations(db, query);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        "conversations.id",
        "conversations.buyerName",
        "conversations.buyerEmail",
        "conversations.leadStatus",
        "conversations.isArchived",
        "conversations.screeningStatus",
        "conversations.createdAt",
        "conversations.lastMessageAt",
        "teams.id as teamId",
        "teams.name as teamName",
        "boats.id as boatId",
        "boats.title as boatTitle",
        eb
          .selectFrom("messages")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("messages.conversationId", "=", "conversations.id")
          .as("messageCount"),
      ])
      .orderBy("conversations.lastMessageAt", "desc")
      .orderBy("conversations.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** What the moderation view does not carry: the team's handling of the conversation. */
export function findAdminConversationHandling(db: Kysely<Database>, conversationId: number) {
  return db
    .selectFrom("conversations")
    .leftJoin("users as assignee", "assignee.id", "conversations.assigneeUserId")
    .select((eb) => [
      "conversations.locale",
      "conversations.leadStatus",
      "conversations.isArchived",
      "conversations.lastMessageAt",
      "conversations.assigneeUserId",
      "assignee.firstName as assigneeFirstName",
      "assignee.lastName as assigneeLastName",
      eb
        .selectFrom("messages")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("messages.conversationId", "=", "conversations.id")
        .as("messageCount"),
    ])
    .where("conversations.id", "=", conversationId)
    .executeTakeFirst();
}

export function findConversationNotes(db: Kysely<Database>, conversationId: number) {
  return db
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
    .orderBy("conversationNotes.id")
    .execute();
}
