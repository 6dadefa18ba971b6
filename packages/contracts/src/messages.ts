import { z } from "zod";
import { ZAdminPagination } from "./admin.ts";
import { ZImage } from "./boats.ts";
import { ZId, ZPage } from "./common.ts";
import { REPLY_MAX } from "./contact-limits.ts";
import { LOCALES } from "./locales.ts";
import {
  CONVERSATION_SORTS,
  LEAD_STATUSES,
  MESSAGE_PAGE_SIZES,
  MESSAGE_VIEWS,
  NOTIFICATION_PREFERENCES,
  SCREENING_STATUSES,
} from "./message-codes.ts";

export {
  CONVERSATION_SORTS,
  type ConversationSort,
  LEAD_STATUSES,
  type LeadStatus,
  MESSAGE_PAGE_SIZES,
  MESSAGE_VIEWS,
  type MessageView,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  SCREENING_STATUSES,
  type ScreeningStatus,
} from "./message-codes.ts";

export const NOTE_MAX = 4_000;

const pageSize = z.coerce
  .number()
  .int()
  .refine((v) => (MESSAGE_PAGE_SIZES as readonly number[]).includes(v), {
    message: "must be 12, 24, 48 or 100",
  });

/** The team inbox and the requests view share this query (no `meta` id: querystrings are inlined). */
export const ZConversationListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  boatId: ZId.optional(),
  view: z.enum(MESSAGE_VIEWS).default("inbox"),
  leadStatus: z.enum(LEAD_STATUSES).optional(),
  assigneeId: z.union([z.literal("none"), ZId]).optional(),
  sort: z.enum(CONVERSATION_SORTS).default("last_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: pageSize.default(24),
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuery>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });
const ZBoatRef = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string(), photo: ZImage.nullable() })
  .nullable();

export const ZConversationRow = z
  .object({
    id: z.number().int(),
    boat: ZBoatRef,
    buyer: z.object({ name: z.string(), email: z.string() }),
    preview: z.string(),
    isRead: z.boolean(),
    isArchived: z.boolean(),
    leadStatus: z.enum(LEAD_STATUSES),
    assignee: ZPerson.nullable(),
    notesCount: z.number().int(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    /** Minutes from the request to the team's first reply; null until someone replies. */
    firstReplyMinutes: z.number().nullable(),
  })
  .meta({ id: "ConversationRow" });
export type TConversationRow = z.infer<typeof ZConversationRow>;

export const ZConversationList = ZPage(ZConversationRow)
  .extend({
    unreadCount: z.number().int(),
    /** The team's median first-reply time over the last 90 days (null under three replied requests). */
    medianFirstReplyMinutes: z.number().nullable(),
  })
  .meta({ id: "ConversationList" });

export const ZMessageItem = z.object({
  id: z.number().int(),
  direction: z.enum(["inbound", "outbound"]),
  body: z.string(),
  createdAt: z.string(),
  author: ZPerson.nullable(),
});

export const ZConversation = ZConversationRow.omit({ preview: true, notesCount: true })
  .extend({
    buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    locale: z.enum(LOCALES),
    messages: z.array(ZMessageItem),
    notes: z.array(
      z.object({ id: z.number().int(), body: z.string(), createdAt: z.string(), author: ZPerson.nullable() }),
    ),
    /** Whether the caller may reply (docs/permissions.md: admins, owners, or the assigned member). */
    canReply: z.boolean(),
  })
  .meta({ id: "Conversation" });
export type TConversation = z.infer<typeof ZConversation>;

export const ZReply = z.object({ body: z.string().trim().min(1).max(REPLY_MAX) }).meta({ id: "Reply" });
export const ZNoteCreate = z
  .object({ body: z.string().trim().min(1).max(NOTE_MAX) })
  .meta({ id: "NoteCreate" });

export const ZConversationUpdate = z
  .object({
    isRead: z.boolean(),
    isArchived: z.boolean(),
    leadStatus: z.enum(LEAD_STATUSES),
    assigneeUserId: z.number().int().positive().nullable(),
  })
  .partial()
  .meta({ id: "ConversationUpdate" });

export const ZConversationParams = z.object({
  teamId: ZId,
  conversationId: ZId,
});

export const ZInboxSummary = z.object({ unreadCount: z.number().int() }).meta({ id: "InboxSummary" });

/** The inbox's boat filter: each boat the team's conversations are about, once, with how many, by title. */
export const ZConversationBoatList = z
  .object({
    items: z.array(
      z.object({ id: z.number().int(), title: z.string(), conversations: z.number().int().nonnegative() }),
    ),
  })
  .meta({ id: "ConversationBoatList" });
export type TConversationBoatList = z.infer<typeof ZConversationBoatList>;

export const ZNotificationPreference = z
  .object({ messageNotifications: z.enum(NOTIFICATION_PREFERENCES) })
  .meta({ id: "NotificationPreference" });

// ---- back office ----

export const ZAdminMessageListQuery = ZAdminPagination.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  screening: z.enum([...SCREENING_STATUSES, "all"]).default("held"),
  teamId: ZId.optional(),
});
export type TAdminMessageListQuery = z.infer<typeof ZAdminMessageListQuery>;

/**
 * A conversation in the back office's list. Its screening is that of its most pressing message (decision 013):
 * a held or blocked one (newest first), else a released one, else clear; reasons and preview are that message's.
 */
export const ZAdminMessageRow = z
  .object({
    id: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    boat: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    preview: z.string(),
    screeningStatus: z.enum(SCREENING_STATUSES),
    screeningReasons: z.array(z.string()),
    isSenderBlocked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminMessageRow" });
export const ZAdminMessageList = ZPage(ZAdminMessageRow).meta({ id: "AdminMessageList" });
/**
 * A message of a conversation as the back office sees it, with its own screening (decision 013): the first
 * request carries the conversation's, each later buyer message its own; the team's replies are not screened.
 */
export const ZAdminMessageItem = ZMessageItem.extend({
  screeningStatus: z.enum(SCREENING_STATUSES),
  screeningReasons: z.array(z.string()),
}).meta({ id: "AdminMessageItem" });
export type TAdminMessageItem = z.infer<typeof ZAdminMessageItem>;
export const ZAdminMessage = ZAdminMessageRow.extend({
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  messages: z.array(ZAdminMessageItem),
}).meta({ id: "AdminMessage" });
export const ZBlockSender = z
  .object({ reason: z.string().trim().max(500).optional() })
  .meta({ id: "BlockSender" });
