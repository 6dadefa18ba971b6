/**
 * What a back-office action answers when it does not redirect, shared by the server (admin-api.server.ts)
 * and the pages: a refusal (message, field errors, the values sent) or a request to confirm first.
 */
import type { FieldErrors } from "./form-errors.ts";

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

/**
 * What a page's `actionData` may hold (its generated `Route.ComponentProps["actionData"]`): one of these
 * answers, or another action's own shape, which the readers below pass over.
 */
export type ActionData = ActionResult | object | null | undefined;

/** The refusal of one form of the page (each form posts its own `intent`). */
export function failureOf(result: ActionData, intent: string): ActionFailure | undefined {
  const value = result as Partial<ActionFailure> | null | undefined;
  return value && value.intent === intent && value.error ? (value as ActionFailure) : undefined;
}

/** The pending confirmation, if the last post asked for one (of that `intent`, when given). */
export function confirmOf(result: ActionData, intent?: string): ActionConfirm | undefined {
  const value = result as Partial<ActionConfirm> | null | undefined;
  return value?.confirm && (intent === undefined || value.intent === intent)
    ? (value as ActionConfirm)
    : undefined;
}
