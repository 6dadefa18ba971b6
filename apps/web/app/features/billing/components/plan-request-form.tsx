import { FLEET_SIZES } from "@keel/contracts/billing-codes";
import type { ComponentProps } from "react";
import { Form, useNavigation } from "react-router";
import type { Option } from "#app/lib/country-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

export const PLAN_REQUEST_FIELDS = [
  "teamName",
  "contactName",
  "email",
  "phone",
  "country",
  "fleetSize",
  "needs",
] as const;
type PlanRequestField = (typeof PLAN_REQUEST_FIELDS)[number];

interface PlanRequestFormProps {
  state: FormState;
  /** The API's acknowledgement after a successful send: shown in place of the form. */
  sentMessage: string | null;
  countries: Option[];
  defaults: Partial<Record<PlanRequestField, string>>;
}

/**
 * The customised plan's request (team, fleet size, needs, contact), posted to the page's action. After a
 * send, a confirmation takes the form's place (a status region, announced once).
 */
export function PlanRequestForm({ state, sentMessage, countries, defaults }: PlanRequestFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "planRequest";
  if (sentMessage) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
        <Icon name="mail-check" aria-hidden="true" className="size-8 text-primary" />
        <h3 className="text-xl">{t("billing.request.sentTitle")}</h3>
        <p>{sentMessage}</p>
        <p className="text-sm text-muted-foreground">{t("billing.request.sentNext")}</p>
      </div>
    );
  }
  const errors = state.fieldErrors;
  const value = (field: PlanRequestField) => state.values[field] ?? defaults[field] ?? "";
  const text = (field: PlanRequestField, props: Partial<ComponentProps<"input">> = {}, optional = false) => (
    <Field
      id={`request-${field}`}
      label={t(`billing.request.${field}`)}
      error={errors[field]}
      optionalLabel={optional ? t("settings.optional") : undefined}
    >
      {(control) => <Input {...control} name={field} defaultValue={value(field)} {...props} />}
    </Field>
  );
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm"
    >
      <input type="hidden" name="intent" value="planRequest" />
      <FormAlert id="request-alert" message={state.formError} />
      <div className="grid gap-5 md:grid-cols-2">
        {text("teamName", { required: true, maxLength: 120, autoComplete: "organization" })}
        {text("contactName", { required: true, maxLength: 120, autoComplete: "name" })}
        {text("email", { type: "email", required: true, inputMode: "email", autoComplete: "email" })}
        {text("phone", { type: "tel", maxLength: 40, autoComplete: "tel" }, true)}
        <Field id="request-country" label={t("billing.request.country")} error={errors.country}>
          {(control) => (
            <Select {...control} name="country" defaultValue={value("country")} autoComplete="country">
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="request-fleetSize" label={t("billing.request.fleetSize")} error={errors.fleetSize}>
          {(control) => (
            <Select {...control} name="fleetSize" defaultValue={value("fleetSize") || "11-50"}>
              {FLEET_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t("billing.request.fleetSizeOption", { size })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        id="request-needs"
        label={t("billing.request.needs")}
        hint={t("billing.request.needsHint")}
        error={errors.needs}
      >
        {(control) => (
          <Textarea
            {...control}
            name="needs"
            rows={5}
            maxLength={4000}
            required
            defaultValue={value("needs")}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("billing.request.sending") : t("billing.request.send")}
        </Button>
      </div>
    </Form>
  );
}
