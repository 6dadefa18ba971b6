import { describe, expect, it } from "vitest";
import { durationParts, formatDuration, formatReplyPromise, replyPromiseParts } from "./durations.ts";

describe("durationParts", () => {
  it("says minutes under an hour, never zero", () => {
    expect(durationParts(0)).toEqual({ value: 1, unit: "minute" });
    expect(durationParts(0.4)).toEqual({ value: 1, unit: "minute" });
    expect(durationParts(45)).toEqual({ value: 45, unit: "minute" });
    expect(durationParts(59.4)).toEqual({ value: 59, unit: "minute" });
  });

  it("says hours under two days, with one decimal under ten", () => {
    expect(durationParts(60)).toEqual({ value: 1, unit: "hour" });
    expect(durationParts(90)).toEqual({ value: 1.5, unit: "hour" });
    expect(durationParts(125)).toEqual({ value: 2.1, unit: "hour" });
    expect(durationParts(14 * 60 + 20)).toEqual({ value: 14, unit: "hour" });
    // 47 h 50 rounds to 48 hours: that is two days.
    expect(durationParts(47 * 60 + 50)).toEqual({ value: 2, unit: "day" });
  });

  it("says days from two days on", () => {
    expect(durationParts(2 * 24 * 60)).toEqual({ value: 2, unit: "day" });
    expect(durationParts(3.25 * 24 * 60)).toEqual({ value: 3.3, unit: "day" });
    expect(durationParts(12.6 * 24 * 60)).toEqual({ value: 13, unit: "day" });
  });

  it("reads nonsense as the shortest wait rather than failing the page", () => {
    expect(durationParts(-5)).toEqual({ value: 1, unit: "minute" });
    expect(durationParts(Number.NaN)).toEqual({ value: 1, unit: "minute" });
  });
});

describe("formatDuration", () => {
  it("words the duration in the page's language", () => {
    expect(formatDuration(45, "en-US")).toBe("45 minutes");
    expect(formatDuration(1, "en-US")).toBe("1 minute");
    expect(formatDuration(90, "en-GB")).toBe("1.5 hours");
    expect(formatDuration(90, "fr")).toBe("1,5\u00a0heure");
    expect(formatDuration(3 * 24 * 60, "it")).toBe("3 giorni");
    expect(formatDuration(5 * 60, "es")).toBe("5 horas");
  });

  it("has a short form for tables", () => {
    expect(formatDuration(45, "en-US", "short")).toBe("45 min");
    expect(formatDuration(3 * 60, "en-US", "short")).toBe("3 hr");
  });
});

describe("replyPromiseParts", () => {
  it("rounds the median up to the public badge's buckets", () => {
    expect(replyPromiseParts(3)).toEqual({ value: 15, unit: "minute" });
    expect(replyPromiseParts(15)).toEqual({ value: 15, unit: "minute" });
    expect(replyPromiseParts(16)).toEqual({ value: 30, unit: "minute" });
    expect(replyPromiseParts(31)).toEqual({ value: 1, unit: "hour" });
    expect(replyPromiseParts(61)).toEqual({ value: 2, unit: "hour" });
    expect(replyPromiseParts(24 * 60)).toEqual({ value: 24, unit: "hour" });
    expect(replyPromiseParts(24 * 60 + 1)).toEqual({ value: 2, unit: "day" });
  });

  it("words the promise in the page's language", () => {
    expect(formatReplyPromise(61, "en-US")).toBe("2 hours");
    expect(formatReplyPromise(20, "it")).toBe("30 minuti");
  });
});
