import type { TAdminMessageListQuery } from "@keel/contracts/messages";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  blockHeldOfSender,
  deleteBlockedSender,
  deleteConversation,
  deleteMessagesByIds,
  findModeratedConversation,
  findModerationConversation,
  findModerationMessages,
  findModerationPage,
  findWaitingMessageIds,
  insertBlockedSender,
  releaseConversation,
  releaseWaitingMessages,
} from "./message-moderation.repository.ts";
import { VISIBLE_SCREENING } from "./messages.repository.ts";
import { notifyTeamOfRequest } from "./notifications.ts";

type ScreeningStatus = "clear" | "held" | "released" | "blocked";

const reasonsOf = (text: string | null) => (text ? text.split(",").filter(Boolean) : []);

const isVisibleScreening = (status: string) => (VISIBLE_SCREENING as readonly string[]).includes(status);

/**
 * What the back office sees of a conversation (decision 013): its own screening while the team does not see it;
 * in a conversation the team sees, that of its most pressing screened follow-up (a waiting one, else a released
 * one, so a thread whose follow-up was released stays findable as released), with that follow-up's reasons.
 */
function moderationState(row: {
  screeningStatus: string;
  screeningReasons: string | null;
  screenedStatus: string | null;
  screenedReasons: string | null;
}) {
  return isVisibleScreening(row.screeningStatus) && row.screenedStatus
    ? {
        screeningStatus: row.screenedStatus as ScreeningStatus,
        screeningReasons: reasonsOf(row.screenedReasons),
      }
    : {
        screeningStatus: row.screeningStatus as ScreeningStatus,
        screeningReasons: reasonsOf(row.screeningReasons),
      };
}

/** Every request across teams for the back office, held ones first by default. */
export async function listMessagesForModeration(db: Kysely<Database>, query: TAdminMessageListQuery) {
  const { rows, total } = await findModerationPage(db, query);
  return {
    items: rows.map((r) => ({
      id: r.id,
      team: { id: r.teamId, name: r.teamName },
      boat: r.boatId === null || r.boatTitle === null ? null : { id: r.boatId, title: r.boatTitle },
      buyer: { name: r.buyerName, email: r.buyerEmail },
      preview: (r.body ?? "").replace(/\s+/g, " ").slice(0, 160),
      ...moderationState(r),
      isSenderBlocked: r.blockedEmail !== null,
      createdAt: r.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One conversation for the back office, each message with its own screening (ZAdminMessageItem). */
export async function getMessageForModeration(db: Kysely<Database>, conversationId: number) {
  const row = await findModerationConversation(db, conversationId);
  if (!row) throw notFound();
  const rows = await findModerationMessages(db, conversationId);
  const messages = rows.map((m, index) => ({
    id: m.id,
    direction: m.direction,
    body: m.body,
    createdAt: m.createdAt,
    author:
      m.authorId === null || m.firstName === null
        ? null
        : { id: m.authorId, name: `${m.firstName} ${m.lastName ?? ""}`.trim() },
    // The first request was screened with the conversation; later messages each on their own.
    ...(index === 0
      ? {
          screeningStatus: row.screeningStatus as ScreeningStatus,
          screeningReasons: reasonsOf(row.screeningReasons),
        }
      : {
          screeningStatus: m.screeningStatus as ScreeningStatus,
          screeningReasons: reasonsOf(m.screeningReasons),
        }),
  }));
  const state = moderationState(row);
  const screened =
    state.screeningStatus === "clear"
      ? undefined
      : messages.findLast((m) => m.screeningStatus === state.screeningStatus);
  return {
    id: row.id,
    team: { id: row.teamId, name: row.teamName },
    boat: row.boatId === null || row.boatTitle === null ? null : { id: row.boatId, title: row.boatTitle },
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    preview: (screened ?? messages[0])?.body.slice(0, 160) ?? "",
    ...state,
    isSenderBlocked: row.blockedEmail !== null,
    createdAt: row.createdAt,
    messages,
  };
}

/**
 * The moderation detail as an administrator opens it: reading a request's private words is recorded like the
 * back office's reading of conversations (decision 042), `conversation.view` in the same transaction as the
 * read, so no request is shown without its entry.
 */
export async function openMessageForModeration(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
) {
  return db.transaction().execute(async (trx) => {
    const conversation = await getMessageForModeration(trx, conversationId);
    await recordAudit(trx, {
      actorUserId,
      action: "conversation.view",
      entityType: "conversation",
      entityId: conversationId,
      details: { teamId: conversation.team.id, via: "moderation" },
    });
    return conversation;
  });
}

/**
 * Releases a held request to its team, which is notified as if it had just arrived. In a conversation the team
 * already sees, the waiting follow-ups join its thread: unread, back in the inbox, at the top.
 */
export async function releaseMessage(
  ctx: AppContext,
  actorUserId: number,
  conversationId: number,
): Promise<void> {
  const row = await findModeratedConversation(ctx.db, conversationId);
  if (!row) throw notFound();
  const isConversationHeld = row.screeningStatus === "held" || row.screeningStatus === "blocked";
  const waiting = await findWaitingMessageIds(ctx.db, conversationId);
  if (!isConversationHeld && waiting.length === 0) throw new AppError("CONFLICT", "error.notHeld");
  await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await releaseConversation(trx, conversationId, isConversationHeld, now);
    if (waiting.length > 0) await releaseWaitingMessages(trx, conversationId);
    await recordAudit(trx, {
      actorUserId,
      action: "message.release",
      entityType: "conversation",
      entityId: conversationId,
      details: isConversationHeld ? { from: row.screeningStatus } : { from: "visible", messageIds: waiting },
    });
    await notifyTeamOfRequest(ctx, conversationId, trx);
  });
}

export async function deleteMessage(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
): Promise<void> {
  const row = await findModeratedConversation(db, conversationId);
  if (!row) throw notFound();
  // In a conversation the team sees, only the waiting follow-ups are the back office's to delete.
  const waiting = isVisibleScreening(row.screeningStatus)
    ? await findWaitingMessageIds(db, conversationId)
    : [];
  await db.transaction().execute(async (trx) => {
    if (waiting.length > 0) await deleteMessagesByIds(trx, waiting);
    else await deleteConversation(trx, conversationId);
    await recordAudit(trx, {
      actorUserId,
      action: "message.delete",
      entityType: "conversation",
      entityId: conversationId,
      details: {
        buyerEmail: row.buyerEmail,
        teamId: row.teamId,
        ...(waiting.length > 0 ? { messageIds: waiting } : {}),
      },
    });
  });
}

/** Blocks a sender: their requests are refused from now on, and their held ones stay blocked. */
export async function blockSender(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
  reason: string | undefined,
): Promise<void> {
  const row = await findModeratedConversation(db, conversationId);
  if (!row) throw notFound();
  const email = row.buyerEmail.toLowerCase();
  await db.transaction().execute(async (trx) => {
    await insertBlockedSender(trx, {
      email,
      reason: reason ?? null,
      blockedByUserId: actorUserId,
      createdAt: nowIso(),
    });
    await blockHeldOfSender(trx, email);
    await recordAudit(trx, {
      actorUserId,
      action: "sender.block",
      entityType: "sender",
      entityId: email,
      details: { reason: reason ?? null },
    });
  });
}

export async function unblockSender(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
): Promise<void> {
  const row = await findModeratedConversation(db, conversationId);
  if (!row) throw notFound();
  const email = row.buyerEmail.toLowerCase();
  await db.transaction().execute(async (trx) => {
    await deleteBlockedSender(trx, email);
    await recordAudit(trx, { actorUserId, action: "sender.unblock", entityType: "sender", entityId: email });
  });
}
