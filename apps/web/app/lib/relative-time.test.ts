import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time.ts";

const now = "2026-03-10T12:00:00.000Z";
const ago = (seconds: number) => new Date(Date.parse(now) - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it("says now, minutes, hours and days in the locale", () => {
    expect(formatRelativeTime(ago(20), now, "en-US")).toBe("now");
    expect(formatRelativeTime(ago(5 * 60), now, "en-US")).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600), now, "en-GB")).toBe("3 hours ago");
    expect(formatRelativeTime(ago(86_400), now, "fr")).toBe("hier");
    expect(formatRelativeTime(ago(3 * 86_400), now, "es")).toBe("hace 3 días");
    expect(formatRelativeTime(ago(2 * 3600), now, "it")).toBe("2 ore fa");
  });

  it("gives a date after a week", () => {
    expect(formatRelativeTime("2026-02-01T08:00:00.000Z", now, "en-US")).toBe("Feb 1, 2026");
    expect(formatRelativeTime("2026-02-01T08:00:00.000Z", now, "fr")).toBe("1 févr. 2026");
  });
});
