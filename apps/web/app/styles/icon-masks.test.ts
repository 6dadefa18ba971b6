import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import collection from "#app/icons/lucide.json";
import { ICON_NAMES } from "#app/lib/icons/icon-names.ts";

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
const icons = (collection as { icons: Record<string, { body: string }> }).icons;

/** `--icon-NAME: url("data:…")` declarations of app.css: the icons drawn by CSS as masks. */
const masks = [...css.matchAll(/--icon-([a-z0-9-]+):\s*url\("data:image\/svg\+xml,([^"]+)"\)/g)].map(
  ([, name, data]) => ({ name: name!, svg: decodeURIComponent(data!) }),
);

describe("icons drawn by CSS", () => {
  it("are the collection's own drawings, in its 24-unit box", () => {
    expect(masks.map((mask) => mask.name).sort()).toEqual(["calendar", "check", "map-pin", "ruler"]);
    for (const { name, svg } of masks) {
      expect(ICON_NAMES, name).toContain(name);
      expect(svg, name).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${icons[name]?.body}</svg>`,
      );
    }
  });

  it("are each used by a rule, and every mask a rule names is declared", () => {
    const used = new Set([...css.matchAll(/--icon:\s*var\(--icon-([a-z0-9-]+)\)/g)].map(([, name]) => name));
    expect([...used].sort()).toEqual(masks.map((mask) => mask.name).sort());
  });
});
