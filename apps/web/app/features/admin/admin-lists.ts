/**
 * The back-office lists and what their URLs may hold. The values mirror `@keel/contracts/admin` (a unit test
 * keeps them equal) but are declared here: that module builds zod schemas when it loads, and these specs
 * also run in the browser, whose bundle carries no zod.
 */
import type { AdminTeamSort, AdminUserSort, Status } from "@keel/contracts/admin";
import type { TeamRole } from "@keel/contracts/auth";
import { COUNTRIES } from "@keel/contracts/countries";
import type { PlanCode } from "@keel/contracts/teams";
import { idRule, type ListSpec, oneOfRule, patternRule, textRule } from "#app/ui/list/list-query.ts";

export const STATUS_VALUES = ["active", "inactive"] as const satisfies readonly Status[];
export const PLAN_VALUES = ["free", "paid", "custom"] as const satisfies readonly PlanCode[];
export const ROLE_VALUES = ["owner", "admin", "member"] as const satisfies readonly TeamRole[];
export const ADMIN_PAGE_SIZE_VALUES = [12, 24, 48, 100] as const;
const DEFAULT_PAGE_SIZE = 24;

export const USER_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "createdAt",
  "-createdAt",
  "lastLoginAt",
  "-lastLoginAt",
] as const satisfies readonly AdminUserSort[];

export const TEAM_SORTS = [
  "name",
  "-name",
  "createdAt",
  "-createdAt",
  "country",
  "-country",
] as const satisfies readonly AdminTeamSort[];

/** Group codes as the API accepts them (lower-case letters, digits, - and _). */
const groupRule = patternRule(/^[A-Za-z0-9_-]{1,50}$/);

export const USERS_LIST = {
  filters: { q: textRule(), status: oneOfRule(STATUS_VALUES), group: groupRule },
  sorts: USER_SORTS,
  defaultSort: "-createdAt",
  descendingFirst: ["createdAt", "lastLoginAt"],
  pageSizes: ADMIN_PAGE_SIZE_VALUES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "status" | "group", (typeof USER_SORTS)[number]>;

export const TEAMS_LIST = {
  filters: {
    q: textRule(),
    status: oneOfRule(STATUS_VALUES),
    plan: oneOfRule(PLAN_VALUES),
    verified: oneOfRule(["true", "false"]),
    country: oneOfRule(COUNTRIES),
  },
  sorts: TEAM_SORTS,
  defaultSort: "-createdAt",
  descendingFirst: ["createdAt"],
  pageSizes: ADMIN_PAGE_SIZE_VALUES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"q" | "status" | "plan" | "verified" | "country", (typeof TEAM_SORTS)[number]>;

/** The audit log has one order (newest first) and exact filters. */
export const AUDIT_LIST = {
  filters: {
    action: patternRule(/^[a-z_]+(\.[a-z_]+)*$/),
    entityType: oneOfRule(["user", "team"]),
    entityId: idRule,
    actorUserId: idRule,
  },
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZE_VALUES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<"action" | "entityType" | "entityId" | "actorUserId", never>;

/** Memberships (a user's teams, a team's members): pages only. */
export const MEMBERSHIPS_LIST = {
  filters: {},
  sorts: [],
  pageSizes: ADMIN_PAGE_SIZE_VALUES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
} satisfies ListSpec<never, never>;
