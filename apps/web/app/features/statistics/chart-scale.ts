/**
 * The arithmetic of the dashboard's small statistics chart (an inline SVG, no chart library): a "nice" top
 * of the value axis (1, 2, 2.5 or 5 times a power of ten), its ticks, and the bar rectangles of a series in
 * chart coordinates. Pure functions, so the server and the browser draw the same picture.
 */

/** The smallest "nice" number at or above `value` (0 → 1, so an empty series still has an axis). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const nice = step * power;
    // Counts are whole numbers: 2.5 is only nice from 10 up.
    if (nice >= value && Number.isInteger(nice)) return nice;
  }
  return 10 * power;
}

/**
 * Tick values from 0 to `max` in equal whole steps: four or five steps when they divide `max` evenly (the
 * nice maxima always allow one of them from 10 up), fewer for small maxima (0, 1, 2).
 */
export function axisTicks(max: number): number[] {
  const steps = [4, 5, 2, 3].find((n) => max >= n && Number.isInteger(max / n)) ?? 1;
  return Array.from({ length: steps + 1 }, (_, index) => (max * index) / steps);
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept for the axis labels, in the same units. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface BarLayout {
  max: number;
  ticks: { value: number; y: number }[];
  bars: Bar[];
}

/**
 * Bars for `values` inside `box`: equal slots across the plot width, a gap of `gap` (share of a slot)
 * between bars, heights scaled to the nice maximum. A zero keeps a hairline so the day still shows.
 */
export function layoutBars(values: readonly number[], box: ChartBox, gap = 0.25): BarLayout {
  const { width, height, padding } = box;
  const plotWidth = Math.max(0, width - padding.left - padding.right);
  const plotHeight = Math.max(0, height - padding.top - padding.bottom);
  const max = niceCeiling(Math.max(0, ...values));
  const baseline = padding.top + plotHeight;
  const slot = values.length > 0 ? plotWidth / values.length : 0;
  const barWidth = slot * (1 - gap);
  const bars = values.map((raw, index) => {
    const value = Math.max(0, raw);
    const scaled = (value / max) * plotHeight;
    const barHeight = value > 0 ? Math.max(scaled, 1) : 0.5;
    return {
      x: round(padding.left + index * slot + (slot - barWidth) / 2),
      y: round(baseline - barHeight),
      width: round(barWidth),
      height: round(barHeight),
      value,
    };
  });
  const ticks = axisTicks(max).map((value) => ({ value, y: round(baseline - (value / max) * plotHeight) }));
  return { max, ticks, bars };
}

/** Two decimals are plenty in SVG coordinates and keep the markup short and stable across runtimes. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
