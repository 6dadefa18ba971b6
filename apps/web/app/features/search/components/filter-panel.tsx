/**
 * The search filters: one GET form (it works without JavaScript, through its submit button). On wide
 * screens it is a sidebar; on phones a full-screen panel opened from the results' "Filters" button: with
 * JavaScript a modal dialog (focus kept inside, Escape and the close button return to the button), without
 * it the `#filters` fragment shows the same panel (CSS :target).
 */

import { type FocusEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef } from "react";
import type { Facets } from "#app/features/search/search-facets.ts";
import type { SearchState } from "#app/features/search/search-state.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { staticPart } from "#app/lib/static-part.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { LightTooltip } from "#app/ui/light-tooltip.tsx";
import { BrandField, brandOptions } from "./brand-field.tsx";
import { FilterGroup } from "./filter-controls.tsx";
import type { AfterBrandProps, BeforeBrandProps } from "./filter-parts.tsx";
import { SEARCH_FORM_ID } from "./use-search-form.ts";

/**
 * The panel's controls but the brand and model: static parts (filter-parts.tsx), the server's markup on the
 * first view, without their code or hydration; the form below takes their events.
 */
const FiltersBeforeBrand = staticPart("search-filters-before-brand", () =>
  import("./filter-parts.tsx").then((module) => module.FiltersBeforeBrand),
);
const FiltersAfterBrand = staticPart("search-filters-after-brand", () =>
  import("./filter-parts.tsx").then((module) => module.FiltersAfterBrand),
);

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
/** The long lists that scroll in their own box (CheckboxList's `isLong`). */
const LONG_LISTS = "[data-static-part] .overflow-y-auto";

/** A control of the static parts, whose events the form handles. */
function partControl(target: EventTarget | null): HTMLInputElement | HTMLSelectElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return null;
  return target.closest("[data-static-part]") ? target : null;
}

const isTextBox = (control: Element | null): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === "text";

/** What the visitor had in the static parts at their last interaction, to keep when the browser renders them. */
export interface Kept {
  /** A node of each part's markup then: when one is gone, the browser has rendered the parts afresh. */
  nodes: Node[];
  /** The control that had the focus, and a text box's text and caret. */
  control: {
    name: string;
    value: string;
    text: string | null;
    start: number | null;
    end: number | null;
  } | null;
  /** Indexes of the open equipment groups (`<details>`), and the long lists' scroll positions. */
  open: number[];
  scrolls: number[];
}

export function keep(form: HTMLFormElement, target: EventTarget | null): Kept {
  const control = partControl(target);
  return {
    nodes: [...form.querySelectorAll("[data-static-part]")].flatMap((part) =>
      part.firstChild ? [part.firstChild] : [],
    ),
    control: control && {
      name: control.name,
      value: control.value,
      text: isTextBox(control) ? control.value : null,
      start: isTextBox(control) ? control.selectionStart : null,
      end: isTextBox(control) ? control.selectionEnd : null,
    },
    open: [...form.querySelectorAll("details")].flatMap((details, index) => (details.open ? [index] : [])),
    scrolls: [...form.querySelectorAll(LONG_LISTS)].map((list) => list.scrollTop),
  };
}

/**
 * After the browser rendered the static parts afresh (their first render after a client-side navigation
 * replaces the server's markup): the focus back on the same control, with the text being typed, and the open
 * groups and the lists' scroll positions as they were.
 */
export function restore(form: HTMLFormElement, kept: Kept): void {
  const details = form.querySelectorAll("details");
  for (const index of kept.open) {
    const group = details[index];
    if (group) group.open = true;
  }
  const lists = form.querySelectorAll(LONG_LISTS);
  kept.scrolls.forEach((top, index) => {
    const list = lists[index];
    if (list) list.scrollTop = top;
  });
  const { control } = kept;
  if (!control || (document.activeElement && document.activeElement !== document.body)) return;
  const candidates = [
    ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-static-part] [name]"),
  ];
  const element = candidates.find(
    (candidate) =>
      candidate.name === control.name &&
      (!(candidate instanceof HTMLInputElement && candidate.type === "checkbox") ||
        candidate.value === control.value),
  );
  if (!element) return;
  element.focus({ preventScroll: true });
  if (isTextBox(element) && control.text !== null) {
    element.value = control.text;
    element.setSelectionRange(control.start, control.end);
  }
}

export function FilterPanel(props: FilterPanelProps) {
  const { state, facets, catalog, brand, total, action, apply, isOpen, onClose, clearHref } = props;
  const t = useT();
  const locale = useLocale();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useRef<Kept | null>(null);
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

  // Every commit: has the browser just rendered the static parts in place of the server's markup?
  useLayoutEffect(() => {
    const form = formRef.current;
    const last = kept.current;
    if (!form || !last || last.nodes.every((node) => node.isConnected)) return;
    kept.current = null;
    restore(form, last);
  });

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

  /** The visitor's place in the static parts, kept at each interaction (focus, typing, a change). */
  const remember = (event: { currentTarget: HTMLFormElement; target: EventTarget | null }) => {
    kept.current = keep(event.currentTarget, event.target);
  };
  // The static parts' controls, whose markup has no handlers: a checkbox or select applies the search at once,
  // a text box when focus leaves it with another value than its own (or Enter, which submits the form).
  // `change` is listened to natively: React's onChange is only for the elements React has rendered.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onChange = (event: Event) => {
      kept.current = keep(form, event.target);
      const control = partControl(event.target);
      if (control && !isTextBox(control)) apply(form);
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, [apply]);
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const control = partControl(event.target);
    if (isTextBox(control) && control.value !== control.defaultValue) apply();
  };

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
        ref={formRef}
        id={SEARCH_FORM_ID}
        method="get"
        action={action}
        aria-label={t("search.filters")}
        onBlur={onBlur}
        onFocus={remember}
        onInput={remember}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
          onClose();
        }}
        className="flex flex-col gap-4 max-lg:px-4 max-lg:pt-2 lg:pt-2"
      >
        <FiltersBeforeBrand {...beforeBrandProps(state, facets, catalog)} />

        <FilterGroup legend={t("search.filter.brandAndModel")}>
          <BrandField
            brands={brandOptions(facets, brand, locale)}
            brand={brand}
            models={brand?.models ?? []}
            model={state.model}
            onChange={(form) => apply(form)}
          />
        </FilterGroup>

        <FiltersAfterBrand {...afterBrandProps(state, facets, catalog)} />

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

/** Only the facets a part shows, so that its props (compared as JSON) are no larger than they must be. */
function facetsOf(facets: Facets, names: ReadonlyArray<keyof NonNullable<Facets>>): Facets {
  if (!facets) return null;
  return Object.fromEntries(names.flatMap((name) => (facets[name] ? [[name, facets[name]]] : [])));
}

export function beforeBrandProps(
  state: SearchState,
  facets: Facets,
  catalog: FilterData["catalog"],
): BeforeBrandProps {
  const { type, priceMin, priceMax, currency, reduced, lengthMin, lengthMax, unit, yearMin, yearMax } = state;
  return {
    state: { type, priceMin, priceMax, currency, reduced, lengthMin, lengthMax, unit, yearMin, yearMax },
    facets: facetsOf(facets, ["type"]),
    boatTypes: catalog?.boatTypes ?? null,
  };
}

export function afterBrandProps(
  state: SearchState,
  facets: Facets,
  catalog: FilterData["catalog"],
): AfterBrandProps {
  const { condition, country, fuel, hull, cabinsMin, berthsMin, equipment } = state;
  return {
    state: { condition, country, fuel, hull, cabinsMin, berthsMin, equipment },
    facets: facetsOf(facets, ["condition", "country", "fuel", "hull"]),
    catalog: catalog && { conditions: catalog.conditions, equipmentTypes: catalog.equipmentTypes },
  };
}
