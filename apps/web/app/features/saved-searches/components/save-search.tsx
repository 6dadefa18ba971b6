/**
 * "Save this search" on the search page: a disclosure with the search's name and how often to e-mail its
 * alerts, posted to the saved searches page (which answers with a redirect back here and a toast). Guests get a
 * link to sign in and come back to the same search.
 */
import { SAVED_SEARCH_NAME_MAX } from "@keel/contracts/saved-search-codes";
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { frequencyOptions } from "#app/features/saved-searches/frequency.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { Button } from "#app/ui/button.tsx";
import { SelectField, TextField } from "#app/ui/form/field.tsx";
import { Icon } from "#app/ui/icon.tsx";

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
      <Form
        method="post"
        action={localizePath("/dashboard/saved-searches", locale)}
        className="flex flex-col gap-4 border-t p-4 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="query" value={query} />
        <TextField
          id="save-search-name"
          name="name"
          label={t("savedSearches.name")}
          defaultValue={suggestedName}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
        />
        <SelectField
          id="save-search-frequency"
          name="frequency"
          label={t("savedSearches.frequency.label")}
          defaultValue="daily"
        >
          {frequencyOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t("savedSearches.save.submit")}</Button>
      </Form>
    </details>
  );
}
