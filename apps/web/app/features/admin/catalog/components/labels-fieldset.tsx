import { LABEL_MAX } from "@keel/contracts/catalog-codes";
import { LABEL_FIELDS, type LabelField } from "#app/features/admin/catalog/catalog-lists.ts";
import { useT } from "#app/lib/i18n.ts";
import { TextField } from "#app/ui/form/field.tsx";
import type { FieldErrors } from "#app/ui/form/form-errors.ts";

/** Text key of each label field's language name, in the admin's language. */
const LANGUAGE_KEYS: Record<LabelField, string> = {
  nameEnUs: "catalog.language.enUs",
  nameEnGb: "catalog.language.enGb",
  nameFr: "catalog.language.fr",
  nameIt: "catalog.language.it",
  nameEs: "catalog.language.es",
};

/**
 * The five labels of a reference value side by side (one column each on wide screens), each input marked with
 * its language (`lang`) so spell checkers and screen readers treat "Voilier" as French.
 */
export function LabelsFieldset({
  values,
  errors,
}: {
  values: Partial<Record<LabelField, string>>;
  errors: FieldErrors;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold">{t("catalog.form.labels")}</legend>
      <p className="text-sm text-muted-foreground">{t("catalog.form.labelsHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {LABEL_FIELDS.map(({ name, locale }) => (
          <TextField
            key={name}
            id={`field-${name}`}
            name={name}
            label={t(LANGUAGE_KEYS[name])}
            lang={locale}
            required
            maxLength={LABEL_MAX}
            autoComplete="off"
            defaultValue={values[name] ?? ""}
            error={errors[name]}
          />
        ))}
      </div>
    </fieldset>
  );
}
