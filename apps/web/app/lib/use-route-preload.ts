/**
 * Preloads a page's route modules when the visitor shows the intent to open it (pointer over the link, or
 * keyboard focus on it), through the limited queue of route-preload.ts. The modules come from React Router's
 * route manifest in the page; a path it does not know yet (routes discovered lazily) is left to navigation.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { createPreloadQueue } from "./route-preload.ts";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

/** The module URLs of the routes a path renders (root first), from the manifest; empty when none matches. */
export function routeModulesFor(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const all = Object.values(routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  return (matchRoutes(childrenOf(undefined), pathname) ?? []).flatMap((match) => {
    const route = match.route.id ? routes[match.route.id] : undefined;
    return route ? [route.module] : [];
  });
}

const queue = createPreloadQueue();

/** Queues the preload of `href`'s route modules (same-origin paths only). */
export function preloadRoute(href: string): void {
  const routes = window.__reactRouterManifest?.routes;
  if (!routes) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const modules = routeModulesFor(routes, url.pathname);
  if (modules.length === 0) return;
  queue.request(url.pathname, () => Promise.all(modules.map((module) => import(/* @vite-ignore */ module))));
}

/**
 * Props for a link whose page is worth preloading: pointer over it or keyboard focus on it. `data-preload` marks
 * it in server markup a static part keeps (lib/static-part.tsx), whose wrapper does the same for it.
 */
export function routePreloadProps(href: string) {
  const preload = () => preloadRoute(href);
  return { onPointerEnter: preload, onFocus: preload, "data-preload": "" };
}
