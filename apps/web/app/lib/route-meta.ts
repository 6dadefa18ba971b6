/**
 * The `meta` export shared by pages: the root loader provides the site part (brand, URL, defaults, in the
 * request's locale) and the page's loader its translated `meta`. Leaf routes export it because React
 * Router uses the deepest route's meta only. And the `shouldRevalidate` of pages whose data no form post
 * changes (`notAfterPosts`).
 */
import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";
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

/** A page's data is loaded again on navigations as React Router would, never after a POST (or any non-GET form). */
export function notAfterPosts({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}
