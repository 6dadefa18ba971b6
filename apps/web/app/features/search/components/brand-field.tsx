/**
 * Brand and model filters. The brand is a native select of the brands that have boats with the current
 * filters (works without JavaScript); it becomes a searchable combobox over every brand at the visitor's first
 * interaction with the page (a pointer move, a key, a touch, a scroll), loaded then so that its code (about
 * 27 kB gzipped) is no part of the page's load. A visitor whose focus is on the select keeps it, in the
 * combobox. The model select lists the chosen brand's models.
 */

import type { Locale } from "@keel/contracts/locales";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { FacetOption, Facets } from "#app/features/search/search-facets.ts";
import { useT } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";
import { FilterSelect } from "./filter-controls.tsx";

/** The most common brands with the current filters (the API counts the top 30), and the chosen one. */
export function brandOptions(
  facets: Facets,
  chosen: { slug: string; name: string } | null,
  locale: Locale,
): FacetOption[] {
  const options: FacetOption[] = (facets?.brand ?? []).map((f) => ({
    value: f.value,
    label: f.label,
    count: f.count,
  }));
  if (chosen && !options.some((o) => o.value === chosen.slug))
    options.push({ value: chosen.slug, label: chosen.name, count: null });
  const sorter = collator(locale);
  return options.sort((a, b) => sorter.compare(a.label, b.label));
}

const BrandCombobox = lazy(() => import("./brand-combobox.tsx"));

interface BrandFieldProps {
  brands: FacetOption[];
  brand: { slug: string; name: string } | null;
  models: Array<{ slug: string; name: string }>;
  model: string | null;
  /** Called with the form after the brand or model changed. */
  onChange: (form: HTMLFormElement | null) => void;
}

/** Events that show a person is using the page. */
const FIRST_INTERACTION = [
  "pointermove",
  "pointerdown",
  "keydown",
  "touchstart",
  "scroll",
  "focusin",
] as const;

/**
 * True from the visitor's first interaction with the page on: set by an effect, so never during server
 * rendering or hydration.
 */
function useHasInteracted(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const start = () => setHasInteracted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start);
    };
  }, [hasInteracted]);
  return hasInteracted;
}

export function BrandField({ brands, brand, models, model, onChange }: BrandFieldProps) {
  const t = useT();
  const hasInteracted = useHasInteracted();
  // Whether the native select holds the focus when the combobox replaces it.
  const selectHasFocus = useRef(false);

  /** A new brand: its models replace the old brand's, so the model goes. */
  const pickBrand = (form: HTMLFormElement | null, slug: string) => {
    const elements = form?.elements as (HTMLFormControlsCollection & Record<string, unknown>) | undefined;
    const brandInput = elements?.namedItem("brand") as HTMLInputElement | HTMLSelectElement | null;
    const modelInput = elements?.namedItem("model") as HTMLSelectElement | null;
    if (brandInput) brandInput.value = slug;
    if (modelInput) modelInput.value = "";
    onChange(form);
  };

  const select = (
    <FilterSelect
      label={t("search.filter.brand")}
      name="brand"
      value={brand?.slug ?? ""}
      onChange={(event) => pickBrand(event.currentTarget.form, event.currentTarget.value)}
      onFocus={() => {
        selectHasFocus.current = true;
      }}
      onBlur={() => {
        selectHasFocus.current = false;
      }}
    >
      <option value="">{t("search.anyBrand")}</option>
      {brands.map((option) => (
        <option key={option.value} value={option.value}>
          {option.count === null ? option.label : `${option.label} (${option.count})`}
        </option>
      ))}
    </FilterSelect>
  );

  return (
    <div className="flex flex-col gap-3">
      {hasInteracted ? (
        <Suspense fallback={select}>
          <BrandCombobox brands={brands} brand={brand} onPick={pickBrand} takeFocus={selectHasFocus} />
        </Suspense>
      ) : (
        select
      )}
      <FilterSelect
        label={t("search.filter.model")}
        name="model"
        value={model ?? ""}
        disabled={!brand || models.length === 0}
        onChange={(event) => onChange(event.currentTarget.form)}
      >
        <option value="">{brand ? t("search.anyModel") : t("search.chooseBrandFirst")}</option>
        {models.map((m) => (
          <option key={m.slug} value={m.slug}>
            {m.name}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
