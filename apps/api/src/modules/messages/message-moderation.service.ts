import type { TAdminMessageListQuery } from "@keel/contracts/messages";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { anyContains } from "../../lib/word-match.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { VISIBLE_SCREENING } from "./messages.repository.ts";
import { notifyTeamOfRequest } from "./notifications.ts";

type ScreeningStatus = "clear" | "held" | "released" | "blocked";

const reasonsOf = (text: string | null) => (text ? text.split(",").filter(Boolean) : []);

/** Follow-ups screening held (or whose sender was then blocked) in conversations the team sees (decision 013). */
const WAITING_MESSAGES = ["held", "blocked"] as const;

const isVisibleScreening = (status: string) => (VISIBLE_SCREENING as readonly string[]).includes(status);

/** Ids of a conversation's follow-ups that wait for the back office (held, or their sender blocked). */
const waitingMessageIds = async (db: Kysely<Database>, conversationId: number) =>
  (
    await db
      .selectFrom("messages")
      .select("id")
      .where("conversationId", "=", conversationId)
      .where("screeningStatus", "in", WAITING_MESSAGES)
      .execute()
  ).map((m) => m.id);

/** Ids of conversations with a follow-up in one of these states (partial index messages_screening_queue). */
const conversationsWithMessages = (db: Kysely<Database>, statuses: readonly string[]) =>
  db
    .selectFrom("messages")
    .select("messages.conversationId")
    .where("messages.screeningStatus", "in", statuses);

/** Messages screening flagged that the team now sees, because an admin released them. */
const RELEASED_MESSAGES = ["released"] as const;

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

function moderationQuery(db: Kysely<Database>) {
  return db
    .selectFrom("conversations")
    .innerJoin("teams", "teams.id", "conversations.teamId")
    .leftJoin("boats", "boats.id", "conversations.boatId")
    .leftJoin("blockedSenders", "blockedSenders.email", "conversations.buyerEmail");
}

/**
 * The conversation's most pressing screened follow-up: the newest waiting one, else the newest released one
 * (a first request's screening is the conversation's own, so its message row is always clear).
 */
const screenedMessage = (eb: ExpressionBuilder<Database, "conversations">) =>
  eb
    .selectFrom("messages")
    .whereRef("messages.conversationId", "=", "conversations.id")
    .where("messages.screeningStatus", "in", [...WAITING_MESSAGES, ...RELEASED_MESSAGES])
    .orderBy(sql`case when ${sql.ref("messages.screeningStatus")} = 'released' then 1 else 0 end`)
    .orderBy("messages.id", "desc")
    .limit(1);

/** The screened follow-up's status and reasons, for moderationState (not for counting queries). */
const screenedColumns = (eb: ExpressionBuilder<Database, "conversations">) => [
  screenedMessage(eb).select("messages.screeningStatus").as("screenedStatus"),
  screenedMessage(eb).select("messages.screeningReasons").as("screenedReasons"),
];

/** Whether a follow-up of the conversation was held and then released (messages_conversation index). */
const hasReleasedMessage = (eb: ExpressionBuilder<Database, "conversations">) =>
  eb.exists(
    eb
      .selectFrom("messages")
      .select("messages.id")
      .whereRef("messages.conversationId", "=", "conversations.id")
      .where("messages.screeningStatus", "in", RELEASED_MESSAGES),
  );

/** Every request across teams for the back office, held ones first by default. */
export async function listMessagesForModeration(db: Kysely<Database>, query: TAdminMessageListQuery) {
  let base = moderationQuery(db);
  const screening = query.screening;
  if (screening === "held" || screening === "blocked") {
    // A held request, or a held follow-up in a conversation the team already sees.
    base = base.where((eb) =>
      eb.or([
        eb("conversations.screeningStatus", "=", screening),
        eb.and([
          eb("conversations.screeningStatus", "in", VISIBLE_SCREENING),
          eb("conversations.id", "in", conversationsWithMessages(db, [screening])),
        ]),
      ]),
    );
  } else if (screening === "released") {
    // A released request, or a thread with a released follow-up, when nothing in it waits.
    base = base
      .where("conversations.id", "not in", conversationsWithMessages(db, WAITING_MESSAGES))
      .where((eb) =>
        eb.or([
          eb("conversations.screeningStatus", "=", "released"),
          eb.and([eb("conversations.screeningStatus", "=", "clear"), hasReleasedMessage(eb)]),
        ]),
      );
  } else if (screening === "clear") {
    // Nothing in it was ever flagged.
    base = base
      .where("conversations.screeningStatus", "=", "clear")
      .where("conversations.id", "not in", conversationsWithMessages(db, WAITING_MESSAGES))
      .where((eb) => eb.not(hasReleasedMessage(eb)));
  }
  if (query.teamId) base = base.where("conversations.teamId", "=", query.teamId);
  if (query.q) {
    base = base.where(
      anyContains(["conversations.buyerName", "conversations.buyerEmail", "teams.name"], query.q),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        ...screenedColumns(eb),
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
        // The screened follow-up if any (what the moderator decides or decided on), else the first request.
        eb.fn
          .coalesce(
            screenedMessage(eb).select("messages.body"),
            eb
              .selectFrom("messages")
              .select("messages.body")
              .whereRef("messages.conversationId", "=", "conversations.id")
              .orderBy("messages.id")
              .limit(1),
          )
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
      ...moderationState(r),
      isSenderBlocked: r.blockedEmail !== null,
      createdAt: r.createdAt,
    })),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One conversation for the back office, each message with its own screening (ZAdminMessageItem). */
export async function getMessageForModeration(db: Kysely<Database>, conversationId: number) {
  const row = await moderationQuery(db)
    .select(screenedColumns)
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
  const rows = await db
    .selectFrom("messages")
    .leftJoin("users", "users.id", "messages.authorUserId")
    .select([
      "messages.id",
      "messages.direction",
      "messages.body",
      "messages.createdAt",
      "messages.screeningStatus",
      "messages.screeningReasons",
      "users.id as authorId",
      "users.firstName",
      "users.lastName",
    ])
    .where("messages.conversationId", "=", conversationId)
    .orderBy("messages.id")
    .execute();
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
 * Releases a held request to its team, which is notified as if it had just arrived. In a conversation the team
 * already sees, the waiting follow-ups join its thread: unread, back in the inbox, at the top.
 */
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
  const isConversationHeld = row.screeningStatus === "held" || row.screeningStatus === "blocked";
  const waiting = await waitingMessageIds(ctx.db, conversationId);
  if (!isConversationHeld && waiting.length === 0) throw new AppError("CONFLICT", "error.notHeld");
  await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable("conversations")
      .set(
        isConversationHeld
          ? { screeningStatus: "released", lastMessageAt: now }
          : { isRead: false, isArchived: false, lastMessageAt: now },
      )
      .where("id", "=", conversationId)
      .execute();
    if (waiting.length > 0)
      await trx
        .updateTable("messages")
        .set({ screeningStatus: "released" })
        .where("conversationId", "=", conversationId)
        .where("screeningStatus", "in", WAITING_MESSAGES)
        .execute();
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
  const row = await db
    .selectFrom("conversations")
    .select(["buyerEmail", "teamId", "screeningStatus"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  // In a conversation the team sees, only the waiting follow-ups are the back office's to delete.
  const waiting = isVisibleScreening(row.screeningStatus) ? await waitingMessageIds(db, conversationId) : [];
  await db.transaction().execute(async (trx) => {
    if (waiting.length > 0) await trx.deleteFrom("messages").where("id", "in", waiting).execute();
    else await trx.deleteFrom("conversations").where("id", "=", conversationId).execute();
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
    const ofSender = trx
      .selectFrom("conversations")
      .select("conversations.id")
      .where(sql`lower(${sql.ref("conversations.buyerEmail")})`, "=", email);
    await trx
      .updateTable("conversations")
      .set({ screeningStatus: "blocked" })
      .where("id", "in", ofSender)
      .where("screeningStatus", "=", "held")
      .execute();
    await trx
      .updateTable("messages")
      .set({ screeningStatus: "blocked" })
      .where("conversationId", "in", ofSender)
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
