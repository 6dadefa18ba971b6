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

/** A message key and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, number>;
}

/** How a named reason is worded: one key, or a key (and values) that depend on the field or the limit. */
type Reason = string | ((field: string, limit: number | undefined) => FieldMessage);

/**
 * How one family of forms words field problems: the key of each kind of problem, keys of their own for some
 * fields, and the API's named reasons (`email_taken`…) those forms meet. The dashboard and public forms, the
 * back office and the back office's catalog screens each keep the wording their users see today; the reading,
 * the order of precedence and the "first issue of a field wins" rule are the same for all (translateFieldErrors).
 */
export interface FieldWording {
  required: string;
  /** `{limit}` characters at least / at most. */
  tooShort: string;
  tooLong: string;
  invalid: string;
  invalidFormat: string;
  invalidChoice: string;
  /** Fields whose problem of one kind has a message of its own: field -> key. */
  fields?: {
    required?: Readonly<Record<string, string>>;
    format?: Readonly<Record<string, string>>;
    choice?: Readonly<Record<string, string>>;
  };
  reasons: Readonly<Record<string, Reason>>;
  /** Number fields (FieldErrorOptions.numberFields): limits read as values ("1,000 or less"), not lengths. */
  numbers?: { min: string; max: string; notANumber: string };
}

const MEGABYTE = 1024 * 1024;

/** The dashboard's and the public forms' wording. */
export const FORM_WORDING: FieldWording = {
  required: "fieldError.required",
  tooShort: "fieldError.tooShort",
  tooLong: "fieldError.tooLong",
  invalid: "fieldError.invalid",
  invalidFormat: "fieldError.invalidFormat",
  invalidChoice: "fieldError.invalidChoice",
  fields: {
    required: { file: "fieldError.fileMissing" },
    // E-mail and web addresses get a more helpful text than "invalid format".
    format: { email: "fieldError.email", website: "fieldError.url" },
    choice: { acceptTerms: "fieldError.acceptTerms" },
  },
  reasons: {
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
    image_too_many_pixels: (_field, limit) =>
      limit
        ? { key: "fieldError.imageTooManyPixels", values: { megapixels: Math.floor(limit / 1_000_000) } }
        : { key: "fieldError.imageTooManyPixels" },
    image_too_large: (_field, limit) => ({
      key: "fieldError.imageTooLarge",
      values: { megabytes: limit ? Math.floor(limit / MEGABYTE) : 15 },
    }),
    image_too_small: (_field, limit) => ({ key: "fieldError.imageTooSmall", values: { limit: limit ?? 0 } }),
    vat_id_invalid: "fieldError.vatIdInvalid",
  },
};

/** The back office's wording: shorter, an operator's words (`admin.fieldError.*`). */
export const BACK_OFFICE_WORDING: FieldWording = {
  required: "admin.fieldError.required",
  tooShort: "admin.fieldError.tooShort",
  tooLong: "admin.fieldError.tooLong",
  invalid: "admin.fieldError.invalid",
  invalidFormat: "admin.fieldError.invalid",
  invalidChoice: "admin.fieldError.choose",
  fields: { format: { email: "admin.fieldError.emailFormat", website: "admin.fieldError.websiteFormat" } },
  reasons: {
    email_taken: "admin.fieldError.emailTaken",
    self_deactivation: "admin.fieldError.selfDeactivation",
    already_member: "admin.fieldError.alreadyMember",
    not_found: (field) => ({
      key: field === "teamId" ? "admin.fieldError.teamNotFound" : "admin.fieldError.userNotFound",
    }),
    user_or_email: "admin.fieldError.required",
  },
};

/**
 * The back office's catalog and moderation screens: the back office's wording with the catalog's own reasons
 * (a code or name another value holds, a merge into itself or into another brand's model) and number fields.
 */
export const CATALOG_WORDING: FieldWording = {
  ...BACK_OFFICE_WORDING,
  reasons: {
    ...BACK_OFFICE_WORDING.reasons,
    code_taken: "catalog.fieldError.codeTaken",
    name_taken: "catalog.fieldError.nameTaken",
    same_value: "catalog.fieldError.sameValue",
    not_found: "catalog.fieldError.notFound",
    other_brand: "catalog.fieldError.otherBrand",
    draft_range: "moderation.fieldError.draftRange",
    refit_before_build: "moderation.fieldError.refitBeforeBuild",
  },
  numbers: {
    min: "catalog.fieldError.min",
    max: "catalog.fieldError.max",
    notANumber: "catalog.fieldError.number",
  },
};

/** What a form adds to its wording. */
export interface FieldErrorOptions {
  /** FORM_WORDING unless said otherwise. */
  wording?: FieldWording;
  /** What was posted, to tell an empty field ("required") from a wrong one ("too short"). */
  submitted?: Readonly<Record<string, string>>;
  /** Fields holding numbers: their limits are values, not lengths (when the wording has `numbers`). */
  numberFields?: readonly string[];
  /** A message of its own for a field's format problem (a code's pattern). */
  formatKeys?: Readonly<Record<string, string>>;
  /** API field -> form field, when the form names it differently (`intoId` -> `mergeInto`). */
  aliases?: Readonly<Record<string, string>>;
}

/** Issue codes of a format problem (zod 4's, and zod 3's `invalid_string`). */
const FORMAT_CODES = new Set(["invalid_format", "invalid_union", "invalid_string"]);

/**
 * The key and values that describe one issue of one field: a named reason first, then a field's own format
 * message, then the number fields' messages, then the general kinds.
 */
export function fieldErrorMessage(
  field: string,
  issue: Pick<FieldIssue, "code" | "limit">,
  options: FieldErrorOptions = {},
): FieldMessage {
  const wording = options.wording ?? FORM_WORDING;
  const { code, limit } = issue;
  const reason = wording.reasons[code];
  if (reason) return typeof reason === "string" ? { key: reason } : reason(field, limit);
  const ownFormat = options.formatKeys?.[field];
  if (ownFormat && FORMAT_CODES.has(code)) return { key: ownFormat };
  const { numbers } = wording;
  if (numbers && options.numberFields?.includes(field)) {
    if (code === "too_small" && limit !== undefined) return { key: numbers.min, values: { limit } };
    if (code === "too_big" && limit !== undefined) return { key: numbers.max, values: { limit } };
    if (code === "invalid_type") return { key: numbers.notANumber };
  }
  switch (code) {
    case "invalid_type":
    case "required":
      return { key: wording.fields?.required?.[field] ?? wording.required };
    case "too_small":
      // min(1) on a trimmed string is how the contracts say "required".
      return limit !== undefined && limit > 1
        ? { key: wording.tooShort, values: { limit } }
        : { key: wording.required };
    case "too_big":
      return limit !== undefined ? { key: wording.tooLong, values: { limit } } : { key: wording.invalid };
    case "invalid_format":
    case "invalid_union":
    case "invalid_string":
      return { key: wording.fields?.format?.[field] ?? wording.invalidFormat };
    case "invalid_value":
    case "invalid_enum_value":
      return { key: wording.fields?.choice?.[field] ?? wording.invalidChoice };
    default:
      return { key: wording.invalid };
  }
}

/** Issue codes that an empty text field produces (min length, e-mail or URL format). */
const BLANK_CODES = new Set(["too_small", "invalid_format", "invalid_union"]);

/**
 * The one field-error translator of the app (dashboard, public forms, back office, catalog): one message per
 * form field in the user's language, the first issue the API lists for a field winning (it is usually the most
 * basic: "required" before "too short"). Issues about the whole body (no field name) are left out, the form's
 * alert carries those. `details` is an API error's details (or issues the web server found itself); any other
 * shape reads as no issue.
 */
export function translateFieldErrors(
  details: unknown,
  t: Translate,
  options: FieldErrorOptions = {},
): FieldErrors {
  const { submitted = {}, aliases } = options;
  const errors: FieldErrors = {};
  for (const issue of readFieldIssues(details)) {
    const field = fieldOf(issue.path);
    const name = aliases?.[field] ?? field;
    if (!name || name in errors) continue;
    // Left empty, a field is "required", not "too short" or "not an e-mail address".
    const isBlank = submitted[field] !== undefined && submitted[field].trim() === "";
    const { key, values } =
      isBlank && BLANK_CODES.has(issue.code)
        ? { key: (options.wording ?? FORM_WORDING).required }
        : fieldErrorMessage(field, issue, options);
    errors[name] = t(key, values);
  }
  return errors;
}
