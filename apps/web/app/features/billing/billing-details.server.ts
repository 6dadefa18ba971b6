/**
 * The billing details form's server side, shared by the checkout and the billing page: the saved details as
 * form values, the VAT id examples of the field's hint, and the save (PUT), whose refusal comes back as field
 * errors in the page's language with what was typed.
 */
import { type TBillingDetails, type TBillingDetailsUpdate, vatIdExample } from "@keel/contracts/billing";
import { COUNTRIES } from "@keel/contracts/countries";
import { z } from "zod";
import { formTexts } from "#app/ui/form/form-data.ts";
import type { BillingApi } from "./billing-api.server.ts";
import { BILLING_DETAILS_FIELDS, type BillingDetailsValues } from "./components/billing-details-form.tsx";

/** The saved details as the form's starting values; a team without details starts from its own country. */
export function detailsValues(details: TBillingDetails): BillingDetailsValues {
  return {
    legalName: details.legalName ?? "",
    addressLine1: details.addressLine1 ?? "",
    addressLine2: details.addressLine2 ?? "",
    city: details.city ?? "",
    postalCode: details.postalCode ?? "",
    region: details.region ?? "",
    country: details.country,
    vatId: details.vatId ?? "",
    invoiceEmail: details.invoiceEmail ?? "",
  };
}

/** A well-formed VAT id for every country whose format the API checks. */
export function vatExamples(): Record<string, string> {
  const examples: Record<string, string> = {};
  for (const country of COUNTRIES) {
    const example = vatIdExample(country);
    if (example) examples[country] = example;
  }
  return examples;
}

/** The details as posted, and the body the API expects (blank optional fields cleared). */
export function readDetailsForm(form: FormData): {
  values: BillingDetailsValues;
  body: TBillingDetailsUpdate;
} {
  const values = formTexts(form, BILLING_DETAILS_FIELDS);
  const body: TBillingDetailsUpdate = {
    legalName: values.legalName,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2,
    city: values.city,
    postalCode: values.postalCode,
    region: values.region,
    country: values.country as TBillingDetailsUpdate["country"],
    vatId: values.vatId,
    invoiceEmail: values.invoiceEmail,
  };
  return { values, body };
}

/** Saves the details; throws the API's refusal (field issues in its details). */
export function saveDetails(api: BillingApi, body: TBillingDetailsUpdate) {
  return api.call("details", {
    method: "PUT",
    body,
    // Only the API's message matters here (a success toast): the pages reload the details.
    schema: z.looseObject({ message: z.string().optional() }),
  });
}
