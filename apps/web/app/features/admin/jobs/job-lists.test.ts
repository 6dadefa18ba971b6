import { ZAdminJobListQuery } from "@keel/contracts/jobs";
import { describe, expect, it } from "vitest";
import { parseListQuery, serializeListQuery } from "#app/ui/list/list-query.ts";
import { JOBS_LIST, jobsApiQuery } from "./job-lists.ts";

describe("job queue list spec", () => {
  it("has the API's default page size", () => {
    expect(JOBS_LIST.defaultPageSize).toBe(ZAdminJobListQuery.parse({}).pageSize);
  });

  it("keeps known values, drops the rest, and asks the API for the error text the search box holds", () => {
    const query = parseListQuery(
      JOBS_LIST,
      new URLSearchParams("q=+timeout+&state=dead&kind=mail.deliver&page=2"),
    );
    expect(serializeListQuery(JOBS_LIST, query).toString()).toBe(
      "q=timeout&state=dead&kind=mail.deliver&page=2",
    );
    expect(ZAdminJobListQuery.parse(jobsApiQuery(query))).toMatchObject({
      error: "timeout",
      state: "dead",
      kind: "mail.deliver",
      page: 2,
    });
    const bad = parseListQuery(JOBS_LIST, new URLSearchParams("state=stuck&kind=DROP%20TABLE"));
    expect(bad.filters).toEqual({});
  });
});
