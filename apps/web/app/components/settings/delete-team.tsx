import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import type { FormState } from "../../lib/form-state.ts";
import { useT } from "../../lib/i18n.ts";
import { ConfirmSubmit } from "../forms/confirm-submit.tsx";
import { Field } from "../forms/field.tsx";
import { FormAlert } from "../forms/form-alert.tsx";
import { Input } from "../ui/input.tsx";

const FORM_ID = "delete-team";

/** Team deletion for owners: typing the exact name, then the spec's confirmation dialog. */
export function DeleteTeam({ teamName, state }: { teamName: string; state: FormState }) {
  const t = useT();
  return (
    <Form id={FORM_ID} method="post" noValidate className="flex max-w-md flex-col gap-5">
      <FormAlert id="delete-team-alert" message={state.formError} />
      <Field
        id="confirmName"
        label={t("team.delete.confirmName", { team: teamName })}
        error={state.fieldErrors.confirmName}
      >
        {(control) => (
          <Input
            {...control}
            name="confirmName"
            autoComplete="off"
            spellCheck={false}
            required
            defaultValue={state.values.confirmName}
          />
        )}
      </Field>
      <div>
        <ConfirmSubmit
          form={FORM_ID}
          value="deleteTeam"
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("team.delete.confirm")}
          cancelLabel={t("settings.cancel")}
        >
          <Trash2 aria-hidden="true" />
          {t("team.delete.submit")}
        </ConfirmSubmit>
      </div>
    </Form>
  );
}
