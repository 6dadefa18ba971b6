/**
 * The back office's list of every conversation (`/admin/conversations`): what its URL may hold, read and written
 * with the back-office list helpers. Values mirror `@keel/contracts/admin-conversations` (its test keeps them
 * equal); declared here because the contract module builds zod schemas when it loads.
 */

import { LEAD_STATUSES, MESSAGE_PAGE_SIZES } from "@keel/contracts/message-codes";
import {
  idRule,
  type ListQuery,
  type ListSpec,
  oneOfRule,
  patternRule,
  textRule,
} from "#app/ui/list/list-query.ts";

const dayRule = patternRule(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 10);

export const CONVERSATION_BROWSE_LIST = {
  filters: {
    q: textRule(),
    teamId: idRule,
    leadStatus: oneOfRule(LEAD_STATUSES),
    from: dayRule,
    to: dayRule,
  },
  sorts: [],
  pageSizes: MESSAGE_PAGE_SIZES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "teamId" | "leadStatus" | "from" | "to", never>;

export type ConversationBrowseQuery = ListQuery<keyof typeof CONVERSATION_BROWSE_LIST.filters, never>;

/** The API's query for a list state; a range given backwards is read in order rather than refused. */
export function conversationBrowseApiQuery(query: ConversationBrowseQuery) {
  const { q, teamId, leadStatus } = query.filters;
  let { from, to } = query.filters;
  if (from && to && from > to) [from, to] = [to, from];
  return { q, teamId, leadStatus, from, to, page: query.page, pageSize: query.pageSize };
}
