import { describe, expect, it } from "vitest";
import { feetToMetres, lengthFromUnit, lengthSymbol, lengthToUnit, metresToFeet } from "./units.ts";

describe("units", () => {
  it("converts with the international foot", () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(100)).toBeCloseTo(30.48, 10);
    expect(metresToFeet(0.3048)).toBe(1);
    expect(metresToFeet(12.192)).toBeCloseTo(40, 10);
  });

  it("shows stored metres in the team's unit, rounded as inputs show them", () => {
    expect(lengthToUnit(12.45, "metric")).toBe(12.45);
    expect(lengthToUnit(12.456, "metric")).toBe(12.46);
    expect(lengthToUnit(12.192, "imperial")).toBe(40);
    expect(lengthToUnit(12.45, "imperial")).toBe(40.8);
    expect(lengthToUnit(1.005, "metric")).toBe(1.01);
  });

  it("stores what was typed in metres, to the millimetre", () => {
    expect(lengthFromUnit(40, "imperial")).toBe(12.192);
    expect(lengthFromUnit(40.8, "imperial")).toBe(12.436);
    expect(lengthFromUnit(12.45, "metric")).toBe(12.45);
    expect(lengthFromUnit(12.4567, "metric")).toBe(12.457);
  });

  it("is stable when a feet value is shown, kept and saved again", () => {
    for (const feet of [18, 23.5, 40, 65.6, 120.1]) {
      const stored = lengthFromUnit(feet, "imperial");
      expect(lengthToUnit(stored, "imperial")).toBe(feet);
      expect(lengthFromUnit(lengthToUnit(stored, "imperial"), "imperial")).toBe(stored);
    }
  });

  it("names the unit", () => {
    expect(lengthSymbol("metric")).toBe("m");
    expect(lengthSymbol("imperial")).toBe("ft");
  });
});
