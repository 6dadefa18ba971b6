import { PASSWORD_MAX } from "@keel/contracts/account-codes";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { NewPasswordField } from "#app/ui/form/account-fields.tsx";
import { Field } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { PasswordInput } from "#app/ui/form/password-input.tsx";

/**
 * Password change: current password, new password and its confirmation. Passwords are never
 * sent back to the page; after a refusal the fields are empty and the errors say why.
 */
export function PasswordForm({ state }: { state: FormState }) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const errors = state.fieldErrors;
  return (
    // A successful change empties the form (key), so no password stays in the fields.
    <Form
      key={state.isDone ? "done" : "edit"}
      method="post"
      noValidate
      className="flex max-w-md flex-col gap-5"
    >
      <input type="hidden" name="intent" value="password" />
      <FormAlert id="password-alert" message={state.formError} />
      <Field id="currentPassword" label={t("settings.password.current")} error={errors.currentPassword}>
        {(control) => (
          <PasswordInput {...control} name="currentPassword" autoComplete="current-password" required />
        )}
      </Field>
      <NewPasswordField name="newPassword" label={t("settings.password.new")} error={errors.newPassword} />
      <Field id="confirmation" label={t("settings.password.confirmation")} error={errors.confirmation}>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmation"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("settings.password.submitting") : t("settings.password.submit")}
        </Button>
      </div>
    </Form>
  );
}
