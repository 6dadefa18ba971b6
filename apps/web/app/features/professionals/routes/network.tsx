/**
 * The professionals network (docs/product.md, Who uses Keel; path /professionals): listed teams with member since,
 * spoken languages, boats listed, the verified and reply-time badges; keyword, country and language filters.
 */

import { DIRECTORY_QUERY_MAX } from "@keel/contracts/directory-codes";
import { ZProfessionalList } from "@keel/contracts/professionals";
import { Link } from "react-router";
import {
  countedCountryOptions,
  languageName,
  languageOptions,
} from "#app/features/directory/index.server.ts";
import {
  DirectoryResults,
  DirectorySearch,
  directorySearch,
  isFiltered,
  parseProfessionalQuery,
  toDirectoryApiQuery,
} from "#app/features/directory/index.ts";
import { professionalLabels } from "#app/features/professionals/professional-view.server.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { formatCountry } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/network";

/** A card only shows the entry and links to its page: a static part (lib/static-part.tsx). */
const ProfessionalCard = staticPart("professional-card", () =>
  import("#app/features/professionals/components/professional-card.tsx").then(
    (module) => module.ProfessionalCard,
  ),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProfessionalQuery(new URL(request.url).searchParams);
  const locale = context.get(localeContext);
  const [t, list] = await Promise.all([
    getTranslator(context),
    apiRequest("professionals", {
      ...apiContext(context, request),
      query: toDirectoryApiQuery(query),
      schema: ZProfessionalList,
    }).catch((error: unknown) => {
      console.error("professionals: could not load the network", error);
      return null;
    }),
  ]);
  // "Yacht brokers in France", "… speaking Italian": a filtered page says what it lists.
  const title = query.country
    ? t("professionals.meta.titleCountry", { country: formatCountry(query.country, locale) })
    : query.language
      ? t("professionals.meta.titleLanguage", { language: languageName(query.language, locale) })
      : t("professionals.meta.title");
  return {
    meta: { title, description: t("professionals.meta.description"), noIndex: query.q !== "" },
    query,
    list: list && {
      total: list.total,
      items: list.items.map((professional) => ({
        professional,
        labels: professionalLabels(professional, locale),
      })),
    },
    // Only countries with members, with their counts (the selected one stays, counted 0 when emptied).
    countries: countedCountryOptions(list?.facets.country ?? [], query.country, locale),
    languages: languageOptions(query.language, locale),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ProfessionalsNetwork({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { query, list, countries, languages } = loaderData;
  const basePath = localizePath("/professionals", locale);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1>{t("professionals.title")}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t("professionals.intro")}</p>
      </header>
      <DirectorySearch
        key={directorySearch(query)}
        label={t("professionals.search.label")}
        keywordLabel={t("professionals.search.keyword")}
        keywordPlaceholder={t("professionals.search.placeholder")}
        keyword={query.q}
        keywordMax={DIRECTORY_QUERY_MAX}
        filters={[
          {
            name: "country",
            label: t("professionals.filter.country"),
            anyLabel: t("professionals.filter.anyCountry"),
            options: countries,
            selected: query.country,
          },
          {
            name: "language",
            label: t("professionals.filter.language"),
            anyLabel: t("professionals.filter.anyLanguage"),
            options: languages,
            selected: query.language,
          },
        ]}
        clearHref={isFiltered(query) ? basePath : null}
      />
      <DirectoryResults
        headingId="professionals-results"
        heading={
          list === null
            ? t("professionals.results.title")
            : t("professionals.results.count", { count: list.total })
        }
        list={list}
        emptyText={t("professionals.results.empty")}
        showAll={
          isFiltered(query) || query.page > 1
            ? { label: t("professionals.results.showAll"), href: basePath }
            : null
        }
        listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        keyOf={({ professional }) => professional.slug}
        renderItem={({ professional, labels }) => (
          <ProfessionalCard professional={professional} labels={labels} />
        )}
        page={query.page}
        hrefFor={(page) => `${basePath}${directorySearch(query, { page })}`}
      />
      <aside
        aria-labelledby="professionals-join"
        className="grid gap-4 rounded-2xl bg-primary p-6 text-primary-foreground sm:grid-cols-[1fr_auto] sm:items-center sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <h2 id="professionals-join" className="flex items-center gap-2 text-xl">
            <Icon name="sparkles" aria-hidden="true" className="size-5" />
            {t("professionals.join.title")}
          </h2>
          <p>{t("professionals.join.body")}</p>
          <p className="flex items-center gap-2 text-sm">
            <Icon name="badge-check" aria-hidden="true" className="size-4" />
            {t("professionals.join.verification")}
          </p>
        </div>
        <Link
          to={localizePath("/pricing", locale)}
          className={buttonVariants({ variant: "secondary", size: "lg" })}
        >
          {t("professionals.join.cta")}
        </Link>
      </aside>
    </div>
  );
}
