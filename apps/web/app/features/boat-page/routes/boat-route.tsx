/**
 * What the two boat page routes share (boat.tsx by slug, details.tsx by id): meta, revalidation, the page and
 * the 404 boundary. Kept here so both stay a few lines each.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { BoatPageData } from "#app/features/boat-page/boat-page.server.ts";
import { BoatDetailPage } from "#app/features/boat-page/components/boat-detail-page.tsx";
import { GonePage } from "#app/features/boat-page/components/gone-page.tsx";
import { useBrand, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { buildMeta, type SiteMeta } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { NotFoundContent } from "#app/shell/status-screens.tsx";

interface MetaArgs {
  loaderData?: unknown;
  error?: unknown;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export function boatRouteMeta(args: MetaArgs): MetaDescriptor[] {
  // An error screen brings its own title (BoatErrorBoundary).
  if (args.error || !args.loaderData) return [];
  const page = args.loaderData as BoatPageData;
  const site = (args.matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteMeta } | undefined)
    ?.site;
  if (page.kind === "gone" || !site) return pageMeta(args);
  // `/fr/details/123` and `/fr/boats/{slug}` are one page: canonical and hreflang name the readable URL. The
  // preview and JSON-LD come built by the loader (`meta.extra`).
  return buildMeta(site, page.meta, localizePath(`/boats/${page.meta.slug}`, site.locale));
}

/**
 * Contacting the owner changes nothing on this page, so its POST does not reload the boat (nor count
 * another view); navigations do.
 */
export function boatShouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return false;
  return defaultShouldRevalidate;
}

export function BoatRoutePage({ loaderData }: { loaderData: BoatPageData }) {
  if (loaderData.kind === "gone") return <GonePage gone={loaderData.gone} similar={loaderData.similar} />;
  return <BoatDetailPage boat={loaderData.boat} specs={loaderData.specs} similar={loaderData.similar} />;
}

export function BoatErrorBoundary({ error }: { error: unknown }) {
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
