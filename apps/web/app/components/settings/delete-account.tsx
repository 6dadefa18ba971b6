import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import type { FormState } from "../../lib/form-state.ts";
import { useT } from "../../lib/i18n.ts";
import { ConfirmSubmit } from "../forms/confirm-submit.tsx";
import { Field } from "../forms/field.tsx";
import { FormAlert } from "../forms/form-alert.tsx";
import { PasswordInput } from "../forms/password-input.tsx";

const FORM_ID = "delete-account";

/**
 * Account deletion (docs/decisions/007): the password confirms who asks, the spec's dialog confirms the
 * intent. A refusal for teams still needing their owner comes back in the form's alert, naming them.
 */
export function DeleteAccount({ state }: { state: FormState }) {
  const t = useT();
  return (
    <Form id={FORM_ID} method="post" noValidate className="flex max-w-md flex-col gap-5">
      <FormAlert id="delete-account-alert" message={state.formError} />
      <Field
        id="deletePassword"
        label={t("settings.deleteAccount.password")}
        hint={t("settings.deleteAccount.passwordHint")}
        error={state.fieldErrors.password}
      >
        {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required />}
      </Field>
      <div>
        <ConfirmSubmit
          form={FORM_ID}
          value="deleteAccount"
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("settings.deleteAccount.confirm")}
          cancelLabel={t("settings.cancel")}
        >
          <Trash2 aria-hidden="true" />
          {t("settings.deleteAccount.submit")}
        </ConfirmSubmit>
      </div>
    </Form>
  );
}
