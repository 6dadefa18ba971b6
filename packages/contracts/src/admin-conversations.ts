/**
 * The back office's read-only view of every conversation between buyers and teams (issue 16): a list with
 * filters and one conversation's whole thread. Each opening of a thread is written to the audit log.
 */
import { z } from "zod";
import { ZAdminPagination } from "./admin.ts";
import { ZId, ZPage } from "./common.ts";
import { LOCALES } from "./locales.ts";
import { LEAD_STATUSES, SCREENING_STATUSES, ZAdminMessageItem } from "./messages.ts";

export const ZAdminConversationListQuery = ZAdminPagination.extend({
  /** Part of the buyer's name or e-mail, the team's name or the boat's title. */
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  teamId: ZId.optional(),
  leadStatus: z.enum(LEAD_STATUSES).optional(),
  /** Conversations active (last message) on or after / before the end of these days, `YYYY-MM-DD`. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TAdminConversationListQuery = z.infer<typeof ZAdminConversationListQuery>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZAdminConversationRow = z
  .object({
    id: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string() }),
    boat: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    leadStatus: z.enum(LEAD_STATUSES),
    isArchived: z.boolean(),
    /** The first request's screening: a held or blocked conversation is not in the team's inbox. */
    screeningStatus: z.enum(SCREENING_STATUSES),
    messageCount: z.number().int(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
  })
  .meta({ id: "AdminConversationRow" });
export type TAdminConversationRow = z.infer<typeof ZAdminConversationRow>;
export const ZAdminConversationList = ZPage(ZAdminConversationRow).meta({ id: "AdminConversationList" });

/** Every message (held ones too, each with its screening) and every internal note of the team. */
export const ZAdminConversation = ZAdminConversationRow.extend({
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  locale: z.enum(LOCALES),
  assignee: ZPerson.nullable(),
  messages: z.array(ZAdminMessageItem),
  notes: z.array(
    z.object({ id: z.number().int(), body: z.string(), createdAt: z.string(), author: ZPerson.nullable() }),
  ),
}).meta({ id: "AdminConversation" });
export type TAdminConversation = z.infer<typeof ZAdminConversation>;
