import type { Locale } from "@keel/contracts/locales";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { LanguageField, PersonNameFields } from "#app/ui/form/account-fields.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";

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
      <PersonNameFields
        labels={{ firstName: t("settings.profile.firstName"), lastName: t("settings.profile.lastName") }}
        values={{
          firstName: values.firstName ?? profile.firstName,
          lastName: values.lastName ?? profile.lastName,
        }}
        errors={errors}
      />
      <Field id="email" label={t("settings.profile.email")} hint={t("settings.profile.emailHint")}>
        {(control) => <Input {...control} value={profile.email} readOnly className="bg-muted" />}
      </Field>
      <LanguageField
        label={t("settings.profile.language")}
        hint={t("settings.profile.languageHint")}
        error={errors.language}
        defaultValue={values.language || profile.language}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </Form>
  );
}
