import type { TEnquiry, TEnquiryRow } from "@keel/contracts/buyers";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { findCoverPhotos } from "../boats/boat-photos.repository.ts";
import { sendFollowUp } from "../contact/contact.service.ts";
import { imageUrls } from "../media/image-urls.ts";
import { findBuyerConversation, findBuyerConversations, findBuyerThread } from "./enquiries.repository.ts";

interface BoatColumns {
  boatId: number | null;
  boatTitle: string | null;
  boatSlug: string | null;
  boatStatus: string | null;
  teamStatus: string;
}

async function photosOf(db: Kysely<Database>, rows: BoatColumns[]) {
  const ids = [...new Set(rows.map((r) => r.boatId).filter((id): id is number => id !== null))];
  return new Map((await findCoverPhotos(db, ids)).map((p) => [p.boatId, p]));
}

function boatOf(row: BoatColumns, photos: Awaited<ReturnType<typeof photosOf>>): TEnquiryRow["boat"] {
  if (row.boatId === null || row.boatTitle === null) return null;
  const photo = photos.get(row.boatId);
  return {
    id: row.boatId,
    title: row.boatTitle,
    slug: row.boatSlug ?? "",
    // Linked only while its page is public.
    isPublic:
      row.teamStatus === "active" && (row.boatStatus === "published" || row.boatStatus === "under_offer"),
    photo: photo
      ? imageUrls(photo.storageKey, photo.width, photo.height, photo.caption ?? row.boatTitle)
      : null,
  };
}

/** The buyer's enquiries: their conversations with sellers, latest activity first. */
export async function listEnquiries(db: Kysely<Database>, userId: number) {
  const rows = await findBuyerConversations(db, userId);
  const photos = await photosOf(db, rows);
  const items = rows.map(
    (row): TEnquiryRow => ({
      id: row.id,
      boat: boatOf(row, photos),
      seller: { name: row.teamName, slug: row.teamSlug },
      preview: (row.lastBody ?? "").replace(/\s+/g, " ").slice(0, 160),
      isAwaitingBuyer: row.lastDirection === "outbound",
      replyCount: Number(row.replyCount ?? 0),
      createdAt: row.createdAt,
      lastMessageAt: row.lastMessageAt,
    }),
  );
  return { items, total: items.length };
}

/** One of the buyer's conversations with its messages; 404 for anyone else's. */
export async function getEnquiry(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
): Promise<TEnquiry> {
  const row = await findBuyerConversation(db, userId, conversationId);
  if (!row) throw notFound();
  const [messages, photos] = await Promise.all([findBuyerThread(db, row.id), photosOf(db, [row])]);
  return {
    id: row.id,
    boat: boatOf(row, photos),
    seller: { name: row.teamName, slug: row.teamSlug },
    createdAt: row.createdAt,
    lastMessageAt: row.lastMessageAt,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      body: m.body,
      createdAt: m.createdAt,
      author: m.direction === "outbound" ? m.authorFirstName : null,
    })),
  };
}

/** The buyer answers the seller in one of their conversations (the contact form's budget and screening). */
export async function replyAsBuyer(
  ctx: AppContext,
  userId: number,
  conversationId: number,
  body: string,
): Promise<void> {
  const row = await findBuyerConversation(ctx.db, userId, conversationId);
  if (!row) throw notFound();
  await sendFollowUp(ctx, { ...row, buyerUserId: userId }, body);
}
