/**
 * The lists of the messages (`/dashboard/messages`), the requests (`/dashboard/requests`) and the message
 * moderation queue (`/admin/messages`): what their URLs may hold, read and written with the back-office list
 * helpers (docs/decisions/014), on the lists of the contracts' zod-free `message-codes` (these specs also run in
 * the browser).
 *
 * Defaults never appear in a URL, so one list state has one URL: the messages view `inbox`, the moderation
 * status `held` and the default sorts are left out and read back as "not given".
 */
import {
  CONVERSATION_SORTS,
  type ConversationSort,
  LEAD_STATUSES,
  MESSAGE_PAGE_SIZES,
  MESSAGE_VIEWS,
} from "@keel/contracts/message-codes";
import { idRule, type ListQuery, type ListSpec, type ParamRule, textRule } from "#app/ui/list/list-query.ts";

/** The intent of the notification choice's form on the profile settings page. */
export const NOTIFICATIONS_INTENT = "notifications";

/** The moderation filter: a status, or every message; `held` (the queue) when the URL says nothing. */
export const SCREENING_FILTER_VALUES = ["held", "released", "blocked", "clear", "all"] as const;

/** Why screening held a message (`modules/messages/screening.ts`); each has a `messageModeration.reason.*` text. */
export const SCREENING_REASONS = [
  "off_platform_payment",
  "overpayment",
  "suspicious_link",
  "shortened_link",
  "repeated_text",
] as const;

const DEFAULT_PAGE_SIZE = 24;

/** One of `values` other than the default, which is left out of URLs (read back as not given). */
function choiceRule(values: readonly string[], fallback: string): ParamRule {
  return (value) => (value !== fallback && values.includes(value) ? value : undefined);
}

/** An assignee filter: a member's id, or `none` for requests nobody handles yet. */
const assigneeRule: ParamRule = (value) => (value === "none" ? value : idRule(value));

/** The messages: newest activity first (fixed order), search, one boat, and a view (unread, archived, all). */
export const MESSAGES_LIST = {
  filters: { q: textRule(), boatId: idRule, view: choiceRule(MESSAGE_VIEWS, "inbox") },
  sorts: [],
  pageSizes: MESSAGE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "boatId" | "view", never>;

/** Requests (leads): every request whatever its view (inbox, archived…), filtered and sorted by lead fields. */
export const REQUESTS_LIST = {
  filters: {
    q: textRule(),
    boatId: idRule,
    leadStatus: choiceRule(LEAD_STATUSES, ""),
    assigneeId: assigneeRule,
  },
  sorts: CONVERSATION_SORTS,
  defaultSort: "created_desc",
  pageSizes: MESSAGE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "boatId" | "leadStatus" | "assigneeId", ConversationSort>;

/** The back office's moderation queue: held messages unless another status (or all) is asked for. */
export const MODERATION_LIST = {
  filters: {
    q: textRule(),
    screening: choiceRule(SCREENING_FILTER_VALUES, "held"),
    teamId: idRule,
  },
  sorts: [],
  pageSizes: MESSAGE_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "screening" | "teamId", never>;

export type MessagesQuery = ListQuery<keyof typeof MESSAGES_LIST.filters, never>;
export type RequestsQuery = ListQuery<keyof typeof REQUESTS_LIST.filters, ConversationSort>;
export type ModerationQuery = ListQuery<keyof typeof MODERATION_LIST.filters, never>;

type ApiQuery = Record<string, string | number | undefined>;

/** The messages list as `GET teams/{teamId}/conversations` asks for it (absent values take the API's defaults). */
export function messagesApiQuery(query: MessagesQuery): ApiQuery {
  const { q, boatId, view } = query.filters;
  return { q, boatId, view, page: query.page, pageSize: query.pageSize };
}

/** Requests are leads: archived ones count too, so the view is always `all`. */
export function requestsApiQuery(query: RequestsQuery): ApiQuery {
  const { q, boatId, leadStatus, assigneeId } = query.filters;
  return {
    q,
    boatId,
    leadStatus,
    assigneeId,
    view: "all",
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The CSV export takes the requests' filters and order, not the page. */
export function requestsExportQuery(query: RequestsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(requestsApiQuery(query))) {
    if (value !== undefined && name !== "page" && name !== "pageSize") params.set(name, String(value));
  }
  return params;
}

export function moderationApiQuery(query: ModerationQuery): ApiQuery {
  const { q, screening, teamId } = query.filters;
  return { q, screening, teamId, page: query.page, pageSize: query.pageSize };
}

/** Whether a reason code has its own text (an unknown future code is shown as written). */
export function isKnownReason(reason: string): reason is (typeof SCREENING_REASONS)[number] {
  return (SCREENING_REASONS as readonly string[]).includes(reason);
}
