import { BOAT_CATEGORIES } from "@keel/contracts/catalog-codes";
import { Form, useNavigation } from "react-router";
import type { ReferenceList } from "#app/features/admin/catalog/catalog-lists.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { SelectField, TextField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FieldErrors } from "#app/ui/form/form-errors.ts";
import { LabelsFieldset } from "./labels-fieldset.tsx";

/** The form fields of a translated list value, as strings (what the form shows and posts). */
export const REFERENCE_FIELDS = [
  "nameEnUs",
  "nameEnGb",
  "nameFr",
  "nameIt",
  "nameEs",
  "code",
  "sortOrder",
  "category",
  "equipmentTypeId",
] as const;
export type ReferenceFormValues = Partial<Record<(typeof REFERENCE_FIELDS)[number], string>>;

interface ReferenceFormProps {
  list: ReferenceList;
  values: ReferenceFormValues;
  errors: FieldErrors;
  /** The refusal in words (also a toast with JavaScript). */
  formError?: string | null;
  /** Options of the equipment type select (equipments only), in the admin's language. */
  equipmentTypes: { id: number; label: string }[];
  isNew: boolean;
}

/**
 * Create or edit a value of any of the five translated lists: the five labels, the code, the sort order and
 * the list's extra field (a boat type's category, an equipment's type). Posts `intent=save`; the browser's own
 * validation bubbles are off (`noValidate`) so every message comes from the server in the page's language.
 */
export function ReferenceForm({
  list,
  values,
  errors,
  formError,
  equipmentTypes,
  isNew,
}: ReferenceFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" noValidate className="flex flex-col gap-6" aria-labelledby="reference-form-title">
      <h2 id="reference-form-title" className="sr-only">
        {t(isNew ? `catalog.${list.key}.new` : "catalog.form.editTitle")}
      </h2>
      <input type="hidden" name="intent" value="save" />
      <FormAlert message={formError} />
      <LabelsFieldset values={values} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          id="field-code"
          name="code"
          label={t("catalog.form.code")}
          hint={t("catalog.form.codeHint")}
          required
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.code ?? ""}
          error={errors.code}
        />
        <TextField
          id="field-sortOrder"
          name="sortOrder"
          label={t("catalog.form.sortOrder")}
          hint={t(isNew ? "catalog.form.sortOrderHintNew" : "catalog.form.sortOrderHint")}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.sortOrder ?? ""}
          error={errors.sortOrder}
        />
        {list.extra === "category" ? (
          <SelectField
            id="field-category"
            name="category"
            label={t("catalog.form.category")}
            required
            defaultValue={values.category ?? ""}
            error={errors.category}
          >
            <option value="" disabled>
              {t("catalog.form.choose")}
            </option>
            {BOAT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`catalog.category.${category}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {list.extra === "equipmentTypeId" ? (
          <SelectField
            id="field-equipmentTypeId"
            name="equipmentTypeId"
            label={t("catalog.form.equipmentType")}
            required
            defaultValue={values.equipmentTypeId ?? ""}
            error={errors.equipmentTypeId}
          >
            <option value="" disabled>
              {t("catalog.form.choose")}
            </option>
            {equipmentTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={isSaving}>
          {t(isNew ? "catalog.form.create" : "catalog.form.save")}
        </Button>
      </div>
    </Form>
  );
}
