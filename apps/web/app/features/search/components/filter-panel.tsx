/**
 * The search filters: one GET form (it works without JavaScript, through its submit button). On wide
 * screens it is a sidebar; on phones a full-screen panel opened from the results' "Filters" button: with
 * JavaScript a modal dialog (focus kept inside, Escape and the close button return to the button), without
 * it the `#filters` fragment shows the same panel (CSS :target).
 */

import { CURRENCIES } from "@keel/contracts/countries";
import { PRICE_REDUCTION_DAYS } from "@keel/contracts/price-history";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  brandOptions,
  conditionOptions,
  countryOptions,
  type Facets,
  fuelOptions,
  hullOptions,
  typeOptions,
} from "#app/features/search/search-facets.ts";
import type { SearchState } from "#app/features/search/search-state.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { LightTooltip } from "#app/ui/light-tooltip.tsx";
import { BrandField } from "./brand-field.tsx";
import { CheckboxList, FilterGroup, FilterSelect, RangeField } from "./filter-fields.tsx";
import { SEARCH_FORM_ID } from "./use-search-form.ts";

export interface FilterData {
  facets: Facets;
  catalog: {
    boatTypes: Array<{ code: string; label: string }>;
    conditions: Array<{ code: string; label: string }>;
    equipmentTypes: Array<{
      code: string;
      label: string;
      equipments: Array<{ code: string; label: string }>;
    }>;
  } | null;
  brand: { slug: string; name: string; models: Array<{ slug: string; name: string }> } | null;
  total: number | null;
}

interface FilterPanelProps extends FilterData {
  state: SearchState;
  action: string;
  apply: (form?: HTMLFormElement | null) => void;
  /** The mobile dialog is open (JavaScript). */
  isOpen: boolean;
  onClose: () => void;
  clearHref: string;
}

export const FILTERS_ID = "filters";
const COUNT_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10];

export function FilterPanel(props: FilterPanelProps) {
  const { state, facets, catalog, brand, total, action, apply, isOpen, onClose, clearHref } = props;
  const t = useT();
  const locale = useLocale();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const number = numberFormat(locale);

  // The mobile dialog: focus to its close button, the page behind does not scroll.
  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isOpen) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    // Focus stays in the dialog: Tab from the last control goes to the first, Shift+Tab the other way.
    const focusable = [
      ...panelRef.current.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), summary",
      ),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onChange = (event: { currentTarget: { form: HTMLFormElement | null } }) =>
    apply(event.currentTarget.form);
  const equipmentChosen = new Set(state.equipment);

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is "dialog" whenever aria-modal is set
    <aside
      ref={panelRef}
      id={FILTERS_ID}
      aria-labelledby="filters-title"
      role={isOpen ? "dialog" : undefined}
      aria-modal={isOpen || undefined}
      onKeyDown={onKeyDown}
      className={cn(
        "flex-col bg-background max-lg:hidden lg:flex",
        "max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:flex max-lg:target:overflow-y-auto",
        isOpen && "max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex max-lg:overflow-y-auto",
      )}
    >
      <div className="flex items-center justify-between gap-3 max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:border-b max-lg:bg-background max-lg:px-4 max-lg:py-3">
        <h2 id="filters-title" className="text-lg">
          {t("search.filters")}
        </h2>
        <LightTooltip content={t("common.close")} side="bottom" className="lg:hidden">
          {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript this link closes the :target panel */}
          <a
            ref={closeRef}
            href="#results"
            onClick={(event) => {
              if (!isOpen) return;
              event.preventDefault();
              onClose();
            }}
            aria-label={t("common.close")}
            className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground lg:hidden"
          >
            <Icon name="x" aria-hidden="true" className="size-5" />
          </a>
        </LightTooltip>
      </div>
      <form
        id={SEARCH_FORM_ID}
        method="get"
        action={action}
        aria-label={t("search.filters")}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
          onClose();
        }}
        className="flex flex-col gap-4 max-lg:px-4 max-lg:pt-2 lg:pt-2"
      >
        <FilterGroup legend={t("search.filter.type")}>
          <CheckboxList
            name="type"
            options={typeOptions(catalog, facets, state.type)}
            selected={state.type}
            onChange={onChange}
            isLong
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.price")}>
          <RangeField
            names={["priceMin", "priceMax"]}
            values={[state.priceMin, state.priceMax]}
            labels={[t("search.range.min"), t("search.range.max")]}
            inputMode="numeric"
            onCommit={() => apply()}
            aside={
              <FilterSelect
                label={t("search.filter.currency")}
                name="currency"
                value={state.currency}
                onChange={onChange}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </FilterSelect>
            }
          />
          <CheckboxList
            name="reduced"
            options={[
              {
                value: "true",
                label: t("search.filter.reduced", { days: PRICE_REDUCTION_DAYS }),
                count: null,
              },
            ]}
            selected={state.reduced ? ["true"] : []}
            onChange={onChange}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.length")}>
          <RangeField
            names={["lengthMin", "lengthMax"]}
            values={[state.lengthMin, state.lengthMax]}
            labels={[t("search.range.min"), t("search.range.max")]}
            inputMode="decimal"
            onCommit={() => apply()}
            aside={
              <FilterSelect
                label={t("search.filter.unit")}
                name="unit"
                value={state.unit}
                onChange={onChange}
              >
                <option value="m">{t("search.unit.m")}</option>
                <option value="ft">{t("search.unit.ft")}</option>
              </FilterSelect>
            }
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.year")}>
          <RangeField
            names={["yearMin", "yearMax"]}
            values={[state.yearMin, state.yearMax]}
            labels={[t("search.range.from"), t("search.range.to")]}
            inputMode="numeric"
            onCommit={() => apply()}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.brandAndModel")}>
          <BrandField
            brands={brandOptions(facets, brand, locale)}
            brand={brand}
            models={brand?.models ?? []}
            model={state.model}
            onChange={(form) => apply(form)}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.condition")}>
          <CheckboxList
            name="condition"
            options={conditionOptions(catalog, facets)}
            selected={state.condition}
            onChange={onChange}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.country")}>
          <CheckboxList
            name="country"
            options={countryOptions(facets, state.country, locale)}
            selected={state.country}
            onChange={onChange}
            isLong
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.fuel")}>
          <CheckboxList
            name="fuel"
            options={fuelOptions(facets, t)}
            selected={state.fuel}
            onChange={onChange}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.hull")}>
          <CheckboxList
            name="hull"
            options={hullOptions(facets, state.hull, t)}
            selected={state.hull}
            onChange={onChange}
          />
        </FilterGroup>

        <FilterGroup legend={t("search.filter.accommodation")}>
          <div className="grid grid-cols-2 gap-2">
            {(["cabinsMin", "berthsMin"] as const).map((name) => (
              <FilterSelect
                key={name}
                label={t(`search.filter.${name}`)}
                name={name}
                value={state[name] === null ? "" : String(state[name])}
                onChange={onChange}
              >
                <option value="">{t("search.any")}</option>
                {COUNT_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {t("search.atLeast", { count })}
                  </option>
                ))}
              </FilterSelect>
            ))}
          </div>
        </FilterGroup>

        {catalog && catalog.equipmentTypes.length > 0 ? (
          <FilterGroup legend={t("search.filter.equipment")}>
            {catalog.equipmentTypes.map((type) => {
              const chosen = type.equipments.filter((e) => equipmentChosen.has(e.code)).length;
              return (
                <details key={type.code} open={chosen > 0} className="group rounded-md">
                  <summary className="flex min-h-9 cursor-pointer items-center justify-between gap-2 rounded-md px-1.5 text-sm hover:bg-muted">
                    {/* The name alone is the summary's text; beside a count it is one of two ends. */}
                    {chosen > 0 ? (
                      <>
                        <span>{type.label}</span>
                        <span className="text-xs text-muted-foreground">
                          {t("search.chosen", { count: chosen })}
                        </span>
                      </>
                    ) : (
                      type.label
                    )}
                  </summary>
                  <CheckboxList
                    name="equipment"
                    options={type.equipments.map((e) => ({ value: e.code, label: e.label, count: null }))}
                    selected={state.equipment}
                    onChange={onChange}
                  />
                </details>
              );
            })}
          </FilterGroup>
        ) : null}

        <div className="flex flex-col gap-2 border-t bg-background py-4 max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:px-4">
          <Button type="submit" className="w-full">
            {total === null
              ? t("search.apply")
              : t("search.showResults", { count: total, total: number.format(total) })}
          </Button>
          <Link to={clearHref} replace preventScrollReset onClick={onClose} className="text-center text-sm">
            {t("search.clearAll")}
          </Link>
        </div>
      </form>
    </aside>
  );
}
