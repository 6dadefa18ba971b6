import { describe, expect, it } from "vitest";
import { ZId } from "./common.ts";

describe("ZId", () => {
  it("reads an id's one spelling, as a string from a path or a JSON number", () => {
    expect(ZId.parse("42")).toBe(42);
    expect(ZId.parse(42)).toBe(42);
    expect(ZId.parse("2147483647")).toBe(2_147_483_647);
  });

  it.each([" 1", "1 ", "%201", "01", "1e3", "0x10", "1.0", "-1", "0", "", "2147483648", "99999999999"])(
    "refuses %j",
    (value) => {
      expect(ZId.safeParse(value).success).toBe(false);
    },
  );

  it("refuses numbers out of range", () => {
    for (const value of [0, -1, 1.5, 2_147_483_648]) expect(ZId.safeParse(value).success).toBe(false);
  });
});
