/** The teams' copies of their gateway invoices. */
import type { Insertable, Kysely, Updateable } from "kysely";
import type { Database, InvoicesTable } from "../../db/schema.ts";

export async function findInvoice(db: Kysely<Database>, invoiceId: string) {
  return db.selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirst();
}

/** An invoice of the team's (none when it belongs to another team). */
export async function findTeamInvoice(db: Kysely<Database>, teamId: number, invoiceId: string) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", invoiceId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
}

export async function insertInvoice(db: Kysely<Database>, values: Insertable<InvoicesTable>): Promise<void> {
  await db.insertInto("invoices").values(values).execute();
}

export async function updateInvoice(
  db: Kysely<Database>,
  invoiceId: string,
  values: Updateable<InvoicesTable>,
): Promise<void> {
  await db.updateTable("invoices").set(values).where("id", "=", invoiceId).execute();
}

export async function setInvoiceConfirmationSent(db: Kysely<Database>, invoiceId: string): Promise<void> {
  await db.updateTable("invoices").set({ confirmationSent: true }).where("id", "=", invoiceId).execute();
}

/** A team's issued invoices (no drafts), newest first, at most 200. */
export async function findTeamInvoices(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("teamId", "=", teamId)
    .where("status", "<>", "draft")
    .orderBy("issuedAt", "desc")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}
