import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { ALL, routeTableFor, routeTableHandlers, routeTables } from "./route-tables.server.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** The app's route table as the server build lists it: the root route, then routes.ts's entries below it. */
function manifestOf(entries: RouteConfigEntry[]): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  const add = (children: RouteConfigEntry[], parentId: string) => {
    for (const entry of children) {
      const id = entry.id ?? entry.file;
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
      };
      add(entry.children ?? [], id);
    }
  };
  add(entries, "root");
  return manifest;
}

/** Route objects as React Router's server builds them from a manifest (children in the manifest's order). */
function routeObjects(manifest: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeObjects(manifest, route.id),
          },
    );
}

const manifest = manifestOf(routeConfig);
const fullTable = routeObjects(manifest);
const ids = routeTables(manifest);
const keys = new Set(ids.keys());

function wholePath(route: ManifestRoute): string {
  const parent = route.parentId ? manifest[route.parentId] : undefined;
  return [parent ? wholePath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
}

/** A path for every route of the app (parameters and splats filled in), in several spellings. */
function samplePaths(): string[] {
  const paths = new Set<string>([
    "/",
    "//fr/boats",
    "/fr-ca/boats",
    "/frx",
    "/french/boats",
    "/%66r/boats",
    "/fr/%2e%2e/boats",
    "/en/details/12",
    "/en-US/details/12",
    "/EN-gb/boats/some-boat",
    "/sitemaps/boats-1.xml",
    "/it/dashboard/boats/12/photos",
    "/es/admin/users/4/teams",
  ]);
  const routes = Object.values(manifest).filter((route) => route.path !== undefined || route.index);
  routes.forEach((route, at) => {
    const path = `/${wholePath(route)}`.replace(/:[\w-]+/g, "x12").replace(/\*$/, "a/b");
    paths.add(path);
    // The ancestors React Router lists routes for in the document, and a deeper path no route names.
    const segments = path.split("/").filter(Boolean);
    for (let length = 1; length < segments.length; length++)
      paths.add(`/${segments.slice(0, length).join("/")}`);
    paths.add(`${path.replace(/\/$/, "")}/unknown/deeper`);
    // Other spellings (an upper-case locale, a trailing slash, a data request) for a sample of the routes.
    if (at % 4 === 0) {
      const [first = "", ...rest] = segments;
      paths.add(`/${[first.toUpperCase(), ...rest].join("/")}`);
      paths.add(`${path}/`);
      paths.add(path === "/" ? "/_.data" : `${path}.data`);
      paths.add(`${path}/_.data`);
    }
  });
  return [...paths];
}

/** How React Router reads a request's path: a data request's is its page's. */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/** `/` and every path above `path`, as React Router lists them for the document. */
function ancestorsOf(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return ["/", ...segments.slice(0, -1).map((_, at) => `/${segments.slice(0, at + 1).join("/")}`)];
}

/**
 * The route ids a table matches for a path, by the matcher React Router's server runs for every request
 * (`matchServerRoutes` asks the static handler), its branches ranked once per table.
 */
function matcher(routes: RouteObject[]): (path: string) => string[] | null {
  const handler = createStaticHandler(routes);
  return (path) => handler.match(path)?.map((match) => match.route.id) ?? null;
}

describe("route tables by the path's first segments", () => {
  const pick = (path: string) => routeTableFor(path, "/__manifest", keys);

  it("picks a table by the path's first two segments, or its first, that routes start with", () => {
    expect(pick("/")).toBe("");
    expect(pick("/boats")).toBe("boats");
    expect(pick("/boats/sea-ray-240")).toBe("boats");
    expect(pick("/fr")).toBe("fr");
    expect(pick("/fr/")).toBe("fr");
    expect(pick("/fr/boats/sea-ray-240")).toBe("fr/boats");
    expect(pick("/it/dashboard/messages")).toBe("it/dashboard");
    expect(pick("/es/partners")).toBe("es/partners");
    expect(pick("/en-GB/boats")).toBe("en-gb/boats");
    // React Router matches without regard to case.
    expect(pick("/FR/Boats")).toBe("fr/boats");
    expect(pick("/en-gb/boats")).toBe("en-gb/boats");
    // A start no route has: the longest one some route has, else the routes every path may match.
    expect(pick("/fr/nowhere")).toBe("fr");
    expect(pick("/french/boats")).toBe("");
    expect(pick("/en/details/12")).toBe("en/details");
    // An empty first segment matches no route, but the document lists the routes of `/fr`.
    expect(pick("//fr/boats")).toBe("fr/boats");
  });

  it("picks a data request's table by its page's path", () => {
    expect(pick("/_.data")).toBe("");
    expect(pick("/boats.data")).toBe("boats");
    expect(pick("/fr.data")).toBe("fr");
    expect(pick("/fr/_.data")).toBe("fr");
    expect(pick("/es/boats/sea-ray-240.data")).toBe("es/boats");
    expect(pick("/en-GB/favourites.data")).toBe("en-gb/favourites");
  });

  it("sends resource routes to a table that holds them", () => {
    for (const path of [
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/boats-1.xml",
      "/i18n/fr.json",
      "/icons/x.svg",
    ]) {
      expect(matcher(routeObjects(subset(pick(path))))(path)?.at(-1)).not.toBe("public/not-found");
    }
  });

  it("leaves route discovery and percent-encoded first segments to the whole table", () => {
    expect(pick("/__manifest")).toBe(ALL);
    expect(routeTableFor("/__manifest", "/routes-manifest", keys)).not.toBe(ALL);
    expect(routeTableFor("/routes-manifest", "/routes-manifest", keys)).toBe(ALL);
    // `/%66r/…` is `/fr/…` once React Router has decoded it.
    expect(pick("/%66r/boats")).toBe(ALL);
    expect(pick("/fr/%62oats")).toBe(ALL);
    expect(pick("/fr/boats/%62")).toBe("fr/boats");
  });

  it("answers every path, and the ancestors a document lists routes for, exactly as the whole table does", {
    timeout: 30_000,
  }, () => {
    const tables = new Map([...keys].map((key) => [key, matcher(routeObjects(subset(key)))]));
    const whole = matcher(fullTable);
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(800);
    const compared = new Set<string>();
    const differences: string[] = [];
    for (const request of paths) {
      const table = pick(request);
      if (table === ALL) continue;
      const path = pagePath(request) || "/";
      // The same handler also matches `/` and each ancestor of a document's path, for the routes it lists in
      // the page (React Router's getPartialManifest): a French page's `/` is the en-US home.
      for (const asked of [path, ...ancestorsOf(path)]) {
        if (compared.has(`${table} ${asked}`)) continue;
        compared.add(`${table} ${asked}`);
        const expected = whole(asked);
        const own = tables.get(table)?.(asked);
        if (JSON.stringify(expected) !== JSON.stringify(own))
          differences.push(`${asked} in ${table}'s table: ${expected?.join(" > ")} vs ${own?.join(" > ")}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("keeps a few routes in each table, with the routes every path may match", () => {
    const total = Object.keys(manifest).length;
    for (const [key, table] of ids) {
      expect(table.length, key).toBeLessThan(total / 8);
      // The root, and the en-US home every document lists for `/`.
      expect(table).toEqual(expect.arrayContaining(["root", "public/layout", "public/home"]));
    }
    expect(ids.get("fr/boats")).toContain("fr/public/boat");
    expect(ids.get("fr/boats")).not.toContain("public/boat");
    expect(ids.get("fr/boats")).not.toContain("it/public/boat");
    // The French home, which the document lists for `/fr`, but not the French back office.
    expect(ids.get("fr/boats")).toContain("fr/public/home");
    expect(ids.get("fr/boats")?.filter((id) => id.startsWith("fr/admin"))).toEqual([]);
    expect(ids.get("fr/admin")?.filter((id) => id.startsWith("fr/admin")).length).toBeGreaterThan(20);
    expect(ids.get("boats")).toContain("public/boat");
    expect(ids.get("")).not.toContain("public/boat");
    expect(ids.get("robots.txt")).toContain("seo/robots");
    expect(ids.get("en/details")).toContain("en/public/boat/details");
    // A route is never without its parent.
    for (const table of ids.values()) {
      const held = new Set(table);
      for (const id of held) {
        const parentId = manifest[id]?.parentId;
        if (parentId) expect(held).toContain(parentId);
      }
    }
  });
});

describe("routeTableHandlers", () => {
  const build = {
    routes: Object.fromEntries(Object.entries(manifest).map(([id, route]) => [id, { ...route, module: {} }])),
    assets: {
      version: "abc",
      entry: { module: "/entry.js", imports: [] },
      url: "/manifest-abc.js",
      routes: Object.fromEntries(
        Object.entries(manifest).map(([id, route]) => [id, { ...route, module: `/${id}.js` }]),
      ),
    },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    ssr: true,
  } as unknown as ServerBuild;

  it("gives each table a build with its routes, the same in the server's table and the browser's manifest", () => {
    const { handlerFor } = routeTableHandlers(build, (tableBuild) => tableBuild);
    const french = handlerFor("/fr/boats/sea-ray-240");
    expect(Object.keys(french.routes)).toEqual(ids.get("fr/boats"));
    expect(Object.keys(french.assets.routes)).toEqual(ids.get("fr/boats"));
    expect(french.assets.version).toBe("abc");
    expect(french.routeDiscovery).toBe(build.routeDiscovery);
    expect(handlerFor("/boats.data")).toBe(handlerFor("/boats/sea-ray-240"));
    expect(Object.keys(handlerFor("/").routes)).toEqual(ids.get(""));
    expect(handlerFor("/en-GB/boats")).not.toBe(handlerFor("/boats"));
  });

  it("answers `/__manifest` with the whole build, whatever locales its paths name", () => {
    const { handlerFor } = routeTableHandlers(build, (tableBuild) => tableBuild);
    expect(handlerFor("/__manifest")).toBe(build);
    expect(handlerFor("/%66r/boats")).toBe(build);
  });

  it("uses the whole build for every request under a basename, or when documents carry the whole manifest", () => {
    const { handlerFor } = routeTableHandlers({ ...build, basename: "/shop" }, (tableBuild) => tableBuild);
    expect(handlerFor("/shop/fr/boats").routes).toBe(build.routes);
    const initial = { ...build, routeDiscovery: { mode: "initial", manifestPath: "/__manifest" } } as const;
    const eager = routeTableHandlers(initial, (tableBuild) => tableBuild);
    expect(eager.handlerFor("/fr/boats").assets.routes).toBe(build.assets.routes);
  });
});

function subset(key: string): Record<string, ManifestRoute> {
  return Object.fromEntries((ids.get(key) ?? []).map((id) => [id, manifest[id] as ManifestRoute]));
}
