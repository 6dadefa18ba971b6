import { ZAdminConversationListQuery } from "@keel/contracts/admin-conversations";
import { describe, expect, it } from "vitest";
import { listHref, parseListQuery } from "#app/ui/list/list-query.ts";
import { CONVERSATION_BROWSE_LIST, conversationBrowseApiQuery } from "./admin-conversation-list.ts";

const parse = (search: string) => parseListQuery(CONVERSATION_BROWSE_LIST, new URLSearchParams(search));

describe("the back office's conversation list URL", () => {
  it("keeps valid filters and drops hand-edited nonsense instead of failing in the API", () => {
    const query = parse("q=+Zoé+&teamId=12&leadStatus=won&from=2026-03-01&to=2026-03-31&page=2&pageSize=48");
    expect(query.filters).toEqual({
      q: "Zoé",
      teamId: "12",
      leadStatus: "won",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(query.page).toBe(2);
    expect(query.pageSize).toBe(48);
    const junk = parse("teamId=abc&leadStatus=maybe&from=2026-13-01&to=yesterday&pageSize=7");
    expect(junk.filters).toEqual({});
    expect(junk.pageSize).toBe(24);
  });

  it("always gives the API a query it accepts, a backwards range put in order", () => {
    const query = parse("from=2026-04-30&to=2026-04-01&leadStatus=new");
    const api = conversationBrowseApiQuery(query);
    expect(api).toMatchObject({ from: "2026-04-01", to: "2026-04-30", leadStatus: "new" });
    expect(ZAdminConversationListQuery.safeParse(api).success).toBe(true);
  });

  it("writes one URL per state, defaults left out", () => {
    const query = parse("q=riva&pageSize=24&page=1");
    expect(listHref(CONVERSATION_BROWSE_LIST, query, { filters: { teamId: "3" } })).toBe("?q=riva&teamId=3");
  });
});
