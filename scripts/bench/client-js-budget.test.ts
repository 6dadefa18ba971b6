import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allPageIds,
  carriesZod,
  chunksCarryingZod,
  chunksOf,
  measurePublicPages,
  pagesLoading,
  parseRouteManifest,
  publicPageIds,
  type RouteManifest,
  sharedChunks,
  staticImportsOf,
} from "./client-js-budget.ts";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/react-b.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-c.js", imports: ["/assets/react-b.js"] },
    "public/layout": {
      id: "public/layout",
      parentId: "root",
      hasDefaultExport: true,
      module: "/assets/layout-d.js",
    },
    "public/home": {
      id: "public/home",
      parentId: "public/layout",
      index: true,
      hasDefaultExport: true,
      module: "/assets/home-e.js",
      imports: ["/assets/card-f.js"],
    },
    "public/boat": {
      id: "public/boat",
      parentId: "public/layout",
      path: "boats/:slug",
      hasDefaultExport: true,
      module: "/assets/boat-g.js",
      clientLoaderModule: "/assets/boat-loader-h.js",
    },
    "public/search/brand-options": {
      id: "public/search/brand-options",
      parentId: "public/layout",
      path: "boats/options/brands",
      hasDefaultExport: false,
      module: "/assets/brand-options-i.js",
    },
    "fr/public/layout": { id: "fr/public/layout", parentId: "root", module: "/assets/layout-d.js" },
    "dashboard/layout": {
      id: "dashboard/layout",
      parentId: "root",
      path: "dashboard",
      hasDefaultExport: true,
      module: "/assets/dashboard-j.js",
    },
  },
};

const sources: Record<string, string> = {
  "/assets/entry.client-a.js": 'import{a}from"./react-b.js";import("./lazy-k.js");',
  "/assets/react-b.js": "export const a=1;",
  "/assets/root-c.js": 'import{a}from"./react-b.js";export default a;',
  "/assets/layout-d.js": "export default 1;",
  "/assets/home-e.js": 'import"./card-f.js";export default 1;',
  // A static import the manifest does not list still counts.
  "/assets/card-f.js": 'export{x}from"./icon-l.js";',
  "/assets/icon-l.js": "export const x=2;",
  "/assets/boat-g.js": "export default 1;",
  "/assets/boat-loader-h.js": "export const clientLoader=1;",
};

describe("client JS budget", () => {
  it("reads the manifest React Router writes", () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseRouteManifest(source)).toEqual(manifest);
    expect(() => parseRouteManifest("export default {}")).toThrow(/Not a React Router manifest/);
  });

  it("finds static imports and leaves dynamic ones out", () => {
    expect(
      staticImportsOf('import{a as b}from"./x.js";import"./y.js";export*from"../z.js";import("./lazy.js")'),
    ).toEqual(["./x.js", "./y.js", "../z.js"]);
  });

  it("lists the public pages with a component, not resource routes nor other layouts", () => {
    expect(publicPageIds(manifest)).toEqual(["public/home", "public/boat"]);
  });

  it("lists every page of the unprefixed locale for --all: leaves, public or not", () => {
    expect(allPageIds(manifest)).toEqual(["public/home", "public/boat", "dashboard/layout"]);
  });

  it("counts the entry, every route of the branch and what they import, once each", () => {
    const read = (url: string) => sources[url] ?? "";
    expect(chunksOf(manifest, "public/home", read)).toEqual([
      "/assets/card-f.js",
      "/assets/entry.client-a.js",
      "/assets/home-e.js",
      "/assets/icon-l.js",
      "/assets/layout-d.js",
      "/assets/react-b.js",
      "/assets/root-c.js",
    ]);
    expect(chunksOf(manifest, "public/boat", read)).toContain("/assets/boat-loader-h.js");
    expect(chunksOf(manifest, "public/boat", read)).not.toContain("/assets/lazy-k.js");
  });

  it("measures a build: gzipped bytes per page, and the chunks every page shares", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "keel-client-js-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(
      join(clientDir, "assets", "manifest-0123abcd.js"),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    for (const [url, source] of Object.entries(sources)) writeFileSync(join(clientDir, url), source);
    // A big chunk (incompressible) on one page only: that page weighs more than the other.
    const big = randomBytes(3000).toString("base64");
    writeFileSync(join(clientDir, "/assets/boat-g.js"), `export default ${JSON.stringify(big)};`);

    const pages = measurePublicPages(clientDir);
    expect(pages.map((page) => [page.routeId, page.path])).toEqual([
      ["public/home", "/"],
      ["public/boat", "/boats/:slug"],
    ]);
    const [home, boat] = pages;
    expect(home!.gzipBytes).toBeGreaterThan(0);
    expect(boat!.gzipBytes).toBeGreaterThan(home!.gzipBytes + 2500);
    expect(sharedChunks(pages)).toEqual([
      "/assets/entry.client-a.js",
      "/assets/layout-d.js",
      "/assets/react-b.js",
      "/assets/root-c.js",
    ]);
  });

  it("refuses a build directory without its manifest", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "keel-client-js-"));
    mkdirSync(join(clientDir, "assets"));
    expect(() => measurePublicPages(clientDir)).toThrow(/run npm run build -w @keel\/web first/);
  });

  it("recognises zod in a chunk, minified or not, and nothing else", () => {
    // zod's own code as the bundler receives it: its class names survive minification as strings.
    const zodCore = dirname(createRequire(import.meta.url).resolve("zod/v4/core"));
    expect(carriesZod(readFileSync(join(zodCore, "schemas.js"), "utf8"))).toBe(true);
    expect(carriesZod(readFileSync(join(zodCore, "errors.js"), "utf8"))).toBe(true);
    expect(carriesZod('const a=$constructor("$ZodString",(e,t)=>{});')).toBe(true);
    expect(carriesZod('class n extends Error{constructor(){super(),this.name="ZodError"}}')).toBe(true);
    expect(carriesZod('const HULL_MATERIALS=["grp","aluminium"];export{HULL_MATERIALS as H};')).toBe(false);
    expect(carriesZod("const ZodLike = 1; // a word, not zod's class name")).toBe(false);
  });

  it("lists the chunks of a build that carry zod", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "keel-client-js-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "home-e.js"), 'export const a=["grp"];');
    writeFileSync(join(clientDir, "assets", "partners-z.js"), 'const t=$constructor("$ZodType",()=>{});');
    writeFileSync(join(clientDir, "assets", "style-x.css"), '.a{content:"$ZodType"}');
    expect(chunksCarryingZod(clientDir)).toEqual(["/assets/partners-z.js"]);
    writeFileSync(join(clientDir, "assets", "partners-z.js"), "export const b=1;");
    expect(chunksCarryingZod(clientDir)).toEqual([]);
  });

  it("names every page, signed-in ones included, whose first view loads a chunk that carries zod", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "keel-client-js-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(
      join(clientDir, "assets", "manifest-0123abcd.js"),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    for (const [url, source] of Object.entries(sources)) writeFileSync(join(clientDir, url), source);
    // The dashboard imports a constant from a schema module: its chunk and that module's reach zod.
    writeFileSync(
      join(clientDir, "assets", "dashboard-j.js"),
      'import{P}from"./accounts-m.js";export default P;',
    );
    writeFileSync(join(clientDir, "assets", "accounts-m.js"), 'import"./schemas-n.js";export const P=10;');
    writeFileSync(join(clientDir, "assets", "schemas-n.js"), 'const t=$constructor("$ZodType",()=>{});');
    // A chunk only an import() loads still carries zod to the browser, though no first view loads it.
    writeFileSync(
      join(clientDir, "assets", "lazy-k.js"),
      'class n extends Error{constructor(){super(),this.name="ZodError"}}',
    );

    const withZod = chunksCarryingZod(clientDir);
    expect(withZod).toEqual(["/assets/lazy-k.js", "/assets/schemas-n.js"]);
    const pages = measurePublicPages(clientDir, { all: true });
    expect(pagesLoading(pages, withZod).map((page) => page.routeId)).toEqual(["dashboard/layout"]);
    expect(pagesLoading(measurePublicPages(clientDir), withZod)).toEqual([]);
    expect(pagesLoading(pages, [])).toEqual([]);
  });
});
