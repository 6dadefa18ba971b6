import { useId } from "react";
import { Form } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { type ActionData, confirmOf, failureOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep, ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

interface DeleteSectionProps {
  /** What deleting does and when it is refused, in words. */
  hint: string;
  /**
   * The page's last action result: a refused delete (409: boats use the value, with their count in the API's
   * message), or without JavaScript the delete waiting for confirmation.
   */
  result: ActionData;
}

/**
 * Deleting a catalog value, behind the product's confirmation ('Are you sure you want to delete this?' / 'This
 * action is irreversible'): the dialog with JavaScript, a confirmation step without. Posts `intent=delete`.
 */
export function DeleteSection({ hint, result }: DeleteSectionProps) {
  const t = useT();
  const formId = useId();
  const confirmFields = confirmOf(result, "delete")?.confirm.fields;
  return (
    <section
      aria-labelledby="delete-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="delete-title" className="text-lg">
          {t("catalog.delete.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <FormAlert message={failureOf(result, "delete")?.error.message} />
      {confirmFields ? (
        <ConfirmStep
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("catalog.delete.submit")}
          fields={confirmFields}
        />
      ) : null}
      <Form method="post" id={formId} preventScrollReset>
        <input type="hidden" name="intent" value="delete" />
        <ConfirmSubmit
          form={formId}
          size="md"
          title={t("common.confirmDelete")}
          description={t("common.irreversible")}
          confirmLabel={t("catalog.delete.submit")}
        >
          {t("catalog.delete.submit")}
        </ConfirmSubmit>
      </Form>
    </section>
  );
}
