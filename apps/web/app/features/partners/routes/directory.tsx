/**
 * The partners directory (/partners): a keyword, category and country filters with their
 * counts, pages of 24. The whole state is in the URL; the list is server-rendered from the API.
 */

import { DIRECTORY_QUERY_MAX, PARTNER_CATEGORIES } from "@keel/contracts/directory-codes";
import { ZPartnerList } from "@keel/contracts/partners";
import { Link } from "react-router";
import { countedCountryOptions, countryLabels } from "#app/features/directory/index.server.ts";
import {
  DirectoryResults,
  DirectorySearch,
  directorySearch,
  isFiltered,
  parsePartnerQuery,
  toDirectoryApiQuery,
} from "#app/features/directory/index.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/directory";

/** A card only shows the entry and links to its page: a static part (lib/static-part.tsx). */
const PartnerCard = staticPart("partner-card", () =>
  import("#app/features/partners/components/partner-card.tsx").then((module) => module.PartnerCard),
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
  const t = useT();
  const locale = useLocale();
  const { query, list, countryNames, categories, countries } = loaderData;
  const basePath = localizePath("/partners", locale);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1>{t("partners.title")}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t("partners.intro")}</p>
      </header>
      <DirectorySearch
        // A new URL (a link, the back button) remounts the form so that its fields show the URL's state.
        key={directorySearch(query)}
        label={t("partners.search.label")}
        keywordLabel={t("partners.search.keyword")}
        keywordPlaceholder={t("partners.search.placeholder")}
        keyword={query.q}
        keywordMax={DIRECTORY_QUERY_MAX}
        filters={[
          {
            name: "category",
            label: t("partners.filter.category"),
            anyLabel: t("partners.filter.anyCategory"),
            options: categories,
            selected: query.category,
          },
          {
            name: "country",
            label: t("partners.filter.country"),
            anyLabel: t("partners.filter.anyCountry"),
            options: countries,
            selected: query.country,
          },
        ]}
        clearHref={isFiltered(query) ? basePath : null}
      />
      <DirectoryResults
        headingId="partners-results"
        heading={
          list === null ? t("partners.results.title") : t("partners.results.count", { count: list.total })
        }
        list={list}
        emptyText={t("partners.results.empty")}
        showAll={
          isFiltered(query) || query.page > 1
            ? { label: t("partners.results.showAll"), href: basePath }
            : null
        }
        listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        keyOf={(partner) => partner.id}
        renderItem={(partner) => (
          <PartnerCard
            partner={partner}
            countryName={partner.country ? (countryNames[partner.country] ?? partner.country) : null}
          />
        )}
        page={query.page}
        hrefFor={(page) => `${basePath}${directorySearch(query, { page })}`}
      />
      <aside
        aria-labelledby="partners-join"
        className="flex flex-col items-start gap-3 rounded-2xl border bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <Icon name="handshake" aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div className="flex flex-col gap-1">
            <h2 id="partners-join" className="text-lg">
              {t("partners.join.title")}
            </h2>
            <p>{t("partners.join.body")}</p>
          </div>
        </div>
        <Link
          to={`${localizePath("/contact", locale)}?topic=partnership`}
          className={buttonVariants({ variant: "primary" })}
        >
          {t("partners.join.cta")}
        </Link>
      </aside>
    </div>
  );
}
