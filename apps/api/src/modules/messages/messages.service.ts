import type { TeamRole } from "@keel/contracts/auth";
import { isLocale } from "@keel/contracts/locales";
import type {
  LeadStatus,
  TConversation,
  TConversationListQuery,
  TConversationRow,
} from "@keel/contracts/messages";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, forbidden, notFound } from "../../errors.ts";
import { hasRole } from "../../plugins/access.ts";
import { findCoverPhotos } from "../boats/boat-photos.repository.ts";
import { imageUrls } from "../media/image-urls.ts";
import { replyTimes } from "../professionals/professionals.service.ts";
import { findMembership } from "../teams/teams.repository.ts";
import {
  countUnread,
  deleteConversationRow,
  findConversation,
  findConversationPage,
  findThread,
  insertNote,
  insertReply,
  markConversationRead,
  setConversationState,
} from "./messages.repository.ts";
import { sendReplyToBuyer } from "./notifications.ts";

export interface Viewer {
  userId: number;
  role: TeamRole;
  /** A team API key reading for software: it leaves conversations unread for the people of the team. */
  isApiKey?: boolean;
}

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, name: `${first} ${last ?? ""}`.trim() };

const minutesBetween = (from: string, to: string | null) =>
  to === null ? null : Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * The team's median time to first reply over the last 90 days, in minutes; null under three replied requests
 * (too few to promise buyers anything). Shown as "usually replies within …" (same figure as the public badge).
 */
export async function medianFirstReplyMinutes(
  db: Kysely<Database>,
  teamId: number,
  now = new Date(),
): Promise<number | null> {
  return (await replyTimes(db, [teamId], now)).get(teamId) ?? null;
}

async function mainPhotos(db: Kysely<Database>, boatIds: number[]) {
  if (boatIds.length === 0) return new Map<number, { storageKey: string; width: number; height: number }>();
  const rows = await findCoverPhotos(db, boatIds);
  return new Map(rows.map((r) => [r.boatId, r]));
}

/** The team's conversations for the inbox and the requests view, with the unread count and reply median. */
export async function listConversations(db: Kysely<Database>, teamId: number, query: TConversationListQuery) {
  const [{ items, total }, unreadCount, medianMinutes] = await Promise.all([
    findConversationPage(db, teamId, query),
    countUnread(db, teamId),
    medianFirstReplyMinutes(db, teamId),
  ]);
  const photos = await mainPhotos(db, [
    ...new Set(items.map((i) => i.boatId).filter((id): id is number => id !== null)),
  ]);
  const rows: TConversationRow[] = items.map((row) => {
    const photo = row.boatId === null ? undefined : photos.get(row.boatId);
    return {
      id: row.id,
      boat:
        row.boatId === null || row.boatTitle === null
          ? null
          : {
              id: row.boatId,
              title: row.boatTitle,
              slug: row.boatSlug ?? "",
              photo: photo ? imageUrls(photo.storageKey, photo.width, photo.height, row.boatTitle) : null,
            },
      buyer: { name: row.buyerName, email: row.buyerEmail },
      preview: (row.lastBody ?? "").replace(/\s+/g, " ").slice(0, 160),
      isRead: Boolean(row.isRead),
      isArchived: Boolean(row.isArchived),
      leadStatus: row.leadStatus as LeadStatus,
      assignee: person(row.assigneeUserId, row.assigneeFirstName, row.assigneeLastName),
      notesCount: Number(row.notesCount ?? 0),
      createdAt: row.createdAt,
      lastMessageAt: row.lastMessageAt,
      firstReplyMinutes: minutesBetween(row.createdAt, row.firstReplyAt),
    };
  });
  return {
    items: rows,
    total,
    page: query.page,
    pageSize: query.pageSize,
    unreadCount,
    medianFirstReplyMinutes: medianMinutes,
  };
}

/** Replying is for the team's admins and owners, and for the member the request is assigned to. */
export function canReply(viewer: Viewer, assigneeUserId: number | null): boolean {
  return hasRole(viewer.role, "admin") || assigneeUserId === viewer.userId;
}

/** A conversation with its messages and notes; opening it marks it read (not when an API key reads it). */
export async function getConversation(
  db: Kysely<Database>,
  teamId: number,
  conversationId: number,
  viewer: Viewer,
): Promise<TConversation> {
  const row = await findConversation(db, teamId, conversationId);
  if (!row) throw notFound();
  const isRead = Boolean(row.isRead) || !viewer.isApiKey;
  if (!row.isRead && isRead) await markConversationRead(db, row.id);
  const [{ messages, notes }, photos] = await Promise.all([
    findThread(db, row.id),
    mainPhotos(db, row.boatId === null ? [] : [row.boatId]),
  ]);
  const photo = row.boatId === null ? undefined : photos.get(row.boatId);
  return {
    id: row.id,
    boat:
      row.boatId === null || row.boatTitle === null
        ? null
        : {
            id: row.boatId,
            title: row.boatTitle,
            slug: row.boatSlug ?? "",
            photo: photo ? imageUrls(photo.storageKey, photo.width, photo.height, row.boatTitle) : null,
          },
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    locale: isLocale(row.locale) ? row.locale : "en-US",
    isRead,
    isArchived: Boolean(row.isArchived),
    leadStatus: row.leadStatus as LeadStatus,
    assignee: person(row.assigneeUserId, row.assigneeFirstName, row.assigneeLastName),
    createdAt: row.createdAt,
    lastMessageAt: row.lastMessageAt,
    firstReplyMinutes: minutesBetween(row.createdAt, row.firstReplyAt),
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      body: m.body,
      createdAt: m.createdAt,
      author: person(m.authorId, m.firstName, m.lastName),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.createdAt,
      author: person(n.authorId, n.firstName, n.lastName),
    })),
    canReply: canReply(viewer, row.assigneeUserId),
  };
}

/**
 * Stores the reply and e-mails it to the buyer in the buyer's language, from the team's name, with reply-to
 * reaching the team. The first reply stamps the first-reply time and moves a new lead to "contacted".
 */
export async function replyToConversation(
  ctx: AppContext,
  teamId: number,
  conversationId: number,
  viewer: Viewer,
  body: string,
): Promise<void> {
  const row = await findConversation(ctx.db, teamId, conversationId);
  if (!row) throw notFound();
  if (!canReply(viewer, row.assigneeUserId)) throw new AppError("FORBIDDEN", "error.replyNotAllowed");
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await insertReply(trx, { conversationId, authorUserId: viewer.userId, body, createdAt: now });
    await setConversationState(trx, conversationId, {
      lastMessageAt: now,
      isRead: true,
      ...(row.firstReplyAt ? {} : { firstReplyAt: now }),
      ...(row.leadStatus === "new" ? { leadStatus: "contacted" } : {}),
    });
    await sendReplyToBuyer(ctx, { conversationId, teamId, authorUserId: viewer.userId, body }, trx);
  });
}

/**
 * Changes the state of a request. Any member marks read/unread or archives; the lead status and the assignee
 * are for admins and owners, and the assignee must be a member of the team.
 */
export async function updateConversation(
  db: Kysely<Database>,
  teamId: number,
  conversationId: number,
  viewer: Viewer,
  input: { isRead?: boolean; isArchived?: boolean; leadStatus?: LeadStatus; assigneeUserId?: number | null },
): Promise<void> {
  const row = await findConversation(db, teamId, conversationId);
  if (!row) throw notFound();
  if (
    (input.leadStatus !== undefined || input.assigneeUserId !== undefined) &&
    !hasRole(viewer.role, "admin")
  ) {
    // A member may still move the lead of a request assigned to them.
    if (!(input.assigneeUserId === undefined && row.assigneeUserId === viewer.userId)) throw forbidden();
  }
  if (input.assigneeUserId) {
    if (!(await findMembership(db, teamId, input.assigneeUserId))) {
      throw new AppError("VALIDATION_FAILED", "error.validation", {
        details: [
          {
            path: "body.assigneeUserId",
            code: "not_a_member",
            message: "the assignee must be a member of the team",
          },
        ],
      });
    }
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) await setConversationState(db, conversationId, changes);
}

export async function addNote(
  db: Kysely<Database>,
  teamId: number,
  conversationId: number,
  viewer: Viewer,
  body: string,
): Promise<void> {
  const row = await findConversation(db, teamId, conversationId);
  if (!row) throw notFound();
  await insertNote(db, { conversationId, authorUserId: viewer.userId, body, createdAt: nowIso() });
}

export async function deleteConversation(
  db: Kysely<Database>,
  teamId: number,
  conversationId: number,
): Promise<void> {
  const row = await findConversation(db, teamId, conversationId);
  if (!row) throw notFound();
  await deleteConversationRow(db, conversationId);
}
