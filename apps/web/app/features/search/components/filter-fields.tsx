/**
 * The building blocks of the filter panel's static parts (filter-parts.tsx): a fieldset of checkboxes with
 * facet counts and a from/to pair of number boxes. They have no handlers: the search page's frame takes their
 * changes (search-page-frame.tsx, search-behaviour.tsx). Checkboxes show the URL's search and keep what the
 * visitor ticked while the next one loads; rendered again in the browser (after a client-side navigation) they
 * follow the URL.
 */
import { type ReactNode, useId } from "react";
import type { FacetOption } from "#app/features/search/search-facets.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { SyncedInput, useFollowedValue } from "./filter-controls.tsx";

interface CheckboxListProps {
  name: string;
  options: FacetOption[];
  selected: readonly string[];
  /** Long lists (countries, equipment) scroll inside a box of this height. */
  isLong?: boolean;
}

export function CheckboxList({ name, options, selected, isLong = false }: CheckboxListProps) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  return (
    <div className={cn("flex flex-col gap-0.5", isLong && "max-h-64 overflow-y-auto pr-1")}>
      {options.map((option) => {
        const isChecked = selected.includes(option.value);
        const isEmpty = option.count === 0 && !isChecked;
        // A search page has a hundred and more of these: the label wraps its checkbox (no id to link them), and
        // one short class styles the option, its name and its count (app.css, docs/decisions/058-lighter-lists.md).
        return (
          // biome-ignore lint/a11y/noLabelWithoutControl: the label nests its checkbox (SyncedCheckbox)
          <label
            key={option.value}
            className={isEmpty ? "facet-option text-muted-foreground" : "facet-option"}
          >
            <SyncedCheckbox name={name} value={option.value} isChecked={isChecked} />
            {option.label}
            {option.count !== null ? (
              <>
                <span aria-hidden="true">{number.format(option.count)}</span>
                {/* The space keeps the name and the count two words for every way of reading the label. */}
                <span className="sr-only">{` ${t("search.facetCount", { count: option.count })}`}</span>
              </>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

/**
 * A checkbox that the visitor toggles at once (uncontrolled: no flicker back while the new search loads) and
 * that follows the URL afterwards (a chip removed, "clear all"), once the browser renders the part itself.
 */
function SyncedCheckbox({ isChecked, name, value }: { isChecked: boolean; name: string; value: string }) {
  const ref = useFollowedValue(isChecked, setChecked);
  return <input ref={ref} type="checkbox" name={name} value={value} defaultChecked={isChecked} />;
}

const setChecked = (box: HTMLInputElement, isChecked: boolean) => {
  box.checked = isChecked;
};

/** A number in the page's language for a text box: "12,5" in French, no grouping ("150000"). */
export function numberForInput(value: number | null, locale: string): string {
  if (value === null) return "";
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

interface RangeFieldProps {
  names: [string, string];
  values: [number | null, number | null];
  labels: [string, string];
  /** "numeric" for whole amounts (price, year), "decimal" for lengths. */
  inputMode: "numeric" | "decimal";
  /** A unit or currency select beside the boxes. */
  aside?: ReactNode;
}

/**
 * Two boxes, from and to. Text inputs with an input mode (not type=number) so that "12,5" and "150 000" typed
 * the local way reach the server as typed and are read there (search-state.ts), in every browser. A box left
 * with another value than its own applies the search (the panel's form, on focus leaving it).
 */
export function RangeField({ names, values, labels, inputMode, aside }: RangeFieldProps) {
  const locale = useLocale();
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {names.map((name, index) => (
          <div key={name} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${name}`} className="text-xs text-muted-foreground">
              {labels[index]}
            </label>
            <SyncedInput
              id={`${id}-${name}`}
              name={name}
              inputMode={inputMode}
              autoComplete="off"
              value={numberForInput(values[index] ?? null, locale)}
            />
          </div>
        ))}
      </div>
      {aside}
    </div>
  );
}
