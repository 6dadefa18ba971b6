import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  type ListSpec,
  listHref,
  nextSort,
  pageCount,
  pageWindow,
  parseListQuery,
  serializeListQuery,
  sortDirection,
  toApiQuery,
} from "#app/ui/list/list-query.ts";
import { AUDIT_LIST, TEAMS_LIST, USERS_LIST } from "./admin-lists.ts";

const parse = <F extends string, S extends string>(spec: ListSpec<F, S>, search: string) =>
  parseListQuery(spec, new URLSearchParams(search));

describe("parseListQuery", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse(USERS_LIST, "")).toEqual({ filters: {}, sort: "-createdAt", page: 1, pageSize: 24 });
  });

  it("reads search, filters, sort, page and page size", () => {
    expect(parse(USERS_LIST, "q=anne&status=inactive&group=admin&sort=name&page=3&pageSize=48")).toEqual({
      filters: { q: "anne", status: "inactive", group: "admin" },
      sort: "name",
      page: 3,
      pageSize: 48,
    });
  });

  it("trims the search and treats a blank one as none", () => {
    expect(parse(USERS_LIST, "q=%20%20Anne%20").filters).toEqual({ q: "Anne" });
    expect(parse(USERS_LIST, "q=%20&status=").filters).toEqual({});
  });

  it("drops values the list does not know instead of failing", () => {
    expect(parse(USERS_LIST, "status=deleted&sort=password&page=-2&pageSize=7&group=a%20b")).toEqual({
      filters: {},
      sort: "-createdAt",
      page: 1,
      pageSize: 24,
    });
    expect(parse(USERS_LIST, "page=abc").page).toBe(1);
    expect(parse(USERS_LIST, "page=10001").page).toBe(1);
  });

  it("checks team filters against their sets (plan, verified, country codes)", () => {
    expect(parse(TEAMS_LIST, "plan=paid&verified=true&country=FR").filters).toEqual({
      plan: "paid",
      verified: "true",
      country: "FR",
    });
    expect(parse(TEAMS_LIST, "plan=gold&verified=yes&country=XX").filters).toEqual({});
  });

  it("reads the audit log's exact filters", () => {
    expect(parse(AUDIT_LIST, "action=team.member&entityType=user&entityId=12&actorUserId=3")).toEqual({
      filters: { action: "team.member", entityType: "user", entityId: "12", actorUserId: "3" },
      sort: undefined,
      page: 1,
      pageSize: 24,
    });
    expect(parse(AUDIT_LIST, "action=DROP%20TABLE&entityId=0&actorUserId=x").filters).toEqual({});
  });
});

describe("serializeListQuery", () => {
  it("leaves the defaults out, so one state has one URL", () => {
    expect(serializeListQuery(USERS_LIST, parse(USERS_LIST, "")).toString()).toBe("");
    expect(
      serializeListQuery(USERS_LIST, parse(USERS_LIST, "sort=-createdAt&page=1&pageSize=24")).toString(),
    ).toBe("");
  });

  it("writes filters in the product's order, then sort, page and page size", () => {
    const query = parse(USERS_LIST, "pageSize=100&page=2&sort=email&group=admin&q=a%20b&status=active");
    expect(serializeListQuery(USERS_LIST, query).toString()).toBe(
      "q=a+b&status=active&group=admin&sort=email&page=2&pageSize=100",
    );
  });

  it("round-trips: parse(serialize(q)) is q", () => {
    const query = parse(
      TEAMS_LIST,
      "q=blue&status=inactive&plan=custom&verified=false&country=IT&sort=-name&page=4",
    );
    expect(parse(TEAMS_LIST, serializeListQuery(TEAMS_LIST, query).toString())).toEqual(query);
  });
});

describe("listHref", () => {
  const query = parse(USERS_LIST, "q=anne&status=active&page=3");

  it("keeps the page when only the page changes", () => {
    expect(listHref(USERS_LIST, query, { page: 4 })).toBe("?q=anne&status=active&page=4");
  });

  it("goes back to page 1 when the sort, the filters or the page size change", () => {
    expect(listHref(USERS_LIST, query, { sort: "name" })).toBe("?q=anne&status=active&sort=name");
    expect(listHref(USERS_LIST, query, { filters: { status: "inactive" } })).toBe("?q=anne&status=inactive");
    expect(listHref(USERS_LIST, query, { pageSize: 48 })).toBe("?q=anne&status=active&pageSize=48");
  });

  it("removes a filter set to nothing, and gives '?' for the bare list", () => {
    expect(listHref(USERS_LIST, query, { filters: { q: undefined, status: "" } })).toBe("?");
  });
});

describe("sorting", () => {
  it("tells the direction of a column for aria-sort", () => {
    expect(sortDirection("name", "name")).toBe("ascending");
    expect(sortDirection("-name", "name")).toBe("descending");
    expect(sortDirection("-createdAt", "name")).toBeUndefined();
  });

  it("reverses the current column and starts others in their first direction", () => {
    expect(nextSort(USERS_LIST, "name", "name")).toBe("-name");
    expect(nextSort(USERS_LIST, "-name", "name")).toBe("name");
    expect(nextSort(USERS_LIST, "-createdAt", "email")).toBe("email");
    // Dates start with the newest.
    expect(nextSort(USERS_LIST, "name", "lastLoginAt")).toBe("-lastLoginAt");
    expect(nextSort(USERS_LIST, "-createdAt", "createdAt")).toBe("createdAt");
  });

  it("refuses a column the list cannot sort by", () => {
    expect(() => nextSort(USERS_LIST, "name", "password")).toThrow();
  });
});

describe("pages", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it("shows the first, the last and the neighbours, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("shows a single left-out page rather than a gap", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("hasActiveFilters and toApiQuery", () => {
  it("knows whether the visitor narrowed the list", () => {
    expect(hasActiveFilters(parse(USERS_LIST, "sort=name&page=2"))).toBe(false);
    expect(hasActiveFilters(parse(USERS_LIST, "q=x"))).toBe(true);
  });

  it("gives the API every value it needs", () => {
    expect(toApiQuery(parse(TEAMS_LIST, "plan=free&page=2"))).toEqual({
      plan: "free",
      sort: "-createdAt",
      page: 2,
      pageSize: 24,
    });
  });
});
