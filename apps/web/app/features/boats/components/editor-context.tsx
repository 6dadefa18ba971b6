/**
 * What every editor field needs without prop drilling: the form values and their setter, field errors (as
 * text in the page's language), the team's unit and the reference catalog.
 */
import type { TCatalog } from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";
import { createContext, useContext } from "react";
import type { BoatFormValues, FieldError, FieldErrors, FormField } from "#app/features/boats/boat-form.ts";
import { kindOfErrorPath } from "#app/features/boats/boat-form.ts";
import { formatPrice } from "#app/lib/format.ts";
import type { Translate } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { lengthSymbol, lengthToUnit, type UnitSystem } from "#app/lib/units.ts";
import { formatDecimal } from "#app/ui/form/number-input.ts";

export interface EditorContextValue {
  values: BoatFormValues;
  update: <K extends FormField>(field: K, value: BoatFormValues[K]) => void;
  errors: FieldErrors;
  unit: UnitSystem;
  locale: Locale;
  catalog: TCatalog | null;
  /**
   * Country options named by the server: browsers' ICU data names some regions differently from Node's
   * ("Hong Kong" / "Hong Kong SAR China"), and option text must hydrate as it was rendered.
   */
  countries: { value: string; label: string }[];
  /** Fields are read-only while the boat cannot be edited (never, today; kept for moderation locks). */
  isDisabled: boolean;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("editor fields need an <EditorContext.Provider>");
  return value;
}

/** The DOM id of a field's input, also the target of "missing field" links. */
export const fieldId = (path: string) => `boat-${path.replaceAll(".", "-")}`;

/**
 * A field error in words. Limits come in API units (metres, minor units) and are shown in the seller's
 * (feet, major units), so "at most 200 m" reads "at most 656.2 ft" for an imperial team.
 */
export function describeFieldError(
  t: Translate,
  path: string,
  error: FieldError,
  ctx: { unit: UnitSystem; locale: Locale; currency: string },
): string {
  const kind = kindOfErrorPath(path);
  const isText = kind === "text" || kind === "optText" || kind === "ref";
  const limit = () => {
    const value = error.limit ?? 0;
    if (kind === "length")
      return `${formatDecimal(lengthToUnit(value, ctx.unit), ctx.locale, 1)} ${lengthSymbol(ctx.unit)}`;
    if (kind === "money") return formatPrice(value, ctx.currency, ctx.locale);
    return numberFormat(ctx.locale).format(value);
  };
  switch (error.code) {
    case "too_small":
      if (isText) return t("editor.error.tooShort", { limit: error.limit ?? 1 });
      return error.limit === undefined
        ? t("editor.error.invalid")
        : t("editor.error.min", { limit: limit() });
    case "too_big":
      if (isText) return t("editor.error.tooLong", { limit: error.limit ?? 0 });
      if (kind === "list") return t("editor.error.tooMany", { limit: error.limit ?? 0 });
      return error.limit === undefined
        ? t("editor.error.invalid")
        : t("editor.error.max", { limit: limit() });
    case "not_a_number":
      return t("editor.error.notANumber");
    case "not_an_integer":
      return t("editor.error.wholeNumber");
    case "invalid_type":
      return kind === "int" ? t("editor.error.wholeNumber") : t("editor.error.invalid");
    case "invalid_format":
    case "invalid_union":
      return path.endsWith("Url") ? t("editor.error.url") : t("editor.error.invalid");
    case "invalid_value":
      return t("editor.error.choose");
    case "draft_range":
      return t("editor.error.draftRange");
    case "refit_before_build":
      return t("editor.error.refitBeforeBuild");
    case "unknown_reference":
      return t("editor.error.unknownReference");
    default:
      return t("editor.error.invalid");
  }
}
