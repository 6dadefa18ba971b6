import {
  LEAD_STATUSES,
  NOTIFICATION_PREFERENCES,
  SCREENING_STATUSES,
  ZAdminMessageListQuery,
  ZConversationListQuery,
} from "@keel/contracts/inbox";
import { describe, expect, it } from "vitest";
import { listHref, parseListQuery, serializeListQuery } from "./admin-list-query.ts";
import {
  CONVERSATION_SORTS,
  INBOX_LIST,
  INBOX_PAGE_SIZES,
  INBOX_VIEWS,
  inboxApiQuery,
  isKnownReason,
  LEAD_STATUS_VALUES,
  MODERATION_LIST,
  moderationApiQuery,
  NOTIFICATION_VALUES,
  REQUESTS_LIST,
  requestsApiQuery,
  requestsExportQuery,
  SCREENING_FILTER_VALUES,
  SCREENING_STATUS_VALUES,
} from "./inbox-lists.ts";

const parse = <S extends Parameters<typeof parseListQuery>[0]>(spec: S, search: string) =>
  parseListQuery(spec, new URLSearchParams(search));

// The specs copy the contracts' values (they run in the browser, which carries no zod): keep the copies true.
describe("inbox list values", () => {
  it("hold the same values as the contracts", () => {
    expect(LEAD_STATUS_VALUES).toEqual(LEAD_STATUSES);
    expect(NOTIFICATION_VALUES).toEqual(NOTIFICATION_PREFERENCES);
    expect(SCREENING_STATUS_VALUES).toEqual(SCREENING_STATUSES);
    expect(INBOX_VIEWS).toEqual(ZConversationListQuery.shape.view.unwrap().options);
    expect(CONVERSATION_SORTS).toEqual(ZConversationListQuery.shape.sort.unwrap().options);
    expect([...SCREENING_FILTER_VALUES].sort()).toEqual([...SCREENING_STATUSES, "all"].sort());
    for (const size of INBOX_PAGE_SIZES) {
      expect(ZConversationListQuery.shape.pageSize.safeParse(size).success).toBe(true);
    }
  });

  it("every query the pages build is one the API accepts", () => {
    const inbox = parse(INBOX_LIST, "q=nautitech&boatId=7&view=unread&page=2&pageSize=48");
    expect(ZConversationListQuery.safeParse(inboxApiQuery(inbox)).success).toBe(true);
    const requests = parse(REQUESTS_LIST, "leadStatus=won&assigneeId=none&sort=first_reply");
    expect(ZConversationListQuery.safeParse(requestsApiQuery(requests)).success).toBe(true);
    const moderation = parse(MODERATION_LIST, "screening=all&teamId=3&q=pay");
    expect(ZAdminMessageListQuery.safeParse(moderationApiQuery(moderation)).success).toBe(true);
  });

  it("leaves the API's defaults to the API, so a bare URL asks for the same list", () => {
    const inbox = ZConversationListQuery.parse(inboxApiQuery(parse(INBOX_LIST, "")));
    expect([inbox.view, inbox.sort, inbox.page, inbox.pageSize]).toEqual(["inbox", "last_desc", 1, 24]);
    const moderation = ZAdminMessageListQuery.parse(moderationApiQuery(parse(MODERATION_LIST, "")));
    expect(moderation.screening).toBe("held");
  });
});

describe("inbox URL state", () => {
  it("reads search, boat and view, and drops values it does not know", () => {
    const query = parse(INBOX_LIST, "q=%20Ocean%20&boatId=12&view=archived&page=3&pageSize=12");
    expect(query).toEqual({
      filters: { q: "Ocean", boatId: "12", view: "archived" },
      sort: undefined,
      page: 3,
      pageSize: 12,
    });
    expect(parse(INBOX_LIST, "boatId=abc&view=spam&page=-1&pageSize=13")).toEqual({
      filters: {},
      sort: undefined,
      page: 1,
      pageSize: 24,
    });
  });

  it("writes the default view and page size nowhere, so one state has one URL", () => {
    const query = parse(INBOX_LIST, "view=inbox&pageSize=24&page=1");
    expect(serializeListQuery(INBOX_LIST, query).toString()).toBe("");
    expect(listHref(INBOX_LIST, query, { filters: { view: "unread" } })).toBe("?view=unread");
  });

  it("goes back to page 1 when a filter changes, and keeps the filters when the page does", () => {
    const query = parse(INBOX_LIST, "view=unread&page=4");
    expect(listHref(INBOX_LIST, query, { filters: { boatId: "5" } })).toBe("?boatId=5&view=unread");
    expect(listHref(INBOX_LIST, query, { page: 5 })).toBe("?view=unread&page=5");
  });
});

describe("requests URL state", () => {
  it("reads lead filters and sorts", () => {
    const query = parse(REQUESTS_LIST, "leadStatus=qualified&assigneeId=42&sort=status");
    expect(query.filters).toEqual({ leadStatus: "qualified", assigneeId: "42" });
    expect(query.sort).toBe("status");
    expect(parse(REQUESTS_LIST, "assigneeId=none").filters.assigneeId).toBe("none");
    expect(parse(REQUESTS_LIST, "leadStatus=maybe&assigneeId=nobody&sort=price").filters).toEqual({});
    expect(parse(REQUESTS_LIST, "sort=price").sort).toBe("created_desc");
  });

  it("asks the API for every request, archived ones included", () => {
    const query = parse(REQUESTS_LIST, "leadStatus=new&page=2");
    expect(requestsApiQuery(query)).toMatchObject({ view: "all", leadStatus: "new", page: 2 });
  });

  it("exports with the list's filters and order but not its page", () => {
    const query = parse(REQUESTS_LIST, "leadStatus=won&sort=first_reply&page=3&pageSize=48");
    expect(requestsExportQuery(query).toString()).toBe("leadStatus=won&view=all&sort=first_reply");
  });
});

describe("moderation URL state", () => {
  it("shows the held queue unless another status is asked for", () => {
    expect(parse(MODERATION_LIST, "screening=held").filters).toEqual({});
    expect(parse(MODERATION_LIST, "screening=all").filters).toEqual({ screening: "all" });
    expect(parse(MODERATION_LIST, "screening=nope&teamId=0").filters).toEqual({});
  });

  it("knows the screening reasons it has texts for", () => {
    expect(isKnownReason("overpayment")).toBe(true);
    expect(isKnownReason("something_new")).toBe(false);
  });
});
