import { createHash } from "node:crypto";
import type { TContactRequest } from "@keel/contracts/contact";
import type { Locale } from "@keel/contracts/locales";
import type { AppContext } from "../../context.ts";
import { AppError, notFound, secondsUntil } from "../../errors.ts";
import { hitCounter } from "../auth/rate-limit.repository.ts";
import { findVerifiedUserByEmail } from "../buyers/enquiries.repository.ts";
import { isSenderBlocked } from "../messages/messages.repository.ts";
import { notifyTeamOfRequest } from "../messages/notifications.ts";
import { screenRequest } from "../messages/screening.service.ts";
import { recordBoatEvent } from "../statistics/statistics.repository.ts";
import {
  appendInboundMessage,
  findContactableBoat,
  findThreadConversation,
  insertConversation,
} from "./contact.repository.ts";

/** Messages one sender address may send a day, across every boat (the per-IP limit is on the route). */
export const CONTACT_MAILS_PER_DAY = 10;
const DAY_MS = 86_400_000;
/** A buyer's new request joins their conversation about the same boat when it was active within these days. */
export const THREAD_WINDOW_DAYS = 90;

/**
 * A sender may write: not blocked, and within CONTACT_MAILS_PER_DAY messages a day (429 beyond), counted in the
 * database so the limit holds across API processes. New requests and a buyer's follow-ups share the budget.
 */
async function spendSenderBudget(ctx: AppContext, email: string, now: Date): Promise<void> {
  if (await isSenderBlocked(ctx.db, email)) throw new AppError("FORBIDDEN", "error.senderBlocked");
  const { count, resetAt } = await hitCounter(ctx.db, `contact:${email}`, DAY_MS, now);
  if (count > CONTACT_MAILS_PER_DAY) {
    throw new AppError("RATE_LIMITED", "contact.error.tooManyMessages", {
      retryAfterSeconds: secondsUntil(resetAt, now),
    });
  }
}

export interface ContactInput {
  boatId: number;
  request: TContactRequest;
  /** The buyer's language: the form's, else the request's Accept-Language. */
  locale: Locale;
  ip: string;
  /** The signed-in sender, if any: the enquiry shows in their account (docs/decisions/045). */
  userId: number | null;
}

/** The visitor as the boat's other events store it (boats.routes.ts): hashed, never the address itself. */
const visitorHash = (boatId: number, ip: string): string =>
  createHash("sha256").update(`${boatId}:${ip}`).digest("hex").slice(0, 32);

/**
 * "Contact the owner": stores the buyer's message for the boat's team, counts a `contact` in the boat's
 * statistics, then e-mails the members who want each message, in their own language, with reply-to the buyer.
 *
 * - Threading (docs/decisions/013-inbox.md): when the same buyer (address in any case) wrote to the team about
 *   the same boat and that conversation was active within THREAD_WINDOW_DAYS, the message joins it (unread, back
 *   in the inbox, newest contact details); otherwise it opens a new unread conversation.
 * - Screening holds a flagged message: a new conversation waits whole; a follow-up waits alone, unseen by the
 *   team, in a conversation that stays as it was.
 * - A filled honeypot (`website`) is accepted and dropped: the bot sees the usual success and learns nothing.
 * - Only public boats of active teams can be contacted (404 otherwise, like an unknown boat).
 * - One sender address may send CONTACT_MAILS_PER_DAY messages a day (429 beyond), counted in the database so
 *   the limit holds across API processes.
 */
export async function contactOwner(ctx: AppContext, input: ContactInput): Promise<void> {
  const { request } = input;
  if (request.website?.trim()) {
    ctx.log.info({ boatId: input.boatId }, "contact form honeypot filled: message dropped");
    return;
  }
  const boat = await findContactableBoat(ctx.db, input.boatId);
  if (!boat) throw notFound();

  const now = new Date();
  await spendSenderBudget(ctx, request.email, now);

  const phone = request.phone ? request.phone : null;
  const screening = await screenRequest(ctx.db, {
    body: request.message,
    teamId: boat.teamId,
    at: now.toISOString(),
  });
  // A guest writing from the proven address of an account finds the enquiry there too: replies go to that
  // address anyway, so its owner learns nothing they would not read in their mail.
  const buyerUserId = input.userId ?? (await findVerifiedUserByEmail(ctx.db, request.email))?.id ?? null;
  const message = {
    buyerUserId,
    buyerName: request.name,
    buyerEmail: request.email,
    buyerPhone: phone,
    locale: input.locale,
    body: request.message,
    at: now.toISOString(),
    screeningReasons: screening.reasons,
    fingerprint: screening.fingerprint,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const thread = await findThreadConversation(trx, {
      teamId: boat.teamId,
      boatId: boat.id,
      buyerEmail: request.email,
      since: new Date(now.getTime() - THREAD_WINDOW_DAYS * DAY_MS).toISOString(),
    });
    let conversationId: number;
    if (thread) {
      await appendInboundMessage(trx, thread.id, message);
      conversationId = thread.id;
    } else {
      conversationId = await insertConversation(trx, { teamId: boat.teamId, boatId: boat.id, ...message });
    }
    // Held requests wait for the back office; clear ones reach the members who want each message by e-mail,
    // through the outbox, with the message.
    if (screening.reasons.length === 0) await notifyTeamOfRequest(ctx, conversationId, trx);
  });
  // Statistics must not undo or fail a message already stored (the buyer would send it again).
  await recordBoatEvent(ctx.db, {
    boatId: boat.id,
    teamId: boat.teamId,
    kind: "contact",
    visitorHash: visitorHash(boat.id, input.ip),
    at: now,
  }).catch((error: unknown) => ctx.log.error({ err: error, boatId: boat.id }, "contact event not recorded"));
}

/**
 * A buyer's follow-up from their account (their enquiries page) in one of their conversations: the same
 * budget, screening and notification as a new request, so writing from the account is no way around them.
 * The conversation's contact details stay as the buyer last gave them.
 */
export async function sendFollowUp(
  ctx: AppContext,
  conversation: {
    id: number;
    teamId: number;
    buyerUserId: number;
    buyerName: string;
    buyerEmail: string;
    buyerPhone: string | null;
    locale: string;
  },
  body: string,
): Promise<void> {
  const now = new Date();
  await spendSenderBudget(ctx, conversation.buyerEmail, now);
  const screening = await screenRequest(ctx.db, { body, teamId: conversation.teamId, at: now.toISOString() });
  await ctx.db.transaction().execute(async (trx) => {
    await appendInboundMessage(trx, conversation.id, {
      buyerUserId: conversation.buyerUserId,
      buyerName: conversation.buyerName,
      buyerEmail: conversation.buyerEmail,
      buyerPhone: conversation.buyerPhone,
      locale: conversation.locale,
      body,
      at: now.toISOString(),
      screeningReasons: screening.reasons,
      fingerprint: screening.fingerprint,
    });
    if (screening.reasons.length === 0) await notifyTeamOfRequest(ctx, conversation.id, trx);
  });
}
