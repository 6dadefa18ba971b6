import { readFileSync } from "node:fs";
import { BRAND_MAIN_SHADE, BRAND_SHADES } from "@keel/contracts/ui-constants";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The declarations of the first rule opened by `selector` (":root", ".dark"). */
function block(selector: string): string {
  const start = css.search(new RegExp(`^${selector.replace(".", "\\.")}\\s*\\{`, "m"));
  expect(start, `${selector} rule`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("}", start));
}

describe("brand palette", () => {
  it("defines every shade from 50 to 950", () => {
    expect(BRAND_SHADES).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
    for (const shade of BRAND_SHADES) expect(css).toMatch(new RegExp(`--color-brand-${shade}:\\s*oklch\\(`));
  });

  it("uses shade 500 as the main colour in light mode and 400 in dark mode", () => {
    expect(BRAND_MAIN_SHADE).toEqual({ light: 500, dark: 400 });
    expect(block(":root")).toContain(`--primary: var(--color-brand-${BRAND_MAIN_SHADE.light});`);
    expect(block(".dark")).toContain(`--primary: var(--color-brand-${BRAND_MAIN_SHADE.dark});`);
  });
});
