import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
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
