import type { TAdminMessageListQuery } from "@keel/contracts/inbox";
import { type Kysely, sql } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { containsPattern } from "../../lib/word-match.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { notifyTeamOfRequest } from "./notifications.ts";

const reasonsOf = (text: string | null) => (text ? text.split(",").filter(Boolean) : []);

function moderationQuery(db: Kysely<Database>) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .leftJoin("blockedSenders", "blockedSenders.email", "conversations.buyerEmail");
}

/** Every request across teams for the back office, held ones first by default. */
export async function listMessagesForModeration(db: Kysely<Database>, query: TAdminMessageListQuery) {
  let base = moderationQuery(db);
  if (query.screening !== "all") base = base.where("conversations.screeningStatus", "=", query.screening);
  if (query.teamId) base = base.where("conversations.teamId", "=", query.teamId);
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref("conversations.buyerName")})`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(${sql.ref("conversations.buyerEmail")})`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(${sql.ref("teams.name")})`, "like", sql`${like} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        "conversations.id",
        "conversations.buyerName",
        "conversations.buyerEmail",
        "conversations.screeningStatus",
        "conversations.screeningReasons",
        "conversations.createdAt",
        "teams.id as teamId",
        "teams.name as teamName",
        "boats.id as boatId",
        "boats.title as boatTitle",
        "blockedSenders.email as blockedEmail",
        eb
          .selectFrom("messages")
          .select("messages.body")
          .whereRef("messages.conversationId", "=", "conversations.id")
          .orderBy("messages.id")
          .limit(1)
          .as("body"),
      ])
      .orderBy("conversations.createdAt", "desc")
      .orderBy("conversations.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      team: { id: r.teamId, name: r.teamName },
      boat: r.boatId === null || r.boatTitle === null ? null : { id: r.boatId, title: r.boatTitle },
      buyer: { name: r.buyerName, email: r.buyerEmail },
      preview: (r.body ?? "").replace(/\s+/g, " ").slice(0, 160),
      screeningStatus: r.screeningStatus as "clear" | "held" | "released" | "blocked",
      screeningReasons: reasonsOf(r.screeningReasons),
      isSenderBlocked: r.blockedEmail !== null,
      createdAt: r.createdAt,
    })),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getMessageForModeration(db: Kysely<Database>, conversationId: number) {
  const row = await moderationQuery(db)
    .select([
      "conversations.id",
      "conversations.buyerName",
      "conversations.buyerEmail",
      "conversations.buyerPhone",
      "conversations.screeningStatus",
      "conversations.screeningReasons",
      "conversations.createdAt",
      "teams.id as teamId",
      "teams.name as teamName",
      "boats.id as boatId",
      "boats.title as boatTitle",
      "blockedSenders.email as blockedEmail",
    ])
    .where("conversations.id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const messages = await db
    .selectFrom("messages")
    .leftJoin("users", "users.id", "messages.authorUserId")
    .select([
      "messages.id",
      "messages.direction",
      "messages.body",
      "messages.createdAt",
      "users.id as authorId",
      "users.firstName",
      "users.lastName",
    ])
    .where("messages.conversationId", "=", conversationId)
    .orderBy("messages.id")
    .execute();
  return {
    id: row.id,
    team: { id: row.teamId, name: row.teamName },
    boat: row.boatId === null || row.boatTitle === null ? null : { id: row.boatId, title: row.boatTitle },
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    preview: (messages[0]?.body ?? "").slice(0, 160),
    screeningStatus: row.screeningStatus as "clear" | "held" | "released" | "blocked",
    screeningReasons: reasonsOf(row.screeningReasons),
    isSenderBlocked: row.blockedEmail !== null,
    createdAt: row.createdAt,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      body: m.body,
      createdAt: m.createdAt,
      author:
        m.authorId === null || m.firstName === null
          ? null
          : { id: m.authorId, name: `${m.firstName} ${m.lastName ?? ""}`.trim() },
    })),
  };
}

/** Releases a held request to its team, which is notified as if it had just arrived. */
export async function releaseMessage(
  ctx: AppContext,
  actorUserId: number,
  conversationId: number,
): Promise<void> {
  const row = await ctx.db
    .selectFrom("conversations")
    .select(["screeningStatus"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.screeningStatus !== "held" && row.screeningStatus !== "blocked")
    throw new AppError("CONFLICT", "error.notHeld");
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("conversations")
      .set({ screeningStatus: "released", lastMessageAt: nowIso() })
      .where("id", "=", conversationId)
      .execute();
    await recordAudit(trx, {
      actorUserId,
      action: "message.release",
      entityType: "conversation",
      entityId: conversationId,
      details: { from: row.screeningStatus },
    });
  });
  await notifyTeamOfRequest(ctx, conversationId);
}

export async function deleteMessage(
  db: Kysely<Database>,
  actorUserId: number,
  conversationId: number,
): Promise<void> {
  const row = await db
    .selectFrom("conversations")
    .select(["buyerEmail", "teamId"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("conversations").where("id", "=", conversationId).execute();
    await recordAudit(trx, {
      actorUserId,
      action: "message.delete",
      entityType: "conversation",
      entityId: conversationId,
      details: { buyerEmail: row.buyerEmail, teamId: row.teamId },
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
  const row = await db
    .selectFrom("conversations")
    .select("buyerEmail")
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const email = row.buyerEmail.toLowerCase();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("blockedSenders")
      .values({ email, reason: reason ?? null, blockedByUserId: actorUserId, createdAt: nowIso() })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
    await trx
      .updateTable("conversations")
      .set({ screeningStatus: "blocked" })
      .where("buyerEmail", "=", row.buyerEmail)
      .where("screeningStatus", "=", "held")
      .execute();
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
  const row = await db
    .selectFrom("conversations")
    .select("buyerEmail")
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const email = row.buyerEmail.toLowerCase();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("blockedSenders").where("email", "=", email).execute();
    await recordAudit(trx, { actorUserId, action: "sender.unblock", entityType: "sender", entityId: email });
  });
}
