/**
 * The shape of form action answers (built by form-result.server.ts) and how a form reads its part: pages
 * with several forms tell them apart by `intent`, so each form shows only its own errors and values.
 */
import type { FieldErrors } from "./form-errors.ts";

export interface FormSuccess {
  intent: string;
  ok: true;
  /** Shown as a success toast (useApiMessageToast). */
  message?: string;
}

export interface FormFailure<V extends Record<string, string> = Record<string, string>> {
  intent: string;
  ok: false;
  fieldErrors: FieldErrors;
  /** For the form's alert region; null when the message went to a toast instead. */
  formError: string | null;
  /** What was typed, passwords excepted, to fill the form again. */
  values?: V;
  /** Set instead of formError for actions without a form to hold the message (row buttons): an error toast. */
  error?: { message: string };
  /** The API error code, for pages that show a state rather than a message (an expired link…). */
  code?: string;
}

export type FormResult = FormSuccess | FormFailure;

export interface FormState {
  fieldErrors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
  /** The last answer for this form was a success (e.g. to clear an invitation form). */
  isDone: boolean;
}

const EMPTY: FormState = { fieldErrors: {}, formError: null, values: {}, isDone: false };

/** The errors and values of the form `intent` in an action's answer (any other answer reads as empty). */
export function formState(actionData: unknown, intent: string): FormState {
  if (!isFormResult(actionData) || actionData.intent !== intent) return EMPTY;
  if (actionData.ok) return { ...EMPTY, isDone: true };
  return {
    fieldErrors: actionData.fieldErrors,
    formError: actionData.formError,
    values: actionData.values ?? {},
    isDone: false,
  };
}

function isFormResult(value: unknown): value is FormResult {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { intent?: unknown }).intent === "string" &&
    typeof (value as { ok?: unknown }).ok === "boolean"
  );
}
