import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { allKeys, areaKeys, keysIn, keysUsedByArea, reachableModules } from "../../scripts/text-areas.ts";
import { loadMessages, splitTexts } from "./i18n.server.ts";
import { AREA_KEYS } from "./text-areas.generated.ts";
import { AREA_OF_LAYOUT, SIGNED_IN_AREAS, textAreaOfLayout, textAreasOf } from "./text-areas.ts";

const APP_DIR = join(import.meta.dirname, "..");
const keys = allKeys();
const used = keysUsedByArea(routes, keys);

describe("texts per area", () => {
  it("lists each signed-in area's own keys as its pages use them: run `npm run text-areas -w @keel/web` when stale", () => {
    const lists = areaKeys(routes, keys);
    expect(AREA_KEYS).toEqual(lists);
  });

  it("gives every page each key its modules use, in the files it fetches", async () => {
    const files = splitTexts(await loadMessages("fr"));
    const fetched = (area: "public" | (typeof SIGNED_IN_AREAS)[number]) =>
      new Set([...Object.keys(files.public), ...(area === "public" ? [] : Object.keys(files[area]))]);
    for (const area of ["public", ...SIGNED_IN_AREAS] as const) {
      const missing = [...used[area]].filter((key) => !fetched(area).has(key));
      expect(missing, `${area} pages`).toEqual([]);
    }
    // The public file leaves out most of the app's texts: the dashboard's and the back office's.
    expect(Object.keys(files.public).length).toBeLessThan(keys.length / 2);
    expect(files.public["nav.home"]).toBeDefined();
    expect(files.public["apiKeys.title"]).toBeUndefined();
    expect(files.account["apiKeys.title"]).toBeDefined();
  });

  it("puts every key in the public file or an area's, the same text in each", async () => {
    const messages = await loadMessages("it");
    const files = splitTexts(messages);
    const all = Object.assign({}, files.public, ...SIGNED_IN_AREAS.map((area) => files[area]));
    expect(all).toEqual(messages);
    for (const area of SIGNED_IN_AREAS)
      for (const key of Object.keys(files[area])) expect(files.public[key]).toBeUndefined();
  });

  it("gives a text no area lists to the public file", () => {
    const files = splitTexts(
      { "a.one": "1", "b.two": "2", "c.three": "3" },
      { auth: ["b.two"], account: ["b.two", "c.three"], admin: [] },
    );
    expect(files.public).toEqual({ "a.one": "1" });
    expect(files.auth).toEqual({ "b.two": "2" });
    expect(files.account).toEqual({ "b.two": "2", "c.three": "3" });
    expect(files.admin).toEqual({});
  });

  it("names each area's layout in routes.ts, and that layout waits for its texts on client navigations", () => {
    const files = new Map<string, string>();
    const visit = (route: RouteConfigEntry) => {
      files.set(route.id ?? "", route.file);
      for (const child of route.children ?? []) visit(child);
    };
    for (const route of routes) visit(route);
    for (const [layout, area] of Object.entries(AREA_OF_LAYOUT)) {
      const file = files.get(layout);
      expect(file, layout).toBeDefined();
      expect(readFileSync(join(APP_DIR, file!), "utf8")).toContain(
        `clientMiddleware: Route.ClientMiddlewareFunction[] = [textsMiddleware("${area}")]`,
      );
    }
  });

  it("tells a page's areas from its matched routes, in every locale", () => {
    expect(textAreasOf(["root", "public/layout", "public/home"])).toEqual(["public"]);
    expect(textAreasOf(["root", "fr/dashboard/layout", "fr/dashboard/settings/layout"])).toEqual([
      "public",
      "account",
    ]);
    expect(textAreasOf(["root", "admin/layout", "admin/users"])).toEqual(["public", "admin"]);
    expect(textAreaOfLayout("en-GB/auth/layout")).toBe("auth");
    expect(textAreaOfLayout("public/layout")).toBeUndefined();
  });
});

describe("keysIn", () => {
  const known = ["boat.fuel.diesel", "boat.fuel.petrol", "boat.price", "nav.home", "nav.search"];

  it("finds keys spelled out in quotes or backquotes, and every key under a template's prefix", () => {
    const source = `t("boat.price"); const k = 'nav.home'; t(\`boat.fuel.\${fuel}\`); t("nav.other");`;
    expect([...keysIn(source, known)].sort()).toEqual([
      "boat.fuel.diesel",
      "boat.fuel.petrol",
      "boat.price",
      "nav.home",
    ]);
  });

  it("ignores words that merely contain a key", () => {
    expect([...keysIn("// see nav.search in the docs; x.nav.home", known)]).toEqual([]);
  });
});

describe("reachableModules", () => {
  it("follows static imports, re-exports and import() through #app/ and relative paths", () => {
    const reached = reachableModules(["root.tsx"]);
    // root.tsx imports the toaster, which loads Radix's with import() on first use.
    expect(reached.has("ui/toaster.tsx")).toBe(true);
    expect(reached.has("lib/i18n.ts")).toBe(true);
    expect(reached.has("features/admin/routes/layout.tsx")).toBe(false);
  });
});
