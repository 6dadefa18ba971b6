import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-time.ts";
import { isTimeZone } from "./time-zone.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("message times in the reader's time zone", () => {
  it("accepts IANA zone names and refuses anything else a cookie may carry", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const bad of [null, "", "Mars/Olympus", "Europe/Paris; Path=/", "<script>", "x".repeat(70)])
      expect(isTimeZone(bad)).toBe(false);
  });

  it("shows the time where the reader is, and UTC, said so, while the zone is unknown", () => {
    const at = "2026-03-04T14:05:00Z";
    expect(plain(formatDateTime(at, "en-US"))).toBe("Mar 4, 2026, 2:05 PM UTC");
    expect(plain(formatDateTime(at, "fr", "Europe/Paris"))).toBe("4 mars 2026, 15:05");
    expect(plain(formatDateTime(at, "en-US", "America/New_York"))).toBe("Mar 4, 2026, 9:05 AM");
    expect(plain(formatDateTime(at, "it", "Asia/Tokyo"))).toBe("4 mar 2026, 23:05");
  });
});
