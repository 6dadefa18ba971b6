import { useT } from "#app/lib/i18n.ts";
import { ConfirmedDeletion } from "#app/ui/confirmed-deletion.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Input } from "#app/ui/input.tsx";

/** Team deletion for owners: typing the exact name, in the product's confirmation dialog. */
export function DeleteTeam({ teamName, state }: { teamName: string; state: FormState }) {
  const t = useT();
  return (
    <ConfirmedDeletion
      formId="delete-team"
      intent="deleteTeam"
      state={state}
      field={{
        id: "confirmName",
        name: "confirmName",
        label: t("team.delete.confirmName", { team: teamName }),
        defaultValue: state.values.confirmName,
        render: (props) => <Input {...props} autoComplete="off" spellCheck={false} />,
      }}
      submitLabel={t("team.delete.submit")}
      confirmLabel={t("team.delete.confirm")}
    />
  );
}
