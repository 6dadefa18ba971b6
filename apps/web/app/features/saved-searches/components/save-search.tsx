/**
 * "Save this search" on the search page: a disclosure with the search's name and how often to e-mail its
 * alerts, posted to the saved searches page (which answers with a redirect back here and a toast). Guests get a
 * link to sign in and come back to the same search.
 */
import { lazy, Suspense } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { Icon } from "#app/ui/icon.tsx";

const SaveSearchForm = lazy(() => import("./save-search-form.tsx"));

export function SaveSearch({ query, suggestedName }: { query: string; suggestedName: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  if (!isSignedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`${localizePath("/auth/login", locale)}?redirect=${encodeURIComponent(back)}`}
        className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Icon name="star" aria-hidden="true" className="size-4" />
        {t("savedSearches.save.signIn")}
      </Link>
    );
  }
  return (
    <details className="group w-full rounded-lg border bg-card sm:w-fit">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-medium">
        <Icon name="star" aria-hidden="true" className="size-4 text-primary" />
        {t("savedSearches.save.open")}
      </summary>
      <Suspense fallback={null}>
        <SaveSearchForm query={query} suggestedName={suggestedName} />
      </Suspense>
    </details>
  );
}
