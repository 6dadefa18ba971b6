import type { Insertable, Kysely } from "kysely";
import type { Database, MailOutboxTable } from "../../db/schema.ts";

/** A stored mail with what its delivery needs; undefined once pruned or deleted with its account. */
export function findOutboxMail(db: Kysely<Database>, outboxId: number) {
  return db
    .selectFrom("mailOutbox")
    .select([
      "recipient",
      "subject",
      "html",
      "text",
      "fromName",
      "replyTo",
      "unsubscribeUrl",
      "messageId",
      "sentAt",
    ])
    .where("id", "=", outboxId)
    .executeTakeFirst();
}

/** Marks a mail sent, unless it already was. */
export async function markMailSent(db: Kysely<Database>, outboxId: number, now: string): Promise<void> {
  await db
    .updateTable("mailOutbox")
    .set({ sentAt: now })
    .where("id", "=", outboxId)
    .where("sentAt", "is", null)
    .execute();
}

/** Stores a rendered mail; its id. */
export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: Omit<Insertable<MailOutboxTable>, "id" | "sentAt">,
): Promise<number> {
  const { id } = await db.insertInto("mailOutbox").values(mail).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Removes messages sent before `before` (their content has no use once delivered). */
export async function deleteSentMail(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom("mailOutbox").where("sentAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
