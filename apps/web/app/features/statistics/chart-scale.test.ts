import { describe, expect, it } from "vitest";
import { axisTicks, layoutBars, niceCeiling } from "./chart-scale.ts";

describe("niceCeiling", () => {
  it("rounds the top of the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([1, 2, 3, 7, 12, 21, 26, 51, 101, 240, 999].map(niceCeiling)).toEqual([
      1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 1000,
    ]);
  });

  it("keeps an axis for an empty series", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe("axisTicks", () => {
  it("divides the axis in whole steps", () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });
});

describe("layoutBars", () => {
  const box = { width: 140, height: 120, padding: { top: 10, right: 0, bottom: 10, left: 40 } };

  it("spreads the bars across the plot and scales them to the nice maximum", () => {
    const { max, bars, ticks } = layoutBars([10, 20, 5, 0], box, 0.5);
    expect(max).toBe(20);
    expect(bars.map((b) => b.x)).toEqual([46.25, 71.25, 96.25, 121.25]);
    expect(bars.every((b) => b.width === 12.5)).toBe(true);
    expect(bars.map((b) => b.height)).toEqual([50, 100, 25, 0.5]);
    // Bars stand on the baseline (y + height = 110).
    expect(bars.map((b) => b.y + b.height)).toEqual([110, 110, 110, 110]);
    expect(ticks[0]).toEqual({ value: 0, y: 110 });
    expect(ticks.at(-1)).toEqual({ value: 20, y: 10 });
  });

  it("keeps a tiny value visible", () => {
    const { bars } = layoutBars([1, 1000], box);
    expect(bars[0]!.height).toBe(1);
  });

  it("draws nothing for an empty series", () => {
    expect(layoutBars([], box)).toMatchObject({ max: 1, bars: [] });
  });
});
