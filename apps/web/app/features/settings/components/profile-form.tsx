import { LOCALES, type Locale } from "@keel/contracts/locales";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { htmlLang, LOCALE_NAMES } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  language: Locale;
}

/** Name and interface language; the e-mail is shown for reference (it is the login, not editable here). */
export function ProfileForm({ profile, state }: { profile: ProfileValues; state: FormState }) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const { fieldErrors: errors, values } = state;
  return (
    <Form method="post" noValidate className="flex max-w-xl flex-col gap-5">
      <input type="hidden" name="intent" value="profile" />
      <FormAlert id="profile-alert" message={state.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="firstName" label={t("settings.profile.firstName")} error={errors.firstName}>
          {(control) => (
            <Input
              {...control}
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={80}
              defaultValue={values.firstName ?? profile.firstName}
            />
          )}
        </Field>
        <Field id="lastName" label={t("settings.profile.lastName")} error={errors.lastName}>
          {(control) => (
            <Input
              {...control}
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={80}
              defaultValue={values.lastName ?? profile.lastName}
            />
          )}
        </Field>
      </div>
      <Field id="email" label={t("settings.profile.email")} hint={t("settings.profile.emailHint")}>
        {(control) => <Input {...control} value={profile.email} readOnly className="bg-muted" />}
      </Field>
      <Field
        id="language"
        label={t("settings.profile.language")}
        hint={t("settings.profile.languageHint")}
        error={errors.language}
      >
        {(control) => (
          <Select {...control} name="language" defaultValue={values.language || profile.language}>
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={htmlLang(option)}>
                {LOCALE_NAMES[option]}
              </option>
            ))}
          </Select>
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
