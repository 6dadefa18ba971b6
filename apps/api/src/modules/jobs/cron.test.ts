import { describe, expect, it } from "vitest";
import { parseCron, previousRun } from "./cron.ts";

const at = (iso: string) => new Date(iso);
const previous = (expression: string, now: string) =>
  previousRun(parseCron(expression), at(now))?.toISOString();

describe("cron schedules of recurring jobs", () => {
  it("finds the start of the current period", () => {
    expect(previous("0 * * * *", "2026-11-25T10:20:31.400Z")).toBe("2026-11-25T10:00:00.000Z");
    expect(previous("0 * * * *", "2026-11-25T10:00:00.000Z")).toBe("2026-11-25T10:00:00.000Z");
    expect(previous("17 3 * * *", "2026-11-25T03:16:59.000Z")).toBe("2026-11-24T03:17:00.000Z");
    expect(previous("*/15 * * * *", "2026-11-25T10:44:00.000Z")).toBe("2026-11-25T10:30:00.000Z");
    expect(previous("0 9-17/4 * * *", "2026-11-25T20:00:00.000Z")).toBe("2026-11-25T17:00:00.000Z");
    expect(previous("30 6 1 1,7 *", "2026-11-25T00:00:00.000Z")).toBe("2026-07-01T06:30:00.000Z");
  });

  it("reads days of the week (0 and 7 are Sunday), and either day field when both are set", () => {
    // 2026-11-25 is a Wednesday.
    expect(previous("0 8 * * 1", "2026-11-25T12:00:00.000Z")).toBe("2026-11-23T08:00:00.000Z");
    expect(previous("0 8 * * 7", "2026-11-25T12:00:00.000Z")).toBe("2026-11-22T08:00:00.000Z");
    expect(previous("0 8 20 * 1", "2026-11-25T12:00:00.000Z")).toBe("2026-11-23T08:00:00.000Z");
    expect(previous("0 8 24 * 5", "2026-11-25T12:00:00.000Z")).toBe("2026-11-24T08:00:00.000Z");
  });

  it("answers null when nothing matched in the past year, and refuses bad expressions", () => {
    expect(previous("0 0 30 2 *", "2026-11-25T12:00:00.000Z")).toBeUndefined();
    for (const bad of [
      "* * * *",
      "60 * * * *",
      "* 24 * * *",
      "0 0 0 * *",
      "5-1 * * * *",
      "*/0 * * * *",
      "a * * * *",
    ]) {
      expect(() => parseCron(bad), bad).toThrow(/cron/);
    }
  });
});
