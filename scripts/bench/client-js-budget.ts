/**
 * What a page of the built web app makes the browser download as JavaScript on its first view, read from
 * React Router's route manifest (build/client/assets/manifest-*.js): the entry, its imports, and for each
 * route of the page's branch (root, layout, page) its module, imports and client-only modules. Those are
 * exactly the modulepreload links and imports that <Scripts> renders. Chunks reached only by a dynamic
 * import() (a lazy component opened on interaction) are not counted: the first view does not load them.
 * Static imports are followed inside the chunks too, so a chunk the manifest would miss still counts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * 125 kB (1 kB = 1000 bytes, as Vite prints sizes) of gzipped JavaScript per public page: decision 022's target,
 * which every public page meets since 2026-11-27 (the budget was lowered from 135 kB step by step as pages got
 * lighter). Some pages are within a few bytes of it: a change that adds to the shared chunks shows here first.
 */
export const PUBLIC_PAGE_BUDGET_BYTES = 125_000;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageWeight {
  routeId: string;
  /** The URL pattern of the page, from its branch's paths ("/boats/:slug"). */
  path: string;
  /** Asset URLs ("/assets/…js") the first view loads, sorted. */
  chunks: string[];
  gzipBytes: number;
}

/** Reads the manifest that `react-router build` writes beside the client assets. */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assetsDir = join(clientDir, "assets");
  const files = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1)
    throw new Error(
      `Expected one React Router manifest in ${assetsDir}, found ${files.length}: run npm run build -w @keel/web first.`,
    );
  return parseRouteManifest(readFileSync(join(assetsDir, files[0]!), "utf8"));
}

export function parseRouteManifest(source: string): RouteManifest {
  const prefix = "window.__reactRouterManifest=";
  if (!source.startsWith(prefix)) throw new Error("Not a React Router manifest.");
  return JSON.parse(source.slice(prefix.length).replace(/;\s*$/, "")) as RouteManifest;
}

/** The route ids from the root down to `routeId`. */
export function branchOf(manifest: RouteManifest, routeId: string): ManifestRoute[] {
  const branch: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest.`);
    branch.unshift(route);
  }
  return branch;
}

export function pathOf(branch: ManifestRoute[]): string {
  const segments = branch.map((route) => route.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`;
}

/**
 * The public pages: every route with a component under a layout whose id is `layoutId` (the unprefixed
 * locale's; the other locales mount the same modules). Resource routes (no component) are left out.
 */
export function publicPageIds(manifest: RouteManifest, layoutId = "public/layout"): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && branchOf(manifest, route.id).some((r) => r.id === layoutId))
    .filter((route) => route.id !== layoutId)
    .map((route) => route.id);
}

/**
 * Every page of the unprefixed locale (routes with a component that are no other route's parent), public or
 * not: for `--all`, to see what a change costs the signed-in areas. Locale-prefixed copies are left out.
 */
export function allPageIds(manifest: RouteManifest): string[] {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter((route) => route.hasDefaultExport && !parents.has(route.id))
    .filter((route) => !/^(?:[a-z]{2}(?:-[A-Z]{2})?|en-details)\//.test(route.id))
    .map((route) => route.id);
}

/** Static imports inside a built chunk (`import{a}from"./x.js"`, `import"./y.js"`), not `import()`. */
export function staticImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  ))
    found.push(match[1]!);
  return found;
}

/** Every chunk URL the first view of `routeId` loads. `readAsset` reads "/assets/x.js" from the build. */
export function chunksOf(
  manifest: RouteManifest,
  routeId: string,
  readAsset: (url: string) => string,
): string[] {
  const start = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of branchOf(manifest, routeId)) {
    start.push(route.module, ...(route.imports ?? []));
    for (const extra of [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ])
      if (extra) start.push(extra);
  }
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const directory = url.slice(0, url.lastIndexOf("/") + 1);
    for (const relative of staticImportsOf(readAsset(url)))
      queue.push(new URL(relative, `http://build${directory}`).pathname);
  }
  return [...seen].sort();
}

/** Measures every public page of a build directory (`apps/web/build/client`), or with `all` every page. */
export function measurePublicPages(clientDir: string, { all = false } = {}): PageWeight[] {
  const manifest = readRouteManifest(clientDir);
  const sources = new Map<string, string>();
  const readAsset = (url: string) => {
    let source = sources.get(url);
    if (source === undefined) {
      source = readFileSync(join(clientDir, url), "utf8");
      sources.set(url, source);
    }
    return source;
  };
  const gzipSizes = new Map<string, number>();
  const gzipBytesOf = (url: string) => {
    let size = gzipSizes.get(url);
    if (size === undefined) {
      // Level 9, as scripts/precompress-assets.ts writes the .gz files the server sends.
      size = gzipSync(readAsset(url), { level: 9 }).length;
      gzipSizes.set(url, size);
    }
    return size;
  };
  return (all ? allPageIds(manifest) : publicPageIds(manifest)).map((routeId) => {
    const chunks = chunksOf(manifest, routeId, readAsset);
    return {
      routeId,
      path: pathOf(branchOf(manifest, routeId)),
      chunks,
      gzipBytes: chunks.reduce((sum, url) => sum + gzipBytesOf(url), 0),
    };
  });
}

/** The chunks every measured page loads, and their gzipped total. */
export function sharedChunks(pages: PageWeight[]): string[] {
  const [first, ...rest] = pages;
  if (!first) return [];
  return first.chunks.filter((url) => rest.every((page) => page.chunks.includes(url)));
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * zod's class names, which its minified code keeps as strings (`$constructor("$ZodType", …)` in zod 4, the
 * `ZodError` name in every version): no other code writes them.
 */
const ZOD_MARK = /["'`]\$Zod[A-Z]\w*["'`]|["'`]ZodError["'`]/;

/** Whether a chunk's code carries zod. */
export const carriesZod = (code: string): boolean => ZOD_MARK.test(code);

/**
 * The JavaScript files of a build directory (`apps/web/build/client`) that carry zod, as URLs: every chunk, not
 * only the first views', since contract schemas build zod objects at load time and belong on the server
 * (decision 022). Empty when the browser gets none.
 */
export function chunksCarryingZod(clientDir: string): string[] {
  const assetsDir = join(clientDir, "assets");
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js") && carriesZod(readFileSync(join(assetsDir, file), "utf8")))
    .map((file) => `/assets/${file}`)
    .sort();
}

/** The pages whose first view loads one of `chunks` (those carrying zod, say). */
export function pagesLoading(pages: PageWeight[], chunks: Iterable<string>): PageWeight[] {
  const wanted = new Set(chunks);
  return pages.filter((page) => page.chunks.some((url) => wanted.has(url)));
}
