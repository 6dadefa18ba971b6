/**
 * Field errors of back-office forms. The API names each problem with a code (zod's issue code or a named
 * reason such as `email_taken`) in `details: [{ path: "body.email", code, limit? }]`; the page shows its own
 * translation, in the visitor's language, beside the field.
 */
import type { Translate } from "#app/lib/i18n.ts";

export type FieldErrors = Record<string, string>;

interface Issue {
  path: string;
  code: string;
  limit?: number;
}

function toIssues(details: unknown): Issue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) => {
    const { path, code, limit } = (item ?? {}) as Record<string, unknown>;
    if (typeof path !== "string" || typeof code !== "string") return [];
    return [{ path, code, ...(typeof limit === "number" ? { limit } : {}) }];
  });
}

/** `body.email` -> `email`; `body.role` -> `role`; the request part (body, query, params) is dropped. */
export function fieldOf(path: string): string {
  const parts = path.split(".");
  return (["body", "query", "params", "querystring"].includes(parts[0] ?? "") ? parts.slice(1) : parts).join(
    ".",
  );
}

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

/** One message per field (the first problem the API lists for it). */
export function toFieldErrors(details: unknown, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of toIssues(details)) {
    const field = fieldOf(issue.path);
    if (field && !(field in errors)) errors[field] = fieldErrorMessage(issue, t);
  }
  return errors;
}
