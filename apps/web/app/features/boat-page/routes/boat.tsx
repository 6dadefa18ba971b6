/**
 * A boat's page: /boats/{slug} in every locale, and the product's localized detail URL by id, /{lang}/details/{id}
 * (e.g. /fr/details/123). One route module for both (route-entries.ts gives it to each route): a browser loads
 * one chunk for either page instead of a shared one and a small one per route. The page is
 * components/boat-detail-page.tsx.
 *
 * The detail URL: the boat page in that language, found by id. en-GB, fr, it and es are locale prefixes of the
 * route tree; /en/… and /en-US/… are mounted on their own for English (US) (route-entries.ts); any other lang is
 * an unknown path (404). Its canonical URL is the same boat in the same language at /{prefix}/boats/{slug}: both
 * URLs render one page, and the slug URL is the one people share and search engines should list (readable, and
 * the one every internal link uses); hreflang alternates name the five locales' /boats/{slug} URLs (boat-seo.ts
 * boatMeta). The page is served there rather than redirected because the product gives that URL its own page.
 */

import type { ComponentType } from "react";
import { isRouteErrorResponse } from "react-router";
import { boatTarget, contactOwnerAction, loadBoatPage } from "#app/features/boat-page/boat-page.server.ts";
import { BoatDetailPage } from "#app/features/boat-page/components/boat-detail-page.tsx";
import { GonePage } from "#app/features/boat-page/components/gone-page.tsx";
import { useBrand, useT } from "#app/lib/i18n.ts";
import { publicPageHeaders } from "#app/lib/page-cache.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { NotFoundContent } from "#app/shell/status-screens.tsx";
import type { Route } from "./+types/boat";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBoatPage(boatTarget(params), { request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactOwnerAction({ request, context });
}

export const meta: Route.MetaFunction = (args) => {
  // An error screen brings its own title (ErrorBoundary).
  if (args.error || !args.loaderData) return [];
  const page = args.loaderData;
  // `/fr/details/123` and `/fr/boats/{slug}` are one page: canonical and hreflang name the readable URL, the
  // boat's path in the page's locale (buildMeta localizes it). The preview and JSON-LD come built by the loader
  // (`meta.extra`).
  return pageMeta(
    page.kind === "gone" ? args : { ...args, location: { pathname: `/boats/${page.meta.slug}` } },
  );
};

/**
 * Contacting the owner changes nothing on this page, so its POST does not reload the boat (nor count
 * another view); navigations do.
 */
export const shouldRevalidate = notAfterPosts;

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

/** The boat's page, or a gone boat's: each takes the loader's data as it is (and ignores `kind` and `meta`). */
export default function BoatRoute({ loaderData }: Route.ComponentProps) {
  const Page = (loaderData.kind === "gone" ? GonePage : BoatDetailPage) as ComponentType<typeof loaderData>;
  return <Page {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const brand = useBrand();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t("notFound.title")} - ${brand}`}</title>
        <meta name="robots" content="noindex" />
        <NotFoundContent />
      </>
    );
  }
  // Anything else is the root's fatal error screen.
  throw error;
}
