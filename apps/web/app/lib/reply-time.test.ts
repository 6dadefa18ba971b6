import { describe, expect, it } from "vitest";
import { replyTime } from "./reply-time.ts";

describe("replyTime", () => {
  it("says nothing until the team has a median", () => {
    expect(replyTime(null)).toBeNull();
    expect(replyTime(-5)).toBeNull();
  });

  it("rounds short medians up to 15 or 30 minutes", () => {
    expect(replyTime(0)).toEqual({ key: "professionals.reply.minutes", values: { minutes: 15 } });
    expect(replyTime(15)).toEqual({ key: "professionals.reply.minutes", values: { minutes: 15 } });
    expect(replyTime(16)).toEqual({ key: "professionals.reply.minutes", values: { minutes: 30 } });
    expect(replyTime(30)).toEqual({ key: "professionals.reply.minutes", values: { minutes: 30 } });
  });

  it("counts whole hours, rounded up, up to a day", () => {
    expect(replyTime(31)).toEqual({ key: "professionals.reply.hours", values: { hours: 1 } });
    expect(replyTime(60)).toEqual({ key: "professionals.reply.hours", values: { hours: 1 } });
    expect(replyTime(61)).toEqual({ key: "professionals.reply.hours", values: { hours: 2 } });
    expect(replyTime(24 * 60)).toEqual({ key: "professionals.reply.hours", values: { hours: 24 } });
  });

  it("counts days beyond a day", () => {
    expect(replyTime(24 * 60 + 1)).toEqual({ key: "professionals.reply.days", values: { days: 2 } });
    expect(replyTime(3 * 24 * 60)).toEqual({ key: "professionals.reply.days", values: { days: 3 } });
  });
});
