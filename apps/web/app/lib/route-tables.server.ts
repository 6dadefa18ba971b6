/**
 * React Router matches every request against its whole route table: the five locales' copies of the route
 * tree (app/routes.ts), over five hundred routes. It walks that table several times per page (the request
 * handler, the data query, the document's list of routes for the browser, once per ancestor path), and builds
 * a route object for each of its routes per page, so a page's cost grew with the size of the table.
 *
 * Here the server build is cut into small tables by the start of the path: a path is matched against the
 * routes that can match it or `/` or one of its ancestors, with the same ids. A route's *fixed start* is the
 * fixed segments its whole path begins with, at most two (`fr/boats` for `fr/boats/:slug`, `boats` for
 * `boats/:slug`, nothing for the root, a route beginning with a parameter, or `*`). A route can match a path,
 * or that path's ancestors, only when its fixed start is a start of the path's segments. So the table for a
 * path whose first two segments are `a/b` holds the routes whose fixed start is nothing, `a`, or `a/b`, with
 * every route above them; a path whose `a/b` (or `a`) no route starts with gets the table of `a` (or of
 * nothing). For any request its table answers exactly what the whole table answers (the same matches, in the
 * same order), the routes listed for the browser included. Segments are compared in lower case, as React
 * Router matches without regard to case. docs/decisions/055-route-tables-per-locale.md (one table per
 * locale) and 043-cheap-rendering.md (one per path start).
 *
 * The whole table still answers what no single table can: React Router's `/__manifest` (lazy route
 * discovery asks for paths of several locales at once, the language menu's among them) and a path whose
 * first segments are percent-encoded (`/%66r/…` is decoded to `/fr/…` before matching).
 */
import type { ServerBuild } from "react-router";

/** The table a request is matched against: the key of a path start's table, or ALL. */
export type RouteTable = string;

/** The whole table's key (no fixed start holds a `*`). */
export const ALL = "*";

/** What this needs of a route of the build: its place in the tree and its path. */
interface TableRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** How many leading segments of a path choose its table. */
const KEY_SEGMENTS = 2;

/**
 * The path React Router matches for a request: a data request (`/fr/boats.data`, `/_.data` for `/`) is
 * matched on its page's path.
 */
function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

/**
 * The table for a request's path, among the tables' keys (`routeTables`). The segments are the non-empty
 * ones (the document lists the routes of `/fr` for `//fr/boats` too).
 */
export function routeTableFor(pathname: string, manifestPath: string, keys: ReadonlySet<string>): RouteTable {
  if (pathname === manifestPath) return ALL;
  const segments = pagePathOf(pathname).split("/").filter(Boolean).slice(0, KEY_SEGMENTS);
  // React Router decodes percent-escapes before matching: `%66r` is `fr`.
  if (segments.some((segment) => segment.includes("%"))) return ALL;
  for (let length = segments.length; length > 0; length--) {
    const key = segments.slice(0, length).join("/").toLowerCase();
    if (keys.has(key)) return key;
  }
  return "";
}

/**
 * The ids of each table, in the build's order, by key: "" (the routes every path may match), and each fixed
 * start of one or two segments some route has. A layout without a path of its own is kept where any of its
 * children is.
 */
export function routeTables(routes: Record<string, TableRoute | undefined>): Map<string, string[]> {
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
  // Each route that matches by itself, under its fixed start.
  const byStart = new Map<string, TableRoute[]>([["", []]]);
  for (const route of all) {
    // A layout matches nothing by itself: it comes with the children kept below.
    if (route.path === undefined && !route.index) continue;
    const start = fixedStart(pathOf(route));
    // A key for each start, so that a path beginning with `a` finds `a`'s table even if only `a/b` routes exist.
    for (let length = 1; length <= start.length; length++) {
      const key = start.slice(0, length).join("/");
      if (!byStart.has(key)) byStart.set(key, []);
    }
    byStart.get(start.join("/"))?.push(route);
  }
  const tables = new Map<string, string[]>();
  for (const key of byStart.keys()) {
    const ids = new Set<string>();
    const segments = key === "" ? [] : key.split("/");
    for (let length = 0; length <= segments.length; length++) {
      for (const route of byStart.get(segments.slice(0, length).join("/")) ?? []) {
        for (let at: TableRoute | undefined = route; at && !ids.has(at.id); ) {
          ids.add(at.id);
          at = at.parentId ? routes[at.parentId] : undefined;
        }
      }
    }
    tables.set(
      key,
      all.map((route) => route.id).filter((id) => ids.has(id)),
    );
  }
  return tables;
}

/** The fixed segments a route's whole path begins with, at most two, in lower case. */
function fixedStart(path: string): string[] {
  const start: string[] = [];
  for (const segment of path.split("/").filter(Boolean)) {
    if (start.length === KEY_SEGMENTS || /[:*?]/.test(segment)) break;
    start.push(segment.toLowerCase());
  }
  return start;
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
 * One request handler per table, and one over the whole build; `handlerFor` picks a request's. `create` is
 * React Router's `createRequestHandler` (a parameter so the choice is testable).
 */
export function routeTableHandlers<Handler>(
  build: ServerBuild,
  create: (build: ServerBuild) => Handler,
): { handlerFor: (pathname: string) => Handler } {
  const manifestPath = build.routeDiscovery.manifestPath || "/__manifest";
  // Under a basename paths begin with it: every request would need the whole table. Without lazy route
  // discovery every document carries the whole manifest for the browser: a table's would be short.
  if ((build.basename && build.basename !== "/") || build.routeDiscovery.mode !== "lazy") {
    const handler = create(build);
    return { handlerFor: () => handler };
  }
  const handlers = new Map<RouteTable, Handler>([[ALL, create(build)]]);
  for (const [key, ids] of routeTables(build.routes)) handlers.set(key, create(buildWith(build, ids)));
  const keys = new Set(handlers.keys());
  keys.delete(ALL);
  return {
    handlerFor: (pathname) => handlers.get(routeTableFor(pathname, manifestPath, keys)) as Handler,
  };
}
