import { PASSWORD_MAX, PASSWORD_MIN } from "@keel/contracts/account-codes";
import { LOCALES } from "@keel/contracts/locales";
import { useT } from "#app/lib/i18n.ts";
import { htmlLang, LOCALE_NAMES } from "#app/lib/locale.ts";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { Field } from "./field.tsx";
import { PasswordInput } from "./password-input.tsx";

/**
 * The fields a person's account is made of, shared by the sign-up form, the account settings and the back
 * office, so the same field is named, bounded and labelled the same everywhere it is asked for.
 */

/** The five interface languages as options, each named in its own language and tagged with it. */
export function LanguageOptions() {
  return LOCALES.map((option) => (
    <option key={option} value={option} lang={htmlLang(option)}>
      {LOCALE_NAMES[option]}
    </option>
  ));
}

interface FieldTexts {
  label: string;
  hint?: string;
  error?: string;
}

/** The interface language a person's e-mails and pages speak. */
export function LanguageField({ label, hint, error, defaultValue }: FieldTexts & { defaultValue: string }) {
  return (
    <Field id="language" label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...control} name="language" defaultValue={defaultValue}>
          <LanguageOptions />
        </Select>
      )}
    </Field>
  );
}

/** First and last name side by side, with the browser's name autofill. */
export function PersonNameFields({
  labels,
  values,
  errors,
}: {
  labels: { firstName: string; lastName: string };
  values: { firstName?: string; lastName?: string };
  errors: Record<string, string | undefined>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="firstName" label={labels.firstName} error={errors.firstName}>
        {(control) => (
          <Input
            {...control}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={80}
            defaultValue={values.firstName}
          />
        )}
      </Field>
      <Field id="lastName" label={labels.lastName} error={errors.lastName}>
        {(control) => (
          <Input
            {...control}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={80}
            defaultValue={values.lastName}
          />
        )}
      </Field>
    </div>
  );
}

/** A password being chosen: the rules under the label, the bounds the API enforces, the browser's generator. */
export function NewPasswordField({ name, label, error }: { name: string; label: string; error?: string }) {
  const t = useT();
  return (
    <Field
      id={name}
      label={label}
      hint={t("password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      error={error}
    >
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
        />
      )}
    </Field>
  );
}
