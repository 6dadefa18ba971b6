import type { TTeam } from "@keel/contracts/teams";
import type { ComponentProps } from "react";
import { Form, useNavigation } from "react-router";
import type { Option } from "#app/lib/country-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, FieldError } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Textarea } from "#app/ui/form/textarea.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

export const TEAM_FIELDS = [
  "name",
  "country",
  "address",
  "city",
  "postalCode",
  "phone",
  "email",
  "website",
  "currency",
  "unit",
  "description",
] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];

interface TeamFormProps {
  team: TTeam;
  state: FormState;
  countries: Option[];
  currencies: Option[];
}

/** The team's settings for its admins and owners (ZTeamUpdate); empty optional fields are cleared. */
export function TeamForm({ team, state, countries, currencies }: TeamFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "team";
  const errors = state.fieldErrors;
  // After a refusal, what was typed; otherwise the saved values.
  const value = (field: TeamField): string =>
    field in state.values ? (state.values[field] ?? "") : String(team[field] ?? "");
  const optional = t("settings.optional");

  const text = (field: TeamField, label: string, props: Partial<ComponentProps<"input">> = {}) => (
    <Field
      id={`team-${field}`}
      label={label}
      error={errors[field]}
      optionalLabel={field === "name" ? undefined : optional}
    >
      {(control) => <Input {...control} name={field} defaultValue={value(field)} {...props} />}
    </Field>
  );

  return (
    <Form method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="team" />
      <FormAlert id="team-alert" message={state.formError} />
      <div className="grid gap-5 md:grid-cols-2">
        {text("name", t("team.settings.name"), {
          required: true,
          maxLength: 120,
          autoComplete: "organization",
        })}
        <Field id="team-country" label={t("team.settings.country")} error={errors.country}>
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
        {text("address", t("team.settings.address"), { maxLength: 200, autoComplete: "street-address" })}
        {text("city", t("team.settings.city"), { maxLength: 120, autoComplete: "address-level2" })}
        {text("postalCode", t("team.settings.postalCode"), { maxLength: 20, autoComplete: "postal-code" })}
        {text("phone", t("team.settings.phone"), { type: "tel", maxLength: 40, autoComplete: "tel" })}
        {text("email", t("team.settings.email"), {
          type: "email",
          inputMode: "email",
          autoComplete: "email",
        })}
        {text("website", t("team.settings.website"), {
          type: "url",
          inputMode: "url",
          placeholder: "https://www.example.com",
          maxLength: 300,
          autoComplete: "url",
        })}
        <Field
          id="team-currency"
          label={t("team.settings.currency")}
          hint={t("team.settings.currencyHint")}
          error={errors.currency}
        >
          {(control) => (
            <Select {...control} name="currency" defaultValue={value("currency")}>
              {currencies.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.unit ? "team-unit-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{t("team.settings.unitLegend")}</legend>
          {(["metric", "imperial"] as const).map((unit) => (
            <label key={unit} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="unit"
                value={unit}
                defaultChecked={value("unit") === unit}
                className="size-4 accent-primary"
              />
              {t(`team.settings.unit.${unit}`)}
            </label>
          ))}
          {errors.unit ? <FieldError id="team-unit-error">{errors.unit}</FieldError> : null}
        </fieldset>
      </div>
      <Field
        id="team-description"
        label={t("team.settings.description")}
        hint={t("team.settings.descriptionHint")}
        optionalLabel={optional}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={5}
            maxLength={4000}
            defaultValue={value("description")}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </Form>
  );
}

/** What members (who may not edit) see: the same settings, read only. */
export function TeamDetails({
  team,
  countryName,
  currencyName,
}: {
  team: TTeam;
  countryName: string;
  currencyName: string;
}) {
  const t = useT();
  const rows: Array<[string, string | null]> = [
    [t("team.settings.name"), team.name],
    [t("team.settings.country"), countryName],
    [t("team.settings.address"), team.address],
    [t("team.settings.city"), team.city],
    [t("team.settings.postalCode"), team.postalCode],
    [t("team.settings.phone"), team.phone],
    [t("team.settings.email"), team.email],
    [t("team.settings.website"), team.website],
    [t("team.settings.currency"), currencyName],
    [t("team.settings.unitLegend"), t(`team.settings.unit.${team.unit}`)],
    [t("team.settings.description"), team.description],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md border bg-muted p-3 text-sm">{t("team.settings.readOnly")}</p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words whitespace-pre-line">{value || t("team.settings.empty")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
