/**
 * Field errors of the catalog and moderation forms, in the user's language. The back office's general rules
 * (admin-field-errors.ts: required, too long, pick a value…) apply; this adds the catalog's own reasons (a code
 * or name another value holds, a merge into itself or into another brand's model) and reads size limits of
 * number fields as values ("1,000,000 or less") rather than lengths.
 */

import type { Translate } from "#app/lib/i18n.ts";
import { type FieldErrors, fieldErrorMessage } from "#app/ui/form/admin-field-errors.ts";
import { type FieldIssue, perField, readFieldIssues } from "#app/ui/form/form-errors.ts";

type Issue = Pick<FieldIssue, "path" | "code" | "limit">;

/** Reasons the catalog and moderation APIs name, with their message keys. */
const REASONS: Record<string, string> = {
  code_taken: "catalog.fieldError.codeTaken",
  name_taken: "catalog.fieldError.nameTaken",
  same_value: "catalog.fieldError.sameValue",
  not_found: "catalog.fieldError.notFound",
  other_brand: "catalog.fieldError.otherBrand",
  draft_range: "moderation.fieldError.draftRange",
  refit_before_build: "moderation.fieldError.refitBeforeBuild",
};

export interface CatalogFieldOptions {
  /** Fields holding numbers: their limits are values, not lengths. */
  numberFields?: readonly string[];
  /** A message of its own for a field's format problem (the code's pattern). */
  formatKeys?: Record<string, string>;
  /** API field -> form field, when the form names it differently (`intoId` -> `mergeInto`). */
  aliases?: Record<string, string>;
}

/** The message of one issue of `field`. */
export function catalogFieldMessage(
  field: string,
  issue: Issue,
  t: Translate,
  options: CatalogFieldOptions = {},
): string {
  const reason = REASONS[issue.code];
  if (reason) return t(reason);
  const formatKey = options.formatKeys?.[field];
  if (formatKey && (issue.code === "invalid_format" || issue.code === "invalid_string")) return t(formatKey);
  if (options.numberFields?.includes(field)) {
    if (issue.code === "too_small" && issue.limit !== undefined)
      return t("catalog.fieldError.min", { limit: issue.limit });
    if (issue.code === "too_big" && issue.limit !== undefined)
      return t("catalog.fieldError.max", { limit: issue.limit });
    if (issue.code === "invalid_type") return t("catalog.fieldError.number");
  }
  return fieldErrorMessage(issue, t);
}

/** One translated message per form field, the first issue the API lists for it winning (perField). */
export function catalogFieldErrors(
  details: unknown,
  t: Translate,
  options: CatalogFieldOptions = {},
): FieldErrors {
  return perField(
    readFieldIssues(details),
    (field, issue) => catalogFieldMessage(field, issue, t, options),
    (field) => options.aliases?.[field] ?? field,
  );
}
