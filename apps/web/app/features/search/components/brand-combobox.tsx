/**
 * The brand filter as a searchable combobox (the listing editor's, ui/combobox.tsx): opened
 * empty it offers the brands that have boats with the current filters; typing searches every brand through
 * the web server (GET /boats/options/brands?q=). The chosen slug travels in a hidden input of the form.
 * Loaded lazily by search-behaviour.tsx, at the visitor's first interaction with the search page.
 */
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef } from "react";
import type { FacetOption } from "#app/features/search/search-facets.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Combobox } from "#app/ui/combobox.tsx";
import type { ComboboxItem } from "#app/ui/combobox-state.ts";

interface BrandComboboxProps {
  brands: FacetOption[];
  brand: { slug: string; name: string } | null;
  onPick: (form: HTMLFormElement | null, slug: string) => void;
  /** True when the native select this replaces had the focus: the combobox input takes it. */
  takeFocus?: RefObject<boolean>;
}

export default function BrandCombobox({ brands, brand, onPick, takeFocus }: BrandComboboxProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const hiddenRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus?.current) document.getElementById(id)?.focus();
  }, [id, takeFocus]);
  // The combobox speaks numeric ids; brands are known here by slug.
  const ids = useRef(new Map<string, number>());
  const slugs = useRef(new Map<number, string>());
  const idOf = useCallback((slug: string) => {
    let value = ids.current.get(slug);
    if (value === undefined) {
      value = ids.current.size + 1;
      ids.current.set(slug, value);
      slugs.current.set(value, slug);
    }
    return value;
  }, []);

  const optionsUrl = localizePath("/boats/options/brands", locale);
  const loadOptions = useCallback(
    async (query: string, signal: AbortSignal): Promise<ComboboxItem[]> => {
      if (!query) return brands.map((b) => ({ id: idOf(b.value), label: b.label }));
      const response = await fetch(`${optionsUrl}?q=${encodeURIComponent(query)}`, { signal });
      if (!response.ok) throw new Error(`brand options: ${response.status}`);
      const { items } = (await response.json()) as { items: Array<{ slug: string; name: string }> };
      return items.map((item) => ({ id: idOf(item.slug), label: item.name }));
    },
    [brands, idOf, optionsUrl],
  );

  const value = useMemo(
    () => (brand ? { id: idOf(brand.slug), name: brand.name } : { id: null, name: "" }),
    [brand, idOf],
  );

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {t("search.filter.brand")}
      </label>
      <Combobox
        id={id}
        label={t("search.filter.brand")}
        value={value}
        allowCreate={false}
        loadOptions={loadOptions}
        onChange={(next) => {
          const slug = next.id === null ? "" : (slugs.current.get(next.id) ?? "");
          onPick(hiddenRef.current?.form ?? null, slug);
        }}
      />
      <input ref={hiddenRef} type="hidden" name="brand" value={brand?.slug ?? ""} />
    </div>
  );
}
