/**
 * The applied filters as chips, each a link to the search without it, and "clear all". Markup of a static part
 * (search-page-parts.tsx): the page's frame follows the links marked `data-keep-place` in place (the history
 * entry replaced, the scroll position kept), as their `<Link replace preventScrollReset>` does.
 */

import type { Locale } from "@keel/contracts/locales";
import {
  type ActiveFilter,
  activeFilters,
  type SearchState,
  searchHref,
} from "#app/features/search/search-state.ts";
import { formatCountry, formatPrice } from "#app/lib/format.ts";
import { type Translate, useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { toMinorUnits } from "#app/lib/money.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { FilterData } from "./search-ids.ts";

interface LabelContext {
  t: Translate;
  locale: Locale;
  state: SearchState;
  catalog: FilterData["catalog"];
  brand: FilterData["brand"];
}

function range(low: string | null, high: string | null, t: Translate): string {
  if (low !== null && high !== null) return t("search.chip.between", { low, high });
  if (low !== null) return t("search.chip.from", { low });
  return t("search.chip.upTo", { high: high ?? "" });
}

/** What a chip says: the value in the page's language, with its filter's name where the value alone is unclear. */
export function chipLabel(filter: ActiveFilter, { t, locale, state, catalog, brand }: LabelContext): string {
  const value = filter.value ?? "";
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  switch (filter.param) {
    case "q":
      return t("search.chip.keyword", { q: state.q });
    case "type":
      return catalog?.boatTypes.find((x) => x.code === value)?.label ?? value;
    case "condition":
      return catalog?.conditions.find((x) => x.code === value)?.label ?? value;
    case "brand":
      return brand?.name ?? value;
    case "model":
      return brand?.models.find((m) => m.slug === value)?.name ?? value;
    case "priceMin": {
      const money = (amount: number | null) =>
        amount === null ? null : formatPrice(toMinorUnits(amount, state.currency), state.currency, locale);
      return `${t("search.filter.price")}: ${range(money(state.priceMin), money(state.priceMax), t)}`;
    }
    case "lengthMin": {
      const length = (v: number | null) =>
        v === null ? null : `${number.format(v)} ${t(`search.unitShort.${state.unit}`)}`;
      return `${t("search.filter.length")}: ${range(length(state.lengthMin), length(state.lengthMax), t)}`;
    }
    case "yearMin": {
      const year = (v: number | null) => (v === null ? null : String(v));
      return `${t("search.filter.year")}: ${range(year(state.yearMin), year(state.yearMax), t)}`;
    }
    case "country":
      return formatCountry(value, locale);
    case "fuel":
      return t(`editor.fuel.${value}`);
    case "hull":
      return t(`editor.hullMaterial.${value}`);
    case "cabinsMin":
      return t("search.chip.cabins", { count: state.cabinsMin ?? 0 });
    case "berthsMin":
      return t("search.chip.berths", { count: state.berthsMin ?? 0 });
    case "reduced":
      return t("search.chip.reduced");
    case "equipment":
      return (
        catalog?.equipmentTypes.flatMap((type) => type.equipments).find((e) => e.code === value)?.label ??
        value
      );
    default:
      return value;
  }
}

interface ActiveFiltersProps {
  state: SearchState;
  catalog: FilterData["catalog"];
  brand: FilterData["brand"];
  path: string;
  /** A "clear all" link after the chips; left out where the page offers one already. */
  clearHref: string | null;
}

export function ActiveFilters({ state, catalog, brand, path, clearHref }: ActiveFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const filters = activeFilters(state);
  if (filters.length === 0) return null;
  const context = { t, locale, state, catalog, brand };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("search.activeFilters")}</h2>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const label = chipLabel(filter, context);
          return (
            <li key={`${filter.param}:${filter.value ?? ""}`}>
              <Link
                to={searchHref(path, filter.without, locale)}
                replace
                preventScrollReset
                data-keep-place
                aria-label={t("search.removeFilter", { label })}
                className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-input bg-background px-3 text-sm text-foreground no-underline hover:bg-muted"
              >
                <span className="max-w-64 truncate">{label}</span>
                <Icon name="x" aria-hidden="true" className="size-3.5 shrink-0" />
              </Link>
            </li>
          );
        })}
      </ul>
      {clearHref ? (
        <Link to={clearHref} replace preventScrollReset data-keep-place className="text-sm">
          {t("search.clearAll")}
        </Link>
      ) : null}
    </div>
  );
}
