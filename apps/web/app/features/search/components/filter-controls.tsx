/**
 * Controls of the search page's static part (search-page-parts.tsx: the keyword box, sort and page size, the
 * filters): a text box and a select that the visitor changes at once and that follow the URL afterwards once
 * the browser renders the part, and a filter group.
 */
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "#app/lib/cn.ts";
import { Select } from "#app/ui/select.tsx";

/**
 * A control's ref, and the URL's value given to the control by `follow` when it changes (a chip removed,
 * "clear all"): the control is uncontrolled, so it keeps what the visitor did while the next search loads. Not
 * when it mounts: rendered afresh in the browser, it may show a search still loading (kept-place.ts).
 */
export function useFollowedValue<E extends HTMLElement, V>(value: V, follow: (element: E, value: V) => void) {
  const ref = useRef<E>(null);
  const followed = useRef(value);
  useEffect(() => {
    if (followed.current === value) return;
    followed.current = value;
    if (ref.current) follow(ref.current, value);
  }, [value, follow]);
  return ref;
}

/** A select's value as the URL has it, kept by the select itself between a change and the new URL. */
const setValue = (element: HTMLSelectElement, value: string) => {
  element.value = value;
};

/** A text box's value as the URL has it, unless the visitor is typing in it. */
const setText = (input: HTMLInputElement, value: string) => {
  if (document.activeElement !== input) input.value = value;
};

/**
 * A text box that shows the URL's value: uncontrolled while the visitor types (nothing jumps under the
 * caret), brought back in line when the URL changes while it is not focused (a chip removed, "clear all").
 */
export function SyncedInput({
  value,
  className,
  ...props
}: Omit<ComponentProps<"input">, "defaultValue" | "value"> & { value: string }) {
  const ref = useFollowedValue(value, setText);
  return <input ref={ref} defaultValue={value} className={cn("filter-input", className)} {...props} />;
}

/** A labelled native select in the filter panel or the results' toolbar, following the URL's value. */
export function FilterSelect({
  label,
  className,
  selectClassName,
  children,
  value,
  ...props
}: Omit<ComponentProps<"select">, "value" | "defaultValue" | "className"> & {
  label: string;
  value: string;
  /** The box's own classes (`className` is the label and box's wrapper's). */
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  const ref = useFollowedValue(value, setValue);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={props.id ?? id} className="text-xs text-muted-foreground">
        {label}
      </label>
      <Select ref={ref} id={props.id ?? id} defaultValue={value} className={selectClassName} {...props}>
        {children}
      </Select>
    </div>
  );
}

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
    <fieldset className={cn("filter-group", className)}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
