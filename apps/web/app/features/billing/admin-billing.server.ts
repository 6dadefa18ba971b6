/**
 * The back office's side of billing on /admin/teams/{id}: the subscription panel's data, and its two forms
 * (grant a trial, set the team's customised price), each with a reason the audit log keeps. Both answer the
 * back office's way (submitChange): a redirect with the API's message, or the refusal with field errors.
 */
import { ZAdminTeamBilling } from "@keel/contracts/billing";
import type { RouterContextProvider } from "react-router";
import { isApiError } from "#app/lib/api-client.server.ts";
import { toMinorUnits } from "#app/lib/money.ts";
import { type adminApi, formValues, submitChange, ZChangeResult } from "#app/ui/form/submit.server.ts";
import { isBillingCurrency } from "./pricing-options.ts";

type AdminApi = ReturnType<typeof adminApi>;

export const ADMIN_BILLING_INTENTS = ["trial", "customPlan"] as const;
export type AdminBillingIntent = (typeof ADMIN_BILLING_INTENTS)[number];

export function isAdminBillingIntent(intent: string): intent is AdminBillingIntent {
  return ADMIN_BILLING_INTENTS.some((known) => known === intent);
}

/** The subscription panel's data; null when the API has none to give (the rest of the page still works). */
export async function findAdminTeamBilling(api: AdminApi, teamId: number) {
  try {
    return await api(`teams/${teamId}/billing`, { schema: ZAdminTeamBilling });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** "149,50" or "149.50" -> 149.5; anything else NaN (the API then refuses the amount as a field error). */
export function parseMajorAmount(value: string): number {
  const compact = value.trim().replace(/\s/g, "").replace(",", ".");
  return /^\d{1,9}(\.\d{1,2})?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** Runs one of the panel's forms. */
export function submitAdminBilling(
  intent: AdminBillingIntent,
  form: FormData,
  api: AdminApi,
  teamId: number,
  options: { context: Readonly<RouterContextProvider>; url: URL },
) {
  if (intent === "trial") {
    const values = formValues(form, ["days", "reason"]);
    const body = { days: Number(values.days), reason: values.reason };
    return submitChange(() => api(`teams/${teamId}/trial`, { method: "POST", body, schema: ZChangeResult }), {
      ...options,
      intent,
      values,
    });
  }
  const values = formValues(form, ["amount", "currency", "interval", "reason"]);
  const currency = isBillingCurrency(values.currency) ? values.currency : "EUR";
  const major = parseMajorAmount(values.amount ?? "");
  const body = {
    // An unreadable amount goes as null: the API answers it as the amount's field error, in the admin's language.
    amount: Number.isNaN(major) ? null : toMinorUnits(major, currency),
    currency: values.currency,
    interval: values.interval,
    reason: values.reason,
  };
  return submitChange(
    () => api(`teams/${teamId}/custom-plan`, { method: "POST", body, schema: ZChangeResult }),
    { ...options, intent, values },
  );
}
