/**
 * "Save this search" on the search page: a disclosure with the search's name and how often to e-mail its
 * alerts, posted to the saved searches page (which answers with a redirect back here and a toast). Guests get a
 * link to sign in and come back to the same search. Markup of the search page's static part (its module loads
 * only when the browser renders that part): the disclosure opens without code, the form posts without it, and
 * the page's behaviour sends it client-side (features/search/components/search-behaviour.tsx).
 */

import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";
import SaveSearchForm from "./save-search-form.tsx";

export function SaveSearch({
  query,
  suggestedName,
  isSignedIn,
  back,
}: {
  query: string;
  suggestedName: string;
  isSignedIn: boolean;
  /** The page's path and query, where a guest comes back after signing in. */
  back: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!isSignedIn) {
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
      <SaveSearchForm query={query} suggestedName={suggestedName} />
    </details>
  );
}
