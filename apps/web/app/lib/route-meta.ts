/**
 * The `meta` export shared by pages: the root loader provides the site part (brand, URL, defaults, in the
 * request's locale) and the page's loader its translated `meta`. Leaf routes export it because React
 * Router uses the deepest route's meta only.
 */
import type { MetaDescriptor } from "react-router";
import { buildMeta, type PageMeta, type SiteMeta } from "./meta.ts";

interface MetaArgsLike {
  loaderData?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export function pageMeta({ loaderData, matches, location }: MetaArgsLike): MetaDescriptor[] {
  const site = (matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteMeta } | undefined)
    ?.site;
  if (!site) return [];
  const page = (loaderData as { meta?: PageMeta } | undefined)?.meta;
  return buildMeta(site, page, location.pathname);
}
