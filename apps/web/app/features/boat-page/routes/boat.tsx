/** A boat's page, /boats/{slug} in every locale: the route module; the page is components/boat-detail. */

import { contactOwnerAction, loadBoatPage } from "#app/features/boat-page/boat-page.server.ts";
import { publicPageHeaders } from "#app/lib/page-cache.server.ts";
import type { Route } from "./+types/boat";
import { BoatErrorBoundary, BoatRoutePage, boatRouteMeta, boatShouldRevalidate } from "./boat-route.tsx";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBoatPage({ slug: params.slug }, { request, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactOwnerAction({ request, context });
}

export const meta: Route.MetaFunction = (args) => boatRouteMeta(args);
export const shouldRevalidate = boatShouldRevalidate;

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export default function BoatRoute({ loaderData }: Route.ComponentProps) {
  return <BoatRoutePage loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BoatErrorBoundary error={error} />;
}
