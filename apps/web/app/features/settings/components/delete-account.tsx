import { useT } from "#app/lib/i18n.ts";
import { ConfirmedDeletion } from "#app/ui/confirmed-deletion.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { PasswordInput } from "#app/ui/form/password-input.tsx";

/**
 * Account deletion (docs/decisions/007): the password confirms who asks, the product's dialog confirms the
 * intent. A refusal for teams still needing their owner comes back in the form's alert, naming them.
 */
export function DeleteAccount({ state }: { state: FormState }) {
  const t = useT();
  return (
    <ConfirmedDeletion
      formId="delete-account"
      intent="deleteAccount"
      state={state}
      field={{
        id: "deletePassword",
        name: "password",
        label: t("settings.deleteAccount.password"),
        hint: t("settings.deleteAccount.passwordHint"),
        render: (props) => <PasswordInput {...props} autoComplete="current-password" />,
      }}
      submitLabel={t("settings.deleteAccount.submit")}
      confirmLabel={t("settings.deleteAccount.confirm")}
    />
  );
}
