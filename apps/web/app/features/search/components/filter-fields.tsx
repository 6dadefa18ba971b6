/**
 * The building blocks of the filter panel: a fieldset of checkboxes with facet counts, a from/to pair of
 * number boxes, and a text box that follows the URL. Checkboxes and selects are controlled by the search being
 * shown (the URL, or the one loading): a change navigates, and the new URL checks them.
 */
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import type { FacetOption } from "#app/features/search/search-facets.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Select } from "#app/ui/select.tsx";

/** A filter group with a visible heading; fieldset + legend give the controls their group name. */
export function FilterGroup({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-2 border-t pt-4", className)}>
      <legend className="float-left mb-2 w-full text-sm font-semibold text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface CheckboxListProps {
  name: string;
  options: FacetOption[];
  selected: readonly string[];
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** Long lists (countries, equipment) scroll inside a box of this height. */
  isLong?: boolean;
}

export function CheckboxList({ name, options, selected, onChange, isLong = false }: CheckboxListProps) {
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
            <SyncedCheckbox name={name} value={option.value} isChecked={isChecked} onChange={onChange} />
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
 * that follows the URL afterwards (a chip removed, "clear all").
 */
function SyncedCheckbox({
  isChecked,
  ...props
}: Omit<ComponentProps<"input">, "type" | "checked" | "defaultChecked"> & { isChecked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.checked !== isChecked) ref.current.checked = isChecked;
  }, [isChecked]);
  return <input ref={ref} type="checkbox" defaultChecked={isChecked} {...props} />;
}

/** A select's value as the URL has it, kept by the select itself between a change and the new URL. */
export function useSyncedSelect(value: string) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return ref;
}

const inputClass = cn(
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground sm:text-sm",
  "placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
);

/**
 * A text box that shows the URL's value: uncontrolled while the visitor types (nothing jumps under the
 * caret), brought back in line when the URL changes while it is not focused (a chip removed, "clear all").
 */
export function SyncedInput({
  value,
  className,
  ...props
}: Omit<ComponentProps<"input">, "defaultValue" | "value"> & { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && document.activeElement !== input && input.value !== value) input.value = value;
  }, [value]);
  return <input ref={ref} defaultValue={value} className={cn(inputClass, className)} {...props} />;
}

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
  onCommit: () => void;
  /** A unit or currency select beside the boxes. */
  aside?: ReactNode;
}

/**
 * Two boxes, from and to. Text inputs with an input mode (not type=number) so that "12,5" and "150 000" typed
 * the local way reach the server as typed and are read there (search-state.ts), in every browser.
 */
export function RangeField({ names, values, labels, inputMode, onCommit, aside }: RangeFieldProps) {
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
              onBlur={(event) => {
                if (event.currentTarget.value !== event.currentTarget.defaultValue) onCommit();
              }}
            />
          </div>
        ))}
      </div>
      {aside}
    </div>
  );
}

/** A labelled native select in the filter panel. */
export function FilterSelect({
  label,
  className,
  children,
  value,
  ...props
}: Omit<ComponentProps<"select">, "value" | "defaultValue"> & { label: string; value: string }) {
  const id = useId();
  const ref = useSyncedSelect(value);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={props.id ?? id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <Select ref={ref} id={props.id ?? id} defaultValue={value} {...props}>
        {children}
      </Select>
    </div>
  );
}
