/**
 * Field errors of a form, in the user's language. The API reports each field problem as a code (zod's issue
 * code, or a named reason such as `email_taken`) with an optional limit (docs/decisions/010); the web app owns
 * the wording, so a French page says it in French whatever language the API answered in.
 */
import type { TFieldIssue } from "@keel/contracts/errors";
import type { Translate } from "#app/lib/i18n.ts";

/** Translated messages by field name ("email", "newPassword"…). */
export type FieldErrors = Record<string, string>;

/** The issue shape the web app reads: the API's `details` items, or its own checks (image-check.ts). */
export type FieldIssue = Pick<TFieldIssue, "path" | "code" | "limit">;

/**
 * The field issues of an API error's `details`: items with a string `path` and `code` (and a numeric `limit`);
 * details of another shape (or none) read as no issue. Read by hand, not with zod: the browser runs this too.
 */
export function readFieldIssues(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) => {
    const { path, code, message, limit } = (item ?? {}) as Record<string, unknown>;
    if (typeof path !== "string" || typeof code !== "string") return [];
    const issue: FieldIssue & { message?: string } = { path, code };
    if (typeof message === "string") issue.message = message;
    if (typeof limit === "number") issue.limit = limit;
    return [issue];
  });
}

/** "body.email" -> "email", "params.token" -> "token", "body" -> "" (the whole body). */
export function fieldOf(path: string): string {
  return path.replace(/^(body|query|querystring|params)(\.|$)/, "");
}

/**
 * One message per field, the first issue the API lists for each winning (it is usually the most basic:
 * "required" before "too short"); issues about the whole body (no field name) are left out, the form's alert
 * carries those. Every translator of the app goes through here; each brings its own wording (`message`).
 * `rename` maps an API field to the form's name for it.
 */
export function perField(
  issues: readonly FieldIssue[],
  message: (field: string, issue: FieldIssue) => string,
  rename: (field: string) => string = (field) => field,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const name = rename(field);
    if (!name || name in errors) continue;
    errors[name] = message(field, issue);
  }
  return errors;
}

/** Fields holding an e-mail address or a web address get a more helpful text than "invalid format". */
const EMAIL_FIELDS = new Set(["email"]);
const URL_FIELDS = new Set(["website"]);

const REASONS: Record<string, string> = {
  email_taken: "fieldError.emailTaken",
  password_weak: "fieldError.passwordWeak",
  passwords_mismatch: "fieldError.passwordsMismatch",
  password_wrong: "fieldError.passwordWrong",
  confirm_mismatch: "fieldError.confirmMismatch",
  role_too_high: "fieldError.roleTooHigh",
  already_member: "fieldError.alreadyMember",
  invitation_other_email: "fieldError.invitationOtherEmail",
  invitation_expired: "fieldError.invitationExpired",
  invitation_closed: "fieldError.invitationClosed",
  invitation_unknown: "fieldError.invitationUnknown",
  image_not_an_image: "fieldError.imageNotAnImage",
  image_unsupported_format: "fieldError.imageUnsupported",
  image_too_many_pixels: "fieldError.imageTooManyPixels",
  vat_id_invalid: "fieldError.vatIdInvalid",
};

const MEGABYTE = 1024 * 1024;

/** The catalogue key and values that describe one issue of one field. */
export function fieldErrorMessage(
  field: string,
  issue: Pick<FieldIssue, "code" | "limit">,
): { key: string; values?: Record<string, number> } {
  const { code, limit } = issue;
  const reason = REASONS[code];
  if (reason) {
    return code === "image_too_many_pixels" && limit
      ? { key: reason, values: { megapixels: Math.floor(limit / 1_000_000) } }
      : { key: reason };
  }
  switch (code) {
    case "invalid_type":
    case "required":
      return { key: field === "file" ? "fieldError.fileMissing" : "fieldError.required" };
    case "too_small":
      // min(1) on a trimmed string is how the contracts say "required".
      return limit !== undefined && limit > 1
        ? { key: "fieldError.tooShort", values: { limit } }
        : { key: "fieldError.required" };
    case "too_big":
      return limit !== undefined
        ? { key: "fieldError.tooLong", values: { limit } }
        : { key: "fieldError.invalid" };
    case "invalid_format":
    case "invalid_union":
      if (EMAIL_FIELDS.has(field)) return { key: "fieldError.email" };
      if (URL_FIELDS.has(field)) return { key: "fieldError.url" };
      return { key: "fieldError.invalidFormat" };
    case "invalid_value":
      return field === "acceptTerms"
        ? { key: "fieldError.acceptTerms" }
        : { key: "fieldError.invalidChoice" };
    case "image_too_large":
      return limit
        ? { key: "fieldError.imageTooLarge", values: { megabytes: Math.floor(limit / MEGABYTE) } }
        : { key: "fieldError.imageTooLarge", values: { megabytes: 15 } };
    case "image_too_small":
      return { key: "fieldError.imageTooSmall", values: { limit: limit ?? 0 } };
    default:
      return { key: "fieldError.invalid" };
  }
}

/**
 * The dashboard's and the public forms' wording of each field's first issue (perField). `submitted` holds
 * what was posted, to tell an empty field from a wrong one.
 */
export function translateFieldErrors(
  issues: readonly FieldIssue[],
  t: Translate,
  submitted: Readonly<Record<string, string>> = {},
): FieldErrors {
  return perField(issues, (field, issue) => {
    // Left empty, a field is "required", not "too short" or "not an e-mail address".
    const isBlank = submitted[field] !== undefined && submitted[field].trim() === "";
    const { key, values } =
      isBlank && BLANK_CODES.has(issue.code)
        ? { key: "fieldError.required" }
        : fieldErrorMessage(field, issue);
    return t(key, values);
  });
}

/** Issue codes that an empty text field produces (min length, e-mail or URL format). */
const BLANK_CODES = new Set(["too_small", "invalid_format", "invalid_union"]);
