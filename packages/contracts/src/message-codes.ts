/**
 * The messages' fixed lists, with no zod, so the browser may import them (the messages, requests and moderation
 * lists' filters and sorts, the lead form, the notification choice). `messages.ts` and `admin-conversations.ts`
 * build their schemas on them.
 */

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** When a member hears of new requests: each one, a daily digest, or never. */
export const NOTIFICATION_PREFERENCES = ["each", "daily", "none"] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const SCREENING_STATUSES = ["clear", "held", "released", "blocked"] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** The messages list's views: `inbox` (not archived, the default), unread, archived, all. */
export const MESSAGE_VIEWS = ["inbox", "unread", "archived", "all"] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];

/** The orders of the messages and requests lists; newest activity first unless asked. */
export const CONVERSATION_SORTS = [
  "last_desc",
  "created_desc",
  "created_asc",
  "status",
  "assignee",
  "first_reply",
] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];

/** The public page sizes plus 100, as in the back office. */
export const MESSAGE_PAGE_SIZES = [12, 24, 48, 100] as const;
