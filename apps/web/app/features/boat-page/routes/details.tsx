/**
 * The product's localized detail URL, /{lang}/details/{id} (e.g. /fr/details/123): the boat page in that
 * language, found by id. en-GB, fr, it and es are locale prefixes of the route tree; /en/… and /en-US/… are
 * mounted on their own for English (US) (route-entries.ts); any other lang is an unknown path (404).
 *
 * Canonical URL: the same boat in the same language at /{prefix}/boats/{slug}. Both URLs render one page,
 * and the slug URL is the one people share and search engines should list (readable, and the one every
 * internal link uses); hreflang alternates name the five locales' /boats/{slug} URLs (boat-seo.ts boatMeta).
 * The page is served here rather than redirected because the product gives this URL its own page.
 */
import { data } from "react-router";
import { contactOwnerAction, loadBoatPage } from "#app/features/boat-page/boat-page.server.ts";
import { publicPageHeaders } from "#app/lib/page-cache.server.ts";
import type { Route } from "./+types/details";
import { BoatErrorBoundary, BoatRoutePage, boatRouteMeta, boatShouldRevalidate } from "./boat-route.tsx";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  return loadBoatPage({ id }, { request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactOwnerAction({ request, context });
}

export const meta: Route.MetaFunction = (args) => boatRouteMeta(args);
export const shouldRevalidate = boatShouldRevalidate;

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export default function DetailsRoute({ loaderData }: Route.ComponentProps) {
  return <BoatRoutePage loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BoatErrorBoundary error={error} />;
}
