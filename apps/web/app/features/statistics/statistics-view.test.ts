import { STATISTICS_PERIODS, ZStatisticsQuery } from "@keel/contracts/statistics";
import { describe, expect, it } from "vitest";
import { formatPeriodStart, parsePeriod, periodHref, STATISTICS_PERIOD_VALUES } from "./statistics-view.ts";

describe("statistics period in the URL", () => {
  it("mirrors the contracts and their default", () => {
    expect(STATISTICS_PERIOD_VALUES).toEqual(STATISTICS_PERIODS);
    expect(parsePeriod(new URLSearchParams())).toBe(ZStatisticsQuery.parse({}).period);
  });

  it("reads a known period and falls back on anything else", () => {
    expect(parsePeriod(new URLSearchParams("period=weekly"))).toBe("weekly");
    expect(parsePeriod(new URLSearchParams("period=yearly"))).toBe("daily");
  });

  it("links to a period keeping the other parameters, the default left out", () => {
    const params = new URLSearchParams("team_id=3&period=monthly");
    expect(periodHref(params, "weekly")).toBe("?team_id=3&period=weekly");
    expect(periodHref(params, "daily")).toBe("?team_id=3");
    expect(periodHref(new URLSearchParams("period=weekly"), "daily")).toBe("?");
  });
});

describe("formatPeriodStart", () => {
  it("names days and weeks by their first day, months by month and year", () => {
    expect(formatPeriodStart("2026-03-04", "daily", "en-US")).toBe("Mar 4");
    expect(formatPeriodStart("2026-03-02", "weekly", "fr")).toBe("2 mars");
    expect(formatPeriodStart("2026-03-01", "monthly", "en-GB")).toBe("Mar 2026");
    expect(formatPeriodStart("2026-03-04", "daily", "en-US", "long")).toBe("March 4, 2026");
    expect(formatPeriodStart("2026-03-01", "monthly", "es", "long")).toBe("marzo de 2026");
  });
});
