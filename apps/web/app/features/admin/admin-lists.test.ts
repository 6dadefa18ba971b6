import { ZAdminTeamListQuery, ZAdminUserListQuery, ZAuditLogQuery } from "@keel/contracts/admin";
import { describe, expect, it } from "vitest";
import { serializeListQuery } from "#app/ui/list/list-query.ts";
import { AUDIT_LIST, TEAMS_LIST, USERS_LIST } from "./admin-lists.ts";

describe("back-office list specs", () => {
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
