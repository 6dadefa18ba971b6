/**
 * The filter panel's controls, in the search page's static part (search-page-parts.tsx,
 * docs/decisions/064-static-parts.md): the server renders them whole; on the page's first view they are neither
 * hydrated nor is their code loaded. They have no handlers: the page's frame takes their events (changes, focus
 * leaving; search-page-frame.tsx, search-behaviour.tsx), so they work from the first view on. After a
 * client-side navigation the browser renders them with the new search and counts. Around the brand and model:
 * `FiltersBeforeBrand` (type, price, length, year) and `FiltersAfterBrand` (condition, country, fuel, hull,
 * cabins and berths, equipment).
 */
import { CURRENCIES } from "@keel/contracts/countries";
import { PRICE_REDUCTION_DAYS } from "@keel/contracts/price-history";
import {
  conditionOptions,
  countryOptions,
  type Facets,
  fuelOptions,
  hullOptions,
  typeOptions,
} from "#app/features/search/search-facets.ts";
import type { SearchState } from "#app/features/search/search-state.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { FilterGroup, FilterSelect } from "./filter-controls.tsx";
import { CheckboxList, RangeField } from "./filter-fields.tsx";
import type { FilterData } from "./search-ids.ts";

const COUNT_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10];

/** What the part before the brand shows: JSON data, compared as such to know when it must render again. */
export interface BeforeBrandProps {
  state: Pick<
    SearchState,
    | "type"
    | "priceMin"
    | "priceMax"
    | "currency"
    | "reduced"
    | "lengthMin"
    | "lengthMax"
    | "unit"
    | "yearMin"
    | "yearMax"
  >;
  /** The type facet's counts (null: unknown). */
  facets: Facets;
  boatTypes: NonNullable<FilterData["catalog"]>["boatTypes"] | null;
}

export function FiltersBeforeBrand({ state, facets, boatTypes }: BeforeBrandProps) {
  const t = useT();
  return (
    <>
      <FilterGroup legend={t("search.filter.type")}>
        <CheckboxList
          name="type"
          options={typeOptions(boatTypes, facets, state.type)}
          selected={state.type}
          isLong
        />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.price")}>
        <RangeField
          names={["priceMin", "priceMax"]}
          values={[state.priceMin, state.priceMax]}
          labels={[t("search.range.min"), t("search.range.max")]}
          inputMode="numeric"
          aside={
            <FilterSelect label={t("search.filter.currency")} name="currency" value={state.currency}>
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
        />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.length")}>
        <RangeField
          names={["lengthMin", "lengthMax"]}
          values={[state.lengthMin, state.lengthMax]}
          labels={[t("search.range.min"), t("search.range.max")]}
          inputMode="decimal"
          aside={
            <FilterSelect label={t("search.filter.unit")} name="unit" value={state.unit}>
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
        />
      </FilterGroup>
    </>
  );
}

/** What the part after the brand shows (JSON data). */
export interface AfterBrandProps {
  state: Pick<
    SearchState,
    "condition" | "country" | "fuel" | "hull" | "cabinsMin" | "berthsMin" | "equipment"
  >;
  /** The condition, country, fuel and hull facets' counts (null: unknown). */
  facets: Facets;
  catalog: Pick<NonNullable<FilterData["catalog"]>, "conditions" | "equipmentTypes"> | null;
}

export function FiltersAfterBrand({ state, facets, catalog }: AfterBrandProps) {
  const t = useT();
  const locale = useLocale();
  const equipmentChosen = new Set(state.equipment);
  return (
    <>
      <FilterGroup legend={t("search.filter.condition")}>
        <CheckboxList
          name="condition"
          options={conditionOptions(catalog?.conditions ?? null, facets)}
          selected={state.condition}
        />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.country")}>
        <CheckboxList
          name="country"
          options={countryOptions(facets, state.country, locale)}
          selected={state.country}
          isLong
        />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.fuel")}>
        <CheckboxList name="fuel" options={fuelOptions(facets, t)} selected={state.fuel} />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.hull")}>
        <CheckboxList name="hull" options={hullOptions(facets, state.hull, t)} selected={state.hull} />
      </FilterGroup>

      <FilterGroup legend={t("search.filter.accommodation")}>
        <div className="grid grid-cols-2 gap-2">
          {(["cabinsMin", "berthsMin"] as const).map((name) => (
            <FilterSelect
              key={name}
              label={t(`search.filter.${name}`)}
              name={name}
              value={state[name] === null ? "" : String(state[name])}
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
                <summary className="filter-summary">
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
                />
              </details>
            );
          })}
        </FilterGroup>
      ) : null}
    </>
  );
}
