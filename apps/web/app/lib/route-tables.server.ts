/**
 * React Router matched every request against the whole route table: the five locales' copies of the route
 * tree (app/routes.ts), over five hundred routes. It walks that table several times per page (the request
 * handler, the data query, the document's list of routes for the browser, once per ancestor path) and builds
 * a route object for each of its routes per page, so a page cost grew with the number of locales.
 *
 * Here the server build is cut into one table per locale: the routes a path of that locale can match, with
 * the same ids. A path's locale is its first non-empty segment (`/fr/…`; en-US has no prefix, so any other
 * segment is en-US's). A route is in a locale's table when its whole path starts with that locale's segment,
 * or when it starts with no fixed segment at all (the root, the en-US home and its not-found page, which `/`
 * and any path may match), with every route above it. A route left out of a table starts with a fixed
 * segment other than the one every path given to that table starts with (and `/` and a path's ancestors,
 * which the document lists routes for, start with the same one), so it matches none of them: for any
 * request, its table answers exactly what the whole table answers (the same matches, in the same order),
 * the routes listed for the browser included. docs/decisions/055-route-tables-per-locale.md.
 *
 * The whole table still answers what no single locale can: React Router's `/__manifest` (lazy route
 * discovery asks for paths of several locales at once, the language menu's among them) and a path whose
 * first segment is percent-encoded (`/%66r/…` is decoded to `/fr/…` before matching).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromSegment } from "@keel/contracts/locales";
import type { ServerBuild } from "react-router";

/** The table a request is matched against: one locale's, or the whole one. */
export type RouteTable = Locale | "all";

/** What this needs of a route of the build: its place in the tree and its path. */
interface TableRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * The table for a request's path. React Router matches a data request (`/fr/boats.data`, `/_.data` for `/`)
 * on its page's path, and decodes percent-escapes before matching; the locale is read the same way.
 */
export function routeTableFor(pathname: string, manifestPath: string): RouteTable {
  if (pathname === manifestPath) return "all";
  const pagePath = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.endsWith(".data")
      ? pathname.slice(0, -".data".length)
      : pathname;
  // The first segment that is not empty: the document lists the routes of `/fr` for `//fr/boats` too.
  const first = pagePath.split("/").find(Boolean) ?? "";
  if (first.includes("%")) return "all";
  return localeFromSegment(first) ?? DEFAULT_LOCALE;
}

/**
 * The ids of each locale's table, in the build's order. A route whose whole path starts with a fixed segment
 * belongs to that segment's locale (en-US for any segment that names no other locale); one starting with
 * none (empty, a parameter, a splat, an optional segment) belongs to every locale; a route without a path of
 * its own (a layout) is kept where any of its children is.
 */
export function routeIdsByLocale(routes: Record<string, TableRoute | undefined>): Map<Locale, string[]> {
  const all = Object.values(routes).filter((route): route is TableRoute => route !== undefined);
  const wholePath = new Map<string, string>();
  const pathOf = (route: TableRoute): string => {
    const known = wholePath.get(route.id);
    if (known !== undefined) return known;
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    // An absolute child path already holds its parents' (React Router requires it).
    const path = own.startsWith("/") || !parent ? own : `${pathOf(parent)}/${own}`;
    wholePath.set(route.id, path);
    return path;
  };
  const kept = new Map<Locale, Set<string>>(LOCALES.map((locale) => [locale, new Set<string>()]));
  for (const route of all) {
    // A layout matches nothing by itself: it comes with the children kept below.
    if (route.path === undefined && !route.index) continue;
    const owner = ownerOf(pathOf(route));
    for (const locale of owner === "every" ? LOCALES : [owner]) {
      const ids = kept.get(locale) as Set<string>;
      for (let at: TableRoute | undefined = route; at && !ids.has(at.id); ) {
        ids.add(at.id);
        at = at.parentId ? routes[at.parentId] : undefined;
      }
    }
  }
  return new Map(
    LOCALES.map((locale) => [locale, all.map((r) => r.id).filter((id) => kept.get(locale)?.has(id))]),
  );
}

/** The locale whose paths a route's whole path can match, or "every" when it starts with no fixed segment. */
function ownerOf(path: string): Locale | "every" {
  const first = path.replace(/^\/+/, "").split("/", 1)[0] ?? "";
  if (first === "" || /[:*?]/.test(first)) return "every";
  return localeFromSegment(first) ?? DEFAULT_LOCALE;
}

/** The build with only the given routes, in the server's table and in the browser's manifest alike. */
function buildWith(build: ServerBuild, ids: readonly string[]): ServerBuild {
  function pick<T>(table: Record<string, T>): Record<string, T> {
    return Object.fromEntries(ids.flatMap((id) => (id in table ? [[id, table[id] as T]] : [])));
  }
  return {
    ...build,
    routes: pick(build.routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
}

/**
 * One request handler per locale over its table, and one over the whole build; `handlerFor` picks a
 * request's. `create` is React Router's `createRequestHandler` (a parameter so the choice is testable).
 */
export function localeRouteHandlers<Handler>(
  build: ServerBuild,
  create: (build: ServerBuild) => Handler,
): { handlerFor: (pathname: string) => Handler } {
  const manifestPath = build.routeDiscovery.manifestPath || "/__manifest";
  const tables = new Map<RouteTable, ServerBuild>([["all", build]]);
  // Under a basename paths begin with it, not with a locale: every request would need the whole table. Without
  // lazy route discovery every document carries the whole manifest for the browser: a table's would be short.
  if ((build.basename && build.basename !== "/") || build.routeDiscovery.mode !== "lazy") {
    const handler = create(build);
    return { handlerFor: () => handler };
  }
  for (const [locale, ids] of routeIdsByLocale(build.routes)) tables.set(locale, buildWith(build, ids));
  const handlers = new Map([...tables].map(([table, tableBuild]) => [table, create(tableBuild)]));
  return { handlerFor: (pathname) => handlers.get(routeTableFor(pathname, manifestPath)) as Handler };
}
