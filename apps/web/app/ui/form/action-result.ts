/**
 * What a back-office action answers when it does not redirect, shared by the server (admin-api.server.ts)
 * and the pages: a refusal (message, field errors, the values sent) or a request to confirm first.
 */
import type { FieldErrors } from "./admin-field-errors.ts";

/** A refused form: the API's message (an error toast), translated field errors and the values sent. */
export interface ActionFailure {
  intent: string;
  error: { code: string; message: string };
  fieldErrors: FieldErrors;
  values: Record<string, string>;
}

/** A destructive form posted without JavaScript: the page shows a confirmation step. */
export interface ActionConfirm {
  intent: string;
  confirm: { fields: Record<string, string> };
}

export type ActionResult = ActionFailure | ActionConfirm;

/** The refusal of one form of the page (each form posts its own `intent`). */
export function failureOf(result: unknown, intent: string): ActionFailure | undefined {
  const value = result as Partial<ActionFailure> | null | undefined;
  return value && value.intent === intent && value.error ? (value as ActionFailure) : undefined;
}

/** The pending confirmation, if the last post asked for one. */
export function confirmOf(result: unknown): ActionConfirm | undefined {
  const value = result as Partial<ActionConfirm> | null | undefined;
  return value?.confirm ? (value as ActionConfirm) : undefined;
}
