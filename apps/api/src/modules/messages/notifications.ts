/**
 * E-mails of the inbox: the team's reply to a buyer, and the daily digest for members who chose it
 * (docs/decisions/013-inbox.md). Instant notifications of new requests are sent by the contact flow. Each goes
 * through the mail outbox (docs/decisions/024-job-queue.md): pass the transaction of the change as `db`.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { defineJob } from "../jobs/queue.ts";
import { sendTemplate } from "../mail/send.ts";
import {
  claimDigest,
  findMembersDueForDigest,
  findMembersNotifiedOfEach,
  findReplyRecipient,
  findRequestsForDigest,
  findRequestToNotify,
} from "./notifications.repository.ts";

/** The reply goes out from the team's name; the buyer's answer reaches the team's address (or the author's). */
export async function sendReplyToBuyer(
  ctx: AppContext,
  input: { conversationId: number; teamId: number; authorUserId: number; body: string },
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  const row = await findReplyRecipient(db, input.conversationId, input.authorUserId);
  await sendTemplate(
    ctx,
    {
      template: "buyerReply",
      to: row.buyerEmail,
      language: row.locale,
      name: row.buyerName,
      values: { team: row.teamName, boat: row.boatTitle ?? row.teamName, reply: input.body },
      ...(row.boatSlug ? { actionPath: `/boats/${row.boatSlug}` } : {}),
      fromName: row.teamName,
      replyTo: row.teamEmail ?? row.authorEmail,
    },
    db,
  );
}

/**
 * E-mails the buyer's newest message to the team's members who chose one e-mail per message, each in their own
 * language, with reply-to the buyer. Used at arrival (a new request or a follow-up), and when the back office
 * releases a held one.
 */
export async function notifyTeamOfRequest(
  ctx: AppContext,
  conversationId: number,
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  const request = await findRequestToNotify(db, conversationId);
  const recipients = await findMembersNotifiedOfEach(db, request.teamId);
  // One after another: on SQLite a transaction is one connection.
  for (const member of recipients) {
    await sendTemplate(
      ctx,
      {
        template: "newMessage",
        to: member.email,
        language: member.language,
        name: member.firstName,
        values: {
          buyer: request.buyerName,
          contact: request.buyerPhone ? `${request.buyerEmail} · ${request.buyerPhone}` : request.buyerEmail,
          boat: request.boatTitle ?? request.teamName,
          team: request.teamName,
          message: request.body ?? "",
        },
        actionPath: `/dashboard/messages/${conversationId}`,
        fromName: request.buyerName,
        replyTo: request.buyerEmail,
        unsubscribe: { teamId: request.teamId, userId: member.userId },
      },
      db,
    );
  }
}

const DIGEST_EVERY_MS = 24 * 3_600_000;

/**
 * Sends each member who chose the daily digest the requests of the last 24 hours, at most once a day per
 * team. Safe to run often and from several processes: a member's `digest_sent_at` is claimed in the transaction
 * that writes the digest to the outbox. Returns how many digests were written.
 */
export async function sendDailyDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const members = await findMembersDueForDigest(ctx.db, dueBefore);
  let sent = 0;
  const since = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  for (const member of members) {
    // The claim and the digest's outbox row commit together: a digest is written once or not at all, whatever
    // process or job run gets to the member first.
    const wasSent = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, member, member.digestSentAt, now.toISOString()))) return false;
      const requests = await findRequestsForDigest(
        trx,
        member.teamId,
        member.digestSentAt && member.digestSentAt > since ? member.digestSentAt : since,
      );
      if (requests.length === 0) return false;
      await sendTemplate(
        ctx,
        {
          template: "messageDigest",
          to: member.email,
          language: member.language,
          name: member.firstName,
          values: {
            team: member.teamName,
            count: String(requests.length),
            items: requests
              .map((r) => `• ${r.buyerName}${r.boatTitle ? ` — ${r.boatTitle}` : ""}`)
              .join("\n"),
          },
          actionPath: "/dashboard/messages",
          unsubscribe: { teamId: member.teamId, userId: member.userId },
        },
        trx,
      );
      return true;
    });
    if (wasSent) sent += 1;
  }
  return sent;
}

/** The digest's hourly run on the job queue: one job per hour across all processes (the schedule's key). */
export const dailyDigestJob = defineJob({
  kind: "messages.digest",
  payload: z.object({}),
  schedule: "0 * * * *",
  maxAttempts: 3,
  async run(ctx, _payload, job) {
    await sendDailyDigests(ctx, job.now);
  },
});
