/**
 * The e-mail outbox: a mail is rendered and stored here in the transaction of the change that causes it, with
 * a delivery job (docs/decisions/024-job-queue.md). Delivery sends it and then marks it sent; a message already
 * marked is never sent again, so a retry after an SMTP refusal cannot duplicate anything. The one window left is
 * a crash after the SMTP server accepted the message and before `sent_at` was written: the message then goes
 * out again, with the same Message-ID, which lets receiving servers and clients drop the copy.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { defineJob, enqueueJob, PermanentJobError } from "../jobs/queue.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";
import { findOutboxMail, insertOutboxMail, markMailSent } from "./outbox.repository.ts";

export const deliverMail = defineJob({
  kind: "mail.deliver",
  payload: z.object({ outboxId: z.number().int().positive() }),
  // 30 s, 1, 2, 4 … 60 min: about 9 hours of retries before the message is dead (and retried by hand).
  maxAttempts: 14,
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  async run(ctx, { outboxId }) {
    const mail = await findOutboxMail(ctx.db, outboxId);
    // Gone (pruned, or its account deleted) or already accepted by the SMTP server: nothing to do.
    if (!mail || mail.sentAt !== null) return;
    await sendOrClassify(ctx.mailer, {
      to: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      ...(mail.fromName ? { fromName: mail.fromName } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
    });
    await markMailSent(ctx.db, outboxId, nowIso());
  },
});

/**
 * A recipient the mail server refuses for good (5xx to RCPT TO: no such mailbox) will not be accepted on a
 * retry: that delivery is dead at once. Every other failure (connection refused, 4xx, authentication) is
 * retried, since it usually mends itself.
 */
async function sendOrClassify(mailer: Mailer, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    if (code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500) {
      throw new PermanentJobError(`recipient refused: ${(error as Error).message}`);
    }
    throw error;
  }
}

/**
 * Stores a rendered mail and its delivery job with `db`: pass the transaction of the change that causes the
 * mail, and the mail exists exactly when that change commits.
 */
export async function queueMail(
  db: Kysely<Database>,
  mail: OutgoingMail & { template: string },
  domain: string,
): Promise<number> {
  const id = await insertOutboxMail(db, {
    template: mail.template,
    recipient: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    fromName: mail.fromName ?? null,
    replyTo: mail.replyTo ?? null,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
    messageId: `<${Date.now().toString(36)}.${randomBytes(8).toString("hex")}@${domain}>`,
    createdAt: nowIso(),
  });
  await enqueueJob(db, deliverMail, { outboxId: id }, { idempotencyKey: String(id) });
  return id;
}
