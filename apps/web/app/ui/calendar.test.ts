import { LOCALES, weekStartsOn } from "@keel/contracts/locales";
import { describe, expect, it } from "vitest";
import { addMonths, isIsoDay, monthWeeks, moveFocus, pickDay, weekdayNames, weekdayOf } from "./calendar.ts";

describe("week rules per locale", () => {
  it("start weeks on Sunday in English and on Monday in French, Italian and Spanish", () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, weekStartsOn(locale)]))).toEqual({
      "en-US": 0,
      "en-GB": 0,
      fr: 1,
      it: 1,
      es: 1,
    });
  });

  it.each(LOCALES)("lays the month out in weeks from the locale's first day (%s)", (locale) => {
    const first = weekStartsOn(locale);
    const weeks = monthWeeks("2026-11-25", first);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekdayOf(week[0]!)).toBe(first);
    }
    expect(weeks.flat()).toContain("2026-11-01");
    expect(weeks.flat()).toContain("2026-11-30");
    // November 2026 begins on a Sunday: its first English week starts that day, the French one on 26 October.
    expect(weeks[0]![0]).toBe(first === 0 ? "2026-11-01" : "2026-10-26");
  });

  it("names the weekdays in the grid's order", () => {
    expect(weekdayNames("en-GB", weekStartsOn("en-GB")).map((day) => day.long)).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(weekdayNames("fr", weekStartsOn("fr"))[0]?.long).toBe("lundi");
    expect(weekdayNames("es", weekStartsOn("es"))[6]?.long).toBe("domingo");
  });
});

describe("calendar keys and picks", () => {
  it("moves by day, week, month and to the ends of the locale's week", () => {
    expect(moveFocus("2026-11-25", "ArrowRight", 0)).toBe("2026-11-26");
    expect(moveFocus("2026-11-25", "ArrowUp", 0)).toBe("2026-11-18");
    expect(moveFocus("2026-03-31", "PageDown", 1)).toBe("2026-04-30");
    expect(moveFocus("2026-11-25", "Home", 0)).toBe("2026-11-22");
    expect(moveFocus("2026-11-25", "Home", 1)).toBe("2026-11-23");
    expect(moveFocus("2026-11-25", "End", 1)).toBe("2026-11-29");
    expect(moveFocus("2026-11-25", "a", 1)).toBeNull();
  });

  it("picks a start, then an end, swapping a reversed pair", () => {
    const start = pickDay({ from: null, to: null }, "2026-11-10");
    expect(start).toEqual({ from: "2026-11-10", to: null });
    expect(pickDay(start, "2026-11-20")).toEqual({ from: "2026-11-10", to: "2026-11-20" });
    expect(pickDay(start, "2026-11-02")).toEqual({ from: "2026-11-02", to: "2026-11-10" });
    expect(pickDay({ from: "2026-11-02", to: "2026-11-10" }, "2026-12-01")).toEqual({
      from: "2026-12-01",
      to: null,
    });
  });

  it("reads only real days", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("26-02-01")).toBe(false);
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });
});
