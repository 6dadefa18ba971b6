import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { VISIBLE_SCREENING } from "../messages/messages.repository.ts";
import { PUBLIC_STATUSES } from "../search/search.repository.ts";

/** A boat buyers may contact: public status, active team. */
export function findContactableBoat(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select(["boats.id", "boats.teamId", "boats.title", "teams.name as teamName"])
    .where("boats.id", "=", boatId)
    .where("boats.status", "in", PUBLIC_STATUSES)
    .where("teams.status", "=", "active")
    .executeTakeFirst();
}

export interface NewConversation {
  teamId: number;
  boatId: number;
  /** The account the enquiry shows in, if any (docs/decisions/045). */
  buyerUserId: number | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  locale: string;
  body: string;
  at: string;
  /** Why screening held the request (empty: clear), and the body's fingerprint (messages/screening.ts). */
  screeningReasons: string[];
  fingerprint: string;
}

/** A new, unread conversation and its first inbound message; run inside the caller's transaction. */
export async function insertConversation(trx: Kysely<Database>, c: NewConversation): Promise<number> {
  const { id } = await trx
    .insertInto("conversations")
    .values({
      teamId: c.teamId,
      boatId: c.boatId,
      buyerName: c.buyerName,
      buyerEmail: c.buyerEmail,
      buyerPhone: c.buyerPhone,
      buyerUserId: c.buyerUserId,
      locale: c.locale,
      isRead: false,
      leadStatus: "new",
      screeningStatus: c.screeningReasons.length > 0 ? "held" : "clear",
      screeningReasons: c.screeningReasons.length > 0 ? c.screeningReasons.join(",") : null,
      lastMessageAt: c.at,
      createdAt: c.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("messages")
    .values({
      conversationId: id,
      direction: "inbound",
      authorUserId: null,
      body: c.body,
      createdAt: c.at,
      fingerprint: c.fingerprint,
    })
    .execute();
  return id;
}

/**
 * The buyer's conversation a new request about the same boat joins (docs/decisions/013-inbox.md): same team and
 * boat, same address in any case, visible to the team (a held one is the back office's), last active at or after
 * `since` (archived ones too). Deleted conversations are gone, so a request after a deletion starts afresh.
 */
export function findThreadConversation(
  db: Kysely<Database>,
  input: { teamId: number; boatId: number; buyerEmail: string; since: string },
) {
  return db
    .selectFrom("conversations")
    .select(["id"])
    .where("teamId", "=", input.teamId)
    .where("boatId", "=", input.boatId)
    .where(sql`lower(${sql.ref("buyerEmail")})`, "=", input.buyerEmail.toLowerCase())
    .where("lastMessageAt", ">=", input.since)
    .where("screeningStatus", "in", VISIBLE_SCREENING)
    .orderBy("lastMessageAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * A buyer's follow-up in their conversation; run inside the caller's transaction. A clear one brings the
 * conversation back to the inbox, unread, at the top, with the buyer's newest contact details; the lead keeps
 * its status, assignee, notes and first reply. A held one waits for the back office and changes nothing the
 * team can see.
 */
export async function appendInboundMessage(
  trx: Kysely<Database>,
  conversationId: number,
  c: Omit<NewConversation, "teamId" | "boatId">,
): Promise<void> {
  const isHeld = c.screeningReasons.length > 0;
  await trx
    .insertInto("messages")
    .values({
      conversationId,
      direction: "inbound",
      authorUserId: null,
      body: c.body,
      createdAt: c.at,
      fingerprint: c.fingerprint,
      screeningStatus: isHeld ? "held" : "clear",
      screeningReasons: isHeld ? c.screeningReasons.join(",") : null,
    })
    .execute();
  if (isHeld) return;
  await trx
    .updateTable("conversations")
    .set({
      isRead: false,
      isArchived: false,
      lastMessageAt: c.at,
      buyerName: c.buyerName,
      buyerEmail: c.buyerEmail,
      // A phone left out this time is not a request to forget the one given before.
      ...(c.buyerPhone ? { buyerPhone: c.buyerPhone } : {}),
      // Nor does a guest's follow-up unlink the conversation from the account that holds it.
      ...(c.buyerUserId !== null ? { buyerUserId: c.buyerUserId } : {}),
      locale: c.locale,
    })
    .where("id", "=", conversationId)
    .execute();
}
