import {
  ADMIN_PAGE_SIZES,
  ADMIN_TEAM_SORTS,
  ADMIN_USER_SORTS,
  STATUSES,
  ZAdminTeamListQuery,
  ZAdminUserListQuery,
  ZAuditLogQuery,
} from "@keel/contracts/admin";
import { TEAM_ROLES } from "@keel/contracts/auth";
import { PLAN_CODES } from "@keel/contracts/teams";
import { describe, expect, it } from "vitest";
import { serializeListQuery } from "#app/ui/list/list-query.ts";
import {
  ADMIN_PAGE_SIZE_VALUES,
  AUDIT_LIST,
  PLAN_VALUES,
  ROLE_VALUES,
  STATUS_VALUES,
  TEAM_SORTS,
  TEAMS_LIST,
  USER_SORTS,
  USERS_LIST,
} from "./admin-lists.ts";

// The lists copy the contracts' values (see admin-lists.ts for why); these tests keep the copies true.
describe("back-office list specs", () => {
  it("hold the same values as the contracts", () => {
    expect(USER_SORTS).toEqual(ADMIN_USER_SORTS);
    expect(TEAM_SORTS).toEqual(ADMIN_TEAM_SORTS);
    expect(STATUS_VALUES).toEqual(STATUSES);
    expect(PLAN_VALUES).toEqual(PLAN_CODES);
    expect(ROLE_VALUES).toEqual(TEAM_ROLES);
    expect(ADMIN_PAGE_SIZE_VALUES).toEqual(ADMIN_PAGE_SIZES);
  });

  it("have the API's defaults, so a URL without them asks the API for the same list", () => {
    const users = ZAdminUserListQuery.parse({});
    expect([USERS_LIST.defaultSort, USERS_LIST.defaultPageSize]).toEqual([users.sort, users.pageSize]);
    const teams = ZAdminTeamListQuery.parse({});
    expect([TEAMS_LIST.defaultSort, TEAMS_LIST.defaultPageSize]).toEqual([teams.sort, teams.pageSize]);
    expect(AUDIT_LIST.defaultPageSize).toBe(ZAuditLogQuery.parse({}).pageSize);
  });

  it("only produce queries the API accepts", () => {
    const users = serializeListQuery(USERS_LIST, {
      filters: { q: "anne", status: "inactive", group: "admin" },
      sort: "-lastLoginAt",
      page: 2,
      pageSize: 100,
    });
    expect(ZAdminUserListQuery.safeParse(Object.fromEntries(users)).success).toBe(true);
    const teams = serializeListQuery(TEAMS_LIST, {
      filters: { q: "blue", status: "active", plan: "custom", verified: "false", country: "GR" },
      sort: "country",
      page: 3,
      pageSize: 12,
    });
    expect(ZAdminTeamListQuery.safeParse(Object.fromEntries(teams)).success).toBe(true);
    const audit = serializeListQuery(AUDIT_LIST, {
      filters: { action: "team.member", entityType: "team", entityId: "4", actorUserId: "1" },
      sort: undefined,
      page: 1,
      pageSize: 48,
    });
    expect(ZAuditLogQuery.safeParse(Object.fromEntries(audit)).success).toBe(true);
  });
});
