import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY, isFiltered, parseTeamBoatQuery, toApiQuery, toSearch } from "./team-boat-query.ts";

const parse = (search: string) => parseTeamBoatQuery(new URLSearchParams(search));

describe("team boat query", () => {
  it("reads a full query", () => {
    expect(parse("q=+riva+&status=draft&boatTypeId=4&sort=price_desc&page=3&pageSize=48")).toEqual({
      q: "riva",
      status: "draft",
      boatTypeId: 4,
      sort: "price_desc",
      page: 3,
      pageSize: 48,
    });
  });

  it("falls back to defaults for values that cannot be right", () => {
    expect(parse("status=sunk&boatTypeId=-1&sort=random&page=0&pageSize=1000")).toEqual(DEFAULT_QUERY);
    expect(parse("page=abc&boatTypeId=1.5")).toEqual(DEFAULT_QUERY);
  });

  it("writes links without defaults and resets nothing it is not told to", () => {
    const query = parse("q=riva&status=published&page=2");
    expect(toSearch(query)).toBe("?q=riva&status=published&page=2");
    expect(toSearch(query, { page: 3 })).toBe("?q=riva&status=published&page=3");
    expect(toSearch(query, { page: 1, status: null })).toBe("?q=riva");
    expect(toSearch(DEFAULT_QUERY)).toBe("");
    expect(toSearch(DEFAULT_QUERY, { sort: "views_desc", pageSize: 12 })).toBe(
      "?sort=views_desc&pageSize=12",
    );
  });

  it("gives the API only what is set", () => {
    expect(toApiQuery(DEFAULT_QUERY)).toEqual({
      q: undefined,
      status: undefined,
      boatTypeId: undefined,
      sort: "updated_desc",
      page: 1,
      pageSize: 24,
    });
  });

  it("knows when the list is filtered", () => {
    expect(isFiltered(DEFAULT_QUERY)).toBe(false);
    expect(isFiltered(parse("sort=title_asc&page=2"))).toBe(false);
    expect(isFiltered(parse("q=x"))).toBe(true);
    expect(isFiltered(parse("boatTypeId=2"))).toBe(true);
  });
});
