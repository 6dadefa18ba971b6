import { DIRECTORY_QUERY_MAX } from "@keel/contracts/directory-codes";
import type { TPartnerSummary } from "@keel/contracts/partners";
import {
  DirectoryResults,
  DirectorySearch,
  directorySearch,
  isFiltered,
  type PartnerQuery,
} from "#app/features/directory/index.ts";
import { PartnerCard } from "#app/features/partners/components/partner-card.tsx";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

type Option = { value: string; label: string; count?: number };

export interface PartnersDirectoryProps {
  query: PartnerQuery;
  list: { items: readonly TPartnerSummary[]; total: number } | null;
  countryNames: Record<string, string>;
  categories: readonly Option[];
  countries: readonly Option[];
}

/**
 * What /partners shows: the intro, the search form, the results and the invitation to join. A static part
 * (decision 064) inside the route's `SearchFrame` (ui/search-frame.tsx), which takes the form's submit.
 */
export function PartnersDirectoryView({
  query,
  list,
  countryNames,
  categories,
  countries,
}: PartnersDirectoryProps) {
  const t = useT();
  const locale = useLocale();
  const basePath = localizePath("/partners", locale);
  return (
    <>
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
    </>
  );
}
