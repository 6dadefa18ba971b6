/**
 * What a form action answers (web routes turn API errors into form errors and
 * toasts: docs/product.md, Interface rules). Success carries the API's `message` (a success toast); a refusal carries the
 * field errors in the user's language, the API's general message for the form's alert, and what was typed
 * (passwords excepted), so the form comes back filled in, with or without JavaScript.
 */
import { data } from "react-router";
import { isApiError, retryAfterHeaders } from "#app/lib/api-client.server.ts";
import type { Translate } from "#app/lib/i18n.ts";
import { type FieldErrors, translateFieldErrors } from "./form-errors.ts";
import type { FormFailure, FormSuccess } from "./form-state.ts";

export function formSuccess(intent: string, message?: string): FormSuccess {
  return { intent, ok: true, message };
}

interface FailureOptions<V extends Record<string, string>> {
  intent: string;
  values?: V;
  /** Report a message without field errors as an error toast rather than in the form's alert. */
  asToast?: boolean;
  /** Translated errors found by the web server itself (e.g. a missing file), merged with the API's. */
  fieldErrors?: FieldErrors;
  /** Everything posted, passwords included (never sent back), to tell empty fields from wrong ones. */
  submitted?: Record<string, string>;
}

/**
 * The action's answer when the API (or the network) refused: 4xx statuses pass through; a failure of the API
 * itself is logged and answered with a translated "try again" and status 503, never an error page.
 */
export function formFailure<V extends Record<string, string>>(
  error: unknown,
  t: Translate,
  { intent, values, asToast = false, fieldErrors: local = {}, submitted = values }: FailureOptions<V>,
) {
  if (!isApiError(error) || error.status >= 500) {
    console.error(`form ${intent}: the API call failed`, error);
    const message = t("fieldError.unavailable");
    return data(failure({ intent, values, fieldErrors: local, message, asToast }), { status: 503 });
  }
  const fieldErrors = { ...translateFieldErrors(error.details, t, { submitted }), ...local };
  // With field errors, the form's alert says so in the page's language; alone, the API's message is the error.
  const message = Object.keys(fieldErrors).length > 0 ? t("fieldError.summary") : error.message;
  return data(failure({ intent, values, fieldErrors, message, asToast, code: error.code }), {
    status: error.status,
    headers: retryAfterHeaders(error),
  });
}

/** A refusal decided by the web server before any API call (nothing to send). */
export function formInvalid<V extends Record<string, string>>(
  fieldErrors: FieldErrors,
  t: Translate,
  { intent, values }: { intent: string; values?: V },
) {
  return data(failure({ intent, values, fieldErrors, message: t("fieldError.summary"), asToast: false }), {
    status: 400,
  });
}

function failure<V extends Record<string, string>>(input: {
  intent: string;
  values?: V;
  fieldErrors: FieldErrors;
  message: string;
  asToast: boolean;
  code?: string;
}): FormFailure<V> {
  const { intent, values, fieldErrors, message, asToast, code } = input;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return {
    intent,
    ok: false,
    fieldErrors,
    formError: asToast && !hasFieldErrors ? null : message,
    values,
    ...(asToast && !hasFieldErrors ? { error: { message } } : {}),
    ...(code ? { code } : {}),
  };
}
