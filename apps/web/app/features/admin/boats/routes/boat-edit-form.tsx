import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { BoatFormValues } from "#app/features/admin/boats/moderation.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FieldErrors } from "#app/ui/form/form-errors.ts";

type Option = { id: number; label: string };

interface BoatEditFormProps {
  values: BoatFormValues;
  errors: FieldErrors;
  formError?: string | null;
  options: { boatTypes: Option[]; conditions: Option[]; availabilities: Option[] };
  countries: { value: string; label: string }[];
  currencies: { value: string; label: string }[];
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({ name, label, isChecked }: { name: string; label: string; isChecked: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={`field-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={isChecked}
        className="size-4 rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <label htmlFor={`field-${name}`} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/**
 * The common fields of any boat, as the back office edits them: listing text, brand and model (by name: a
 * listed one is linked, a new one waits for review), type, condition, availability, year, length, price and
 * place. Numbers are typed the way the page's language writes them. Posts `intent=save`.
 */
export function BoatEditForm({
  values,
  errors,
  formError,
  options,
  countries,
  currencies,
}: BoatEditFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const referenceSelect = (
    name: "boatTypeId" | "conditionId" | "availabilityId",
    label: string,
    list: Option[],
  ) => (
    <SelectField
      id={`field-${name}`}
      name={name}
      label={label}
      defaultValue={values[name]}
      error={errors[name]}
    >
      <option value="">{t("moderation.notSet")}</option>
      {list.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <section aria-labelledby="edit-title" className="flex flex-col gap-4">
      <h2 id="edit-title" className="text-lg">
        {t("moderation.edit.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("moderation.edit.intro")}</p>
      <FormAlert message={formError} />
      <Form method="post" noValidate preventScrollReset className="flex flex-col gap-8">
        <input type="hidden" name="intent" value="save" />
        <Group title={t("moderation.edit.listing")}>
          <TextField
            id="field-title"
            name="title"
            label={t("moderation.field.title")}
            required
            maxLength={140}
            defaultValue={values.title}
            error={errors.title}
          />
          <TextAreaField
            id="field-description"
            name="description"
            label={t("moderation.field.description")}
            rows={8}
            maxLength={20_000}
            defaultValue={values.description}
            error={errors.description}
          />
        </Group>
        <Group title={t("moderation.edit.brandModel")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="field-brandName"
              name="brandName"
              label={t("moderation.col.brand")}
              maxLength={80}
              autoComplete="off"
              defaultValue={values.brandName}
              error={errors.brandName}
            />
            <TextField
              id="field-modelName"
              name="modelName"
              label={t("moderation.boat.model")}
              maxLength={80}
              autoComplete="off"
              defaultValue={values.modelName}
              error={errors.modelName}
            />
          </div>
          <p className="text-xs text-muted-foreground">{t("moderation.edit.brandHint")}</p>
        </Group>
        <Group title={t("moderation.edit.classification")}>
          <div className="grid gap-4 sm:grid-cols-3">
            {referenceSelect("boatTypeId", t("moderation.col.type"), options.boatTypes)}
            {referenceSelect("conditionId", t("moderation.field.condition"), options.conditions)}
            {referenceSelect("availabilityId", t("moderation.field.availability"), options.availabilities)}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="field-yearBuilt"
              name="yearBuilt"
              label={t("boat.year")}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.yearBuilt}
              error={errors.yearBuilt}
            />
            <TextField
              id="field-lengthM"
              name="lengthM"
              label={t("moderation.field.lengthM")}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.lengthM}
              error={errors.lengthM}
            />
          </div>
        </Group>
        <Group title={t("moderation.field.price")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="field-price"
              name="price"
              label={t("moderation.field.amount")}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.price}
              error={errors.price}
            />
            <SelectField
              id="field-currency"
              name="currency"
              label={t("moderation.field.currency")}
              defaultValue={values.currency}
              error={errors.currency}
            >
              {currencies.map((currency) => (
                <option key={currency.value} value={currency.value}>
                  {currency.label}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="flex flex-wrap gap-6">
            <Checkbox
              name="isPriceOnRequest"
              label={t("boat.priceOnRequest")}
              isChecked={values.isPriceOnRequest !== ""}
            />
            <Checkbox
              name="isVatIncluded"
              label={t("moderation.field.vatIncluded")}
              isChecked={values.isVatIncluded !== ""}
            />
          </div>
        </Group>
        <Group title={t("boat.location")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="field-country"
              name="country"
              label={t("moderation.field.country")}
              defaultValue={values.country}
              error={errors.country}
            >
              <option value="">{t("moderation.notSet")}</option>
              {countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </SelectField>
            <TextField
              id="field-city"
              name="city"
              label={t("moderation.field.city")}
              maxLength={80}
              defaultValue={values.city}
              error={errors.city}
            />
          </div>
        </Group>
        <div>
          <Button type="submit" disabled={isSaving}>
            {t("catalog.form.save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
