import type {
  TAdminConversation,
  TAdminConversationListQuery,
  TAdminConversationRow,
} from "@keel/contracts/admin-conversations";
import { isLocale } from "@keel/contracts/locales";
import type { LeadStatus } from "@keel/contracts/messages";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  findAdminConversationHandling,
  findAdminConversationPage,
  findConversationNotes,
} from "./admin-conversations.repository.ts";
import { getMessageForModeration } from "./message-moderation.service.ts";

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, name: `${first} ${last ?? ""}`.trim() };

/** Every conversation across teams for the back office, the most recently active first. */
export async function listAdminConversations(db: Kysely<Database>, query: TAdminConversationListQuery) {
  const { rows, total } = await findAdminConversationPage(db, query);
  const items: TAdminConversationRow[] = rows.map((r) => ({
    id: r.id,
    team: { id: r.teamId, name: r.teamName },
    boat: r.boatId === null || r.boatTitle === null ? null : { id: r.boatId, title: r.boatTitle },
    buyer: { name: r.buyerName, email: r.buyerEmail },
    leadStatus: r.leadStatus as LeadStatus,
    isArchived: Boolean(r.isArchived),
    screeningStatus: r.screeningStatus as TAdminConversationRow["screeningStatus"],
    messageCount: Number(r.messageCount ?? 0),
    createdAt: r.createdAt,
    lastMessageAt: r.lastMessageAt,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * One conversation's whole thread, read-only. Reading a private conversation between a buyer and a team is
 * itself recorded: every opening writes `conversation.view` to the audit log, in the same transaction as the
 * read, so no thread is shown without its entry.
 */
export async function openAdminConversation(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
): Promise<TAdminConversation> {
  return db.transaction().execute(async (trx) => {
    const [thread, handling, notes] = await Promise.all([
      getMessageForModeration(trx, conversationId),
      findAdminConversationHandling(trx, conversationId),
      findConversationNotes(trx, conversationId),
    ]);
    if (!handling) throw notFound();
    await recordAudit(trx, {
      actorUserId,
      action: "conversation.view",
      entityType: "conversation",
      entityId: conversationId,
      details: { teamId: thread.team.id },
    });
    return {
      id: thread.id,
      team: thread.team,
      boat: thread.boat,
      buyer: thread.buyer,
      leadStatus: handling.leadStatus as LeadStatus,
      isArchived: Boolean(handling.isArchived),
      screeningStatus: thread.screeningStatus,
      messageCount: Number(handling.messageCount ?? 0),
      createdAt: thread.createdAt,
      lastMessageAt: handling.lastMessageAt,
      locale: isLocale(handling.locale) ? handling.locale : "en-US",
      assignee: person(handling.assigneeUserId, handling.assigneeFirstName, handling.assigneeLastName),
      messages: thread.messages,
      notes: notes.map((n) => ({
        id: n.id,
        body: n.body,
        createdAt: n.createdAt,
        author: person(n.authorId, n.firstName, n.lastName),
      })),
    };
  });
}
