/**
 * Default layout of the public site: header, page, footer. No guard. For a signed-in visitor it loads the ids
 * of their favourite boats, so every heart on the page shows its state, and every visitor's picks to compare
 * (a cookie) (a guest's page loads nothing more and
 * stays shareable by the page cache).
 */
import { data, Outlet } from "react-router";
import { readCompareIds } from "#app/features/compare/index.server.ts";
import { loadFavouriteIds } from "#app/features/favourites/index.server.ts";
import { CompareProvider, FavouritesProvider } from "#app/layout-providers.ts";
import { PageJsonLd } from "#app/lib/json-ld.tsx";
import { SiteFooter } from "#app/shell/site-footer.tsx";
import { SiteHeader } from "#app/shell/site-header.tsx";
import { SkipLink } from "#app/shell/skip-link.tsx";
import type { Route } from "./+types/public-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ids, setCookie } = await loadFavouriteIds(request, context);
  return data(
    { favouriteIds: ids, compareIds: readCompareIds(request) },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <FavouritesProvider ids={loaderData.favouriteIds}>
      <CompareProvider ids={loaderData.compareIds}>
        <div className="flex min-h-dvh flex-col">
          <SkipLink />
          <SiteHeader />
          <main id="main" className="flex-1">
            <Outlet />
            <PageJsonLd />
          </main>
          <SiteFooter />
        </div>
      </CompareProvider>
    </FavouritesProvider>
  );
}
