import { FLEET_SIZES } from "@keel/contracts/billing-codes";
import type { ComponentProps } from "react";
import type { PlanRequestField } from "#app/features/billing/plan-request-fields.ts";
import type { Option } from "#app/lib/country-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import { type FormResult, formState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

interface PlanRequestFormProps {
  /** The form's (or the confirmation's) element id: the page's frame finds the form by it (pricing-frame.tsx). */
  id: string;
  /** The page action's answer, if any: the form reads its errors, values or acknowledgement from it. */
  result: FormResult | null;
  countries: Option[];
  defaults: Partial<Record<PlanRequestField, string>>;
}

/** The customised plan's section of the pricing page: its heading and introduction, then the form. */
export function PlanRequestSection(props: PlanRequestFormProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="custom-request-title"
      id="custom-request"
      className="mx-auto flex w-full max-w-3xl scroll-mt-24 flex-col gap-4"
    >
      <h2 id="custom-request-title">{t("billing.request.title")}</h2>
      <p className="text-muted-foreground">{t("billing.request.intro")}</p>
      <PlanRequestForm {...props} />
    </section>
  );
}

/**
 * The customised plan's request (team, fleet size, needs, contact), posted to the page's action. After a
 * send, a confirmation takes the form's place (a status region, announced once).
 *
 * With its section, a static part of the pricing page (lib/static-part.tsx): it only shows its props, and its markup is a plain
 * form posting to the page's address, so it works before (and without) its code. With JavaScript the
 * hydrated frame around it (pricing-frame.tsx) takes its submit (a client-side submission that keeps the
 * scroll position) and disables the button while it is sent, which then reads "Sending…" (CSS, `:disabled`).
 */
export function PlanRequestForm({ id, result, countries, defaults }: PlanRequestFormProps) {
  const t = useT();
  const state = formState(result, "planRequest");
  const sentMessage = result?.ok && result.intent === "planRequest" ? (result.message ?? null) : null;
  if (sentMessage) {
    return (
      <div
        id={id}
        role="status"
        className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-sm"
      >
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
    <form
      id={id}
      method="post"
      noValidate
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
        <Button type="submit" id={`${id}-send`} className="group">
          <span className="group-disabled:hidden">{t("billing.request.send")}</span>
          <span className="hidden group-disabled:inline">{t("billing.request.sending")}</span>
        </Button>
      </div>
    </form>
  );
}
