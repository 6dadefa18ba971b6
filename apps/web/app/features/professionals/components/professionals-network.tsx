import { DIRECTORY_QUERY_MAX } from "@keel/contracts/directory-codes";
import type { TProfessionalSummary } from "@keel/contracts/professionals";
import {
  DirectoryResults,
  DirectorySearch,
  directorySearch,
  isFiltered,
  type ProfessionalQuery,
} from "#app/features/directory/index.ts";
import { ProfessionalCard } from "#app/features/professionals/components/professional-card.tsx";
import type { ProfessionalLabels } from "#app/features/professionals/professional-labels.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

type Option = { value: string; label: string; count?: number };

export interface ProfessionalsNetworkProps {
  query: ProfessionalQuery;
  list: {
    items: readonly { professional: TProfessionalSummary; labels: ProfessionalLabels }[];
    total: number;
  } | null;
  countries: readonly Option[];
  languages: readonly Option[];
}

/**
 * What /professionals shows: the intro, the search form, the teams and the invitation to join. A static part
 * (decision 064) inside the route's `SearchFrame` (ui/search-frame.tsx), which takes the form's submit.
 */
export function ProfessionalsNetworkView({ query, list, countries, languages }: ProfessionalsNetworkProps) {
  const t = useT();
  const locale = useLocale();
  const basePath = localizePath("/professionals", locale);
  return (
    <>
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
    </>
  );
}
