/**
 * The partners directory (/partners): a keyword, category and country filters with their
 * counts, pages of 24. The whole state is in the URL; the list is server-rendered from the API.
 */

import { PARTNER_CATEGORIES } from "@keel/contracts/directory-codes";
import { ZPartnerList } from "@keel/contracts/partners";
import {
  countedCountryOptions,
  countryLabels,
  parsePartnerQuery,
  toDirectoryApiQuery,
} from "#app/features/directory/index.server.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { collator } from "#app/lib/intl.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { SearchFrame } from "#app/ui/search-frame.tsx";
import type { Route } from "./+types/directory";

/** The page only shows its data, its search form's submit taken by the frame: a static part (lib/static-part.tsx). */
const PartnersDirectoryView = staticPart("partners-directory", () =>
  import("#app/features/partners/components/partners-directory.tsx").then(
    (module) => module.PartnersDirectoryView,
  ),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parsePartnerQuery(new URL(request.url).searchParams);
  const locale = context.get(localeContext);
  const [t, list] = await Promise.all([
    getTranslator(context),
    apiRequest("partners", {
      ...apiContext(context, request),
      query: toDirectoryApiQuery(query),
      schema: ZPartnerList,
    }).catch((error: unknown) => {
      // The page still explains the directory and keeps the search form; the list says it is unavailable.
      console.error("partners: could not load the directory", error);
      return null;
    }),
  ]);
  const sorter = collator(locale);
  const categoryCounts = new Map(list?.facets.category.map((c) => [c.value, c.count]));
  const categories = PARTNER_CATEGORIES.filter((c) => categoryCounts.has(c) || c === query.category)
    .map((value) => ({
      value,
      label: t(`partners.category.${value}`),
      count: categoryCounts.get(value) ?? 0,
    }))
    .sort((a, b) => sorter.compare(a.label, b.label));
  const title = query.category
    ? t("partners.meta.titleCategory", { category: t(`partners.category.${query.category}`) })
    : t("partners.meta.title");
  return {
    meta: {
      title,
      description: t("partners.meta.description"),
      // Keyword results are for the visitor; the directory's own pages are what search engines should list.
      noIndex: query.q !== "",
    },
    query,
    list: list && { items: list.items, total: list.total },
    countryNames: countryLabels(list?.items.map((p) => p.country) ?? [], locale),
    categories,
    countries: countedCountryOptions(list?.facets.country ?? [], query.country, locale),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PartnersDirectory({ loaderData }: Route.ComponentProps) {
  const { query, list, countryNames, categories, countries } = loaderData;
  return (
    <SearchFrame className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PartnersDirectoryView
        query={query}
        list={list}
        countryNames={countryNames}
        categories={categories}
        countries={countries}
      />
    </SearchFrame>
  );
}
