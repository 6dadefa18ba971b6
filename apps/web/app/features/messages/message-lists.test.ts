import { MESSAGE_PAGE_SIZES, SCREENING_STATUSES } from "@keel/contracts/message-codes";
import { ZAdminMessageListQuery, ZConversationListQuery } from "@keel/contracts/messages";
import { describe, expect, it } from "vitest";
import { listHref, parseListQuery, serializeListQuery } from "#app/ui/list/list-query.ts";
import {
  isKnownReason,
  MESSAGES_LIST,
  MODERATION_LIST,
  messagesApiQuery,
  moderationApiQuery,
  REQUESTS_LIST,
  requestsApiQuery,
  requestsExportQuery,
  SCREENING_FILTER_VALUES,
} from "./message-lists.ts";

const messagesQuery = (search: string) => parseListQuery(MESSAGES_LIST, new URLSearchParams(search));
const requests = (search: string) => parseListQuery(REQUESTS_LIST, new URLSearchParams(search));
const moderation = (search: string) => parseListQuery(MODERATION_LIST, new URLSearchParams(search));

describe("messages list values", () => {
  it("filter moderation by every screening status, and offer page sizes the API accepts", () => {
    expect([...SCREENING_FILTER_VALUES].sort()).toEqual([...SCREENING_STATUSES, "all"].sort());
    for (const size of MESSAGE_PAGE_SIZES) {
      expect(ZConversationListQuery.shape.pageSize.safeParse(size).success).toBe(true);
    }
  });

  it("every query the pages build is one the API accepts", () => {
    const query = messagesQuery("q=nautitech&boatId=7&view=unread&page=2&pageSize=48");
    expect(ZConversationListQuery.safeParse(messagesApiQuery(query)).success).toBe(true);
    const requestsQuery = requests("leadStatus=won&assigneeId=none&sort=first_reply");
    expect(ZConversationListQuery.safeParse(requestsApiQuery(requestsQuery)).success).toBe(true);
    const moderationQuery = moderation("screening=all&teamId=3&q=pay");
    expect(ZAdminMessageListQuery.safeParse(moderationApiQuery(moderationQuery)).success).toBe(true);
  });

  it("leaves the API's defaults to the API, so a bare URL asks for the same list", () => {
    const messagesApi = ZConversationListQuery.parse(messagesApiQuery(messagesQuery("")));
    expect([messagesApi.view, messagesApi.sort, messagesApi.page, messagesApi.pageSize]).toEqual([
      "inbox",
      "last_desc",
      1,
      24,
    ]);
    const moderationApi = ZAdminMessageListQuery.parse(moderationApiQuery(moderation("")));
    expect(moderationApi.screening).toBe("held");
  });
});

describe("messages URL state", () => {
  it("reads search, boat and view, and drops values it does not know", () => {
    const query = messagesQuery("q=%20Ocean%20&boatId=12&view=archived&page=3&pageSize=12");
    expect(query).toEqual({
      filters: { q: "Ocean", boatId: "12", view: "archived" },
      sort: undefined,
      page: 3,
      pageSize: 12,
    });
    expect(messagesQuery("boatId=abc&view=spam&page=-1&pageSize=13")).toEqual({
      filters: {},
      sort: undefined,
      page: 1,
      pageSize: 24,
    });
  });

  it("writes the default view and page size nowhere, so one state has one URL", () => {
    const query = messagesQuery("view=inbox&pageSize=24&page=1");
    expect(serializeListQuery(MESSAGES_LIST, query).toString()).toBe("");
    expect(listHref(MESSAGES_LIST, query, { filters: { view: "unread" } })).toBe("?view=unread");
  });

  it("goes back to page 1 when a filter changes, and keeps the filters when the page does", () => {
    const query = messagesQuery("view=unread&page=4");
    expect(listHref(MESSAGES_LIST, query, { filters: { boatId: "5" } })).toBe("?boatId=5&view=unread");
    expect(listHref(MESSAGES_LIST, query, { page: 5 })).toBe("?view=unread&page=5");
  });
});

describe("requests URL state", () => {
  it("reads lead filters and sorts", () => {
    const query = requests("leadStatus=qualified&assigneeId=42&sort=status");
    expect(query.filters).toEqual({ leadStatus: "qualified", assigneeId: "42" });
    expect(query.sort).toBe("status");
    expect(requests("assigneeId=none").filters.assigneeId).toBe("none");
    expect(requests("leadStatus=maybe&assigneeId=nobody&sort=price").filters).toEqual({});
    expect(requests("sort=price").sort).toBe("created_desc");
  });

  it("asks the API for every request, archived ones included", () => {
    const query = requests("leadStatus=new&page=2");
    expect(requestsApiQuery(query)).toMatchObject({ view: "all", leadStatus: "new", page: 2 });
  });

  it("exports with the list's filters and order but not its page", () => {
    const query = requests("leadStatus=won&sort=first_reply&page=3&pageSize=48");
    expect(requestsExportQuery(query).toString()).toBe("leadStatus=won&view=all&sort=first_reply");
  });
});

describe("moderation URL state", () => {
  it("shows the held queue unless another status is asked for", () => {
    expect(moderation("screening=held").filters).toEqual({});
    expect(moderation("screening=all").filters).toEqual({ screening: "all" });
    expect(moderation("screening=nope&teamId=0").filters).toEqual({});
  });

  it("knows the screening reasons it has texts for", () => {
    expect(isKnownReason("overpayment")).toBe(true);
    expect(isKnownReason("something_new")).toBe(false);
  });
});
