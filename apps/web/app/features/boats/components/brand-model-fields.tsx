/**
 * Brand and model comboboxes. Options come from the web server's resource routes (which call the API with
 * the session), never from the API directly. A model belongs to its brand: choosing another brand clears
 * the model, and a free-text brand has no listed models (its model is free text too).
 */
import { useCallback } from "react";
import { useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { Combobox } from "#app/ui/combobox.tsx";
import type { ComboboxItem } from "#app/ui/combobox-state.ts";
import { fieldId, useEditor } from "./editor-context.tsx";
import { FieldShell, useFieldError } from "./editor-fields.tsx";

async function fetchOptions(url: string, signal: AbortSignal): Promise<ComboboxItem[]> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`options: ${response.status}`);
  const body = (await response.json()) as { items: ComboboxItem[] };
  return body.items;
}

export function BrandModelFields() {
  const t = useT();
  const { values, update, locale, isDisabled } = useEditor();
  const brandError = useFieldError("brand");
  const modelError = useFieldError("model");
  const brandId = values.brand.id;
  const hasBrand = values.brand.name.trim() !== "";

  const loadBrands = useCallback(
    (q: string, signal: AbortSignal) =>
      fetchOptions(
        `${localizePath("/dashboard/boats/options/brands", locale)}?q=${encodeURIComponent(q)}`,
        signal,
      ),
    [locale],
  );
  const loadModels = useCallback(
    async (q: string, signal: AbortSignal) =>
      brandId === null
        ? []
        : fetchOptions(
            `${localizePath(`/dashboard/boats/options/brands/${brandId}/models`, locale)}?q=${encodeURIComponent(q)}`,
            signal,
          ),
    [brandId, locale],
  );

  const brandInput = fieldId("brand");
  const modelInput = fieldId("model");
  return (
    <>
      <FieldShell
        id={brandInput}
        label={t("editor.field.brand")}
        hint={t("editor.hint.brand")}
        error={brandError}
      >
        {(describedBy) => (
          <Combobox
            id={brandInput}
            label={t("editor.field.brand")}
            value={values.brand}
            onChange={(brand) => {
              update("brand", brand);
              if (brand.id !== values.brand.id || brand.name !== values.brand.name)
                update("model", { id: null, name: "" });
            }}
            loadOptions={loadBrands}
            allowCreate
            disabled={isDisabled}
            invalid={Boolean(brandError)}
            describedBy={describedBy}
          />
        )}
      </FieldShell>
      <FieldShell
        id={modelInput}
        label={t("editor.field.model")}
        hint={hasBrand ? undefined : t("editor.hint.modelNeedsBrand")}
        error={modelError}
      >
        {(describedBy) => (
          <Combobox
            id={modelInput}
            label={t("editor.field.model")}
            value={values.model}
            onChange={(model) => update("model", model)}
            loadOptions={loadModels}
            allowCreate={hasBrand}
            disabled={isDisabled || !hasBrand}
            invalid={Boolean(modelError)}
            describedBy={describedBy}
          />
        )}
      </FieldShell>
    </>
  );
}
