import type { ComponentProps, ReactNode } from "react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Option } from "#app/lib/country-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

export const BILLING_DETAILS_FIELDS = [
  "legalName",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "region",
  "country",
  "vatId",
  "invoiceEmail",
] as const;
export type BillingDetailsField = (typeof BILLING_DETAILS_FIELDS)[number];

/** What the form starts from: the saved details (nulls as empty). */
export type BillingDetailsValues = Record<BillingDetailsField, string>;

interface BillingDetailsFormProps {
  intent: string;
  state: FormState;
  saved: BillingDetailsValues;
  countries: Option[];
  /** A well-formed VAT id per country whose format is checked, for the field's hint. */
  vatExamples: Record<string, string>;
  submitLabel: string;
  submittingLabel: string;
  /** Hidden inputs posted with the details (the checkout's plan, interval and currency). */
  children?: ReactNode;
}

/**
 * The details invoices are made out to: legal name, address, country and VAT id (its format is checked for
 * the chosen country by the API; the hint shows a well-formed example). Used on the checkout, before the
 * payment, and on the billing page.
 */
export function BillingDetailsForm({
  intent,
  state,
  saved,
  countries,
  vatExamples,
  submitLabel,
  submittingLabel,
  children,
}: BillingDetailsFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errors = state.fieldErrors;
  const value = (field: BillingDetailsField) =>
    field in state.values ? (state.values[field] ?? "") : saved[field];
  const [country, setCountry] = useState(value("country"));
  const example = vatExamples[country];
  const optional = t("settings.optional");
  const text = (
    field: BillingDetailsField,
    props: Partial<ComponentProps<"input">> = {},
    isOptional = false,
  ) => (
    <Field
      id={`billing-${field}`}
      label={t(`billing.details.${field}`)}
      error={errors[field]}
      optionalLabel={isOptional ? optional : undefined}
    >
      {(control) => <Input {...control} name={field} defaultValue={value(field)} {...props} />}
    </Field>
  );
  return (
    <Form method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormAlert id={`${intent}-alert`} message={state.formError} />
      <div className="grid gap-5 md:grid-cols-2">
        {text("legalName", { required: true, maxLength: 200, autoComplete: "organization" })}
        <Field id="billing-country" label={t("billing.details.country")} error={errors.country}>
          {(control) => (
            <Select
              {...control}
              name="country"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              autoComplete="country"
            >
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text("addressLine1", { required: true, maxLength: 200, autoComplete: "address-line1" })}
        {text("addressLine2", { maxLength: 200, autoComplete: "address-line2" }, true)}
        {text("postalCode", { required: true, maxLength: 20, autoComplete: "postal-code" })}
        {text("city", { required: true, maxLength: 120, autoComplete: "address-level2" })}
        {text("region", { maxLength: 120, autoComplete: "address-level1" }, true)}
        <Field
          id="billing-vatId"
          label={t("billing.details.vatId")}
          optionalLabel={optional}
          hint={example ? t("billing.details.vatIdHint", { example }) : t("billing.details.vatIdHintFree")}
          error={errors.vatId}
        >
          {(control) => (
            <Input
              {...control}
              name="vatId"
              defaultValue={value("vatId")}
              maxLength={30}
              autoCapitalize="characters"
            />
          )}
        </Field>
        {text("invoiceEmail", { type: "email", inputMode: "email", autoComplete: "email" }, true)}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
