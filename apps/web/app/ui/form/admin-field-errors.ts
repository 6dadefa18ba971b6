/**
 * Field errors of back-office forms: the one reader and loop of form-errors.ts (perField) with the back
 * office's wording. The API names each problem with a code (zod's issue code or a named
 * reason such as `email_taken`) in `details: [{ path: "body.email", code, limit? }]`; the page shows its own
 * translation, in the visitor's language, beside the field.
 */
import type { Translate } from "#app/lib/i18n.ts";
import { type FieldErrors, type FieldIssue, fieldOf, perField, readFieldIssues } from "./form-errors.ts";

export type { FieldErrors };
export { fieldOf };

type Issue = Pick<FieldIssue, "path" | "code" | "limit">;

/** Fields whose format problems have a message of their own. */
const FORMAT_FIELDS = new Set(["email", "website"]);

/** The catalogue key and values for one issue. */
export function fieldErrorMessage(issue: Issue, t: Translate): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case "too_small":
      return issue.limit === undefined || issue.limit <= 1
        ? t("admin.fieldError.required")
        : t("admin.fieldError.tooShort", { limit: issue.limit });
    case "too_big":
      return issue.limit === undefined
        ? t("admin.fieldError.invalid")
        : t("admin.fieldError.tooLong", { limit: issue.limit });
    case "invalid_format":
    case "invalid_union":
    case "invalid_string":
      return FORMAT_FIELDS.has(field) ? t(`admin.fieldError.${field}Format`) : t("admin.fieldError.invalid");
    case "invalid_value":
    case "invalid_enum_value":
      return t("admin.fieldError.choose");
    case "invalid_type":
      return t("admin.fieldError.required");
    case "email_taken":
      return t("admin.fieldError.emailTaken");
    case "self_deactivation":
      return t("admin.fieldError.selfDeactivation");
    case "already_member":
      return t("admin.fieldError.alreadyMember");
    case "not_found":
      return field === "teamId" ? t("admin.fieldError.teamNotFound") : t("admin.fieldError.userNotFound");
    case "user_or_email":
      return t("admin.fieldError.required");
    default:
      return t("admin.fieldError.invalid");
  }
}

/** One message per field (the first problem the API lists for it), in the back office's words. */
export function toFieldErrors(details: unknown, t: Translate): FieldErrors {
  return perField(readFieldIssues(details), (_field, issue) => fieldErrorMessage(issue, t));
}
