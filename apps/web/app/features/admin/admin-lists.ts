/**
 * The back-office lists and what their URLs may hold, built on the contracts' zod-free lists (admin-codes,
 * account-codes), which the API's schemas use too.
 */

import { PLAN_CODES } from "@keel/contracts/account-codes";
import { ADMIN_PAGE_SIZES, ADMIN_TEAM_SORTS, ADMIN_USER_SORTS, STATUSES } from "@keel/contracts/admin-codes";
import { COUNTRIES } from "@keel/contracts/countries";
import { idRule, type ListSpec, oneOfRule, patternRule, textRule } from "#app/ui/list/list-query.ts";

const DEFAULT_PAGE_SIZE = 24;

/** Group codes as the API accepts them (lower-case letters, digits, - and _). */
const groupRule = patternRule(/^[A-Za-z0-9_-]{1,50}$/);

export const USERS_LIST = {
  filters: { q: textRule(), status: oneOfRule(STATUSES), group: groupRule },
  sorts: ADMIN_USER_SORTS,
  defaultSort: "-createdAt",
  descendingFirst: ["createdAt", "lastLoginAt"],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "status" | "group", (typeof ADMIN_USER_SORTS)[number]>;

export const TEAMS_LIST = {
  filters: {
    q: textRule(),
    status: oneOfRule(STATUSES),
    plan: oneOfRule(PLAN_CODES),
    verified: oneOfRule(["true", "false"]),
    country: oneOfRule(COUNTRIES),
  },
  sorts: ADMIN_TEAM_SORTS,
  defaultSort: "-createdAt",
  descendingFirst: ["createdAt"],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "status" | "plan" | "verified" | "country", (typeof ADMIN_TEAM_SORTS)[number]>;

/** The audit log has one order (newest first) and exact filters. */
export const AUDIT_LIST = {
  filters: {
    action: patternRule(/^[a-z_]+(\.[a-z_]+)*$/),
    entityType: oneOfRule(["user", "team"]),
    entityId: idRule,
    actorUserId: idRule,
  },
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"action" | "entityType" | "entityId" | "actorUserId", never>;

/** Memberships (a user's teams, a team's members): pages only. */
export const MEMBERSHIPS_LIST = {
  filters: {},
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<never, never>;
