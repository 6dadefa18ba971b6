import {
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./dialog.tsx";
import { type ControlProps, Field } from "./form/field.tsx";
import { FormAlert } from "./form/form-alert.tsx";
import type { FormState } from "./form/form-state.ts";
import { Icon } from "./icon.tsx";

/** Props a confirmation control receives: spread them on an Input or a PasswordInput. */
export type ConfirmationControlProps = ControlProps &
  Omit<ComponentProps<"input">, "id" | "ref"> & { ref: Ref<HTMLInputElement> };

export interface ConfirmedDeletionProps {
  /** id of the form; its alert is `{formId}-alert`. */
  formId: string;
  /** Posted as `intent` by both the page's button and the dialog's. */
  intent: string;
  state: FormState;
  /** The field that confirms who asks or what goes (a password, the team's name). */
  field: {
    /** id of the page's control; the dialog's copy is `{id}-dialog`. */
    id: string;
    name: string;
    label: ReactNode;
    hint?: ReactNode;
    /** What a refused plain-HTML post typed (never a password). */
    defaultValue?: string;
    /** Draws the control from the props it gets. */
    render: (props: ConfirmationControlProps) => ReactNode;
  };
  /** The page's button ("Delete the team"). */
  submitLabel: string;
  /** The dialog's confirm button. */
  confirmLabel: string;
}

/**
 * An irreversible deletion confirmed twice: a field (password, name) and the product's confirmation dialog.
 * Without JavaScript the page's field and button post at once. With it, the button opens the dialog, which
 * holds the same field (kept in step with the page's, which is the one posted) and stays open until the
 * answer: a refusal shows its error in the dialog, to be corrected there; a success navigates away.
 * Whether the dialog is open is this component's own state, set only by the person (open, Cancel, Escape):
 * never derived from the action's answer, the navigation or a revalidation.
 */
export function ConfirmedDeletion({
  formId,
  intent,
  state,
  field,
  submitLabel,
  confirmLabel,
}: ConfirmedDeletionProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [isOpen, setIsOpen] = useState(false);
  const [value, setValue] = useState("");
  const pageInput = useRef<HTMLInputElement>(null);
  const dialogInput = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const error = state.fieldErrors[field.name];
  const dialogAlert = error ? null : state.formError;

  // A refusal while the dialog is open: back to its field, to correct what was typed.
  useEffect(() => {
    if (isOpen && (error || dialogAlert)) dialogInput.current?.select();
  }, [isOpen, error, dialogAlert]);

  const onDialogChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (pageInput.current) pageInput.current.value = event.target.value;
  };

  return (
    <Form id={formId} method="post" noValidate className="flex max-w-md flex-col gap-5">
      <FormAlert id={`${formId}-alert`} message={state.formError} />
      <Field id={field.id} label={field.label} hint={field.hint} error={error}>
        {(control) =>
          field.render({
            ...control,
            ref: pageInput,
            name: field.name,
            defaultValue: field.defaultValue,
            required: true,
          })
        }
      </Field>
      <div>
        <Button
          ref={trigger}
          type="submit"
          name="intent"
          value={intent}
          variant="destructive"
          onClick={(event) => {
            // Without JavaScript this button posts the form; with it, the dialog asks first.
            event.preventDefault();
            setValue(pageInput.current?.value ?? "");
            setIsOpen(true);
          }}
        >
          <Icon name="trash" aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(next) => {
          setIsOpen(next);
          // Without a Radix trigger, focus would fall back to the page: give it back to the button.
          if (!next) requestAnimationFrame(() => trigger.current?.focus());
        }}
        title={t("common.confirmDelete")}
        description={t("common.irreversible")}
        confirmLabel={confirmLabel}
        cancelLabel={t("settings.cancel")}
        closeOnConfirm={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          dialogInput.current?.focus();
        }}
        confirmButtonProps={{
          type: "submit",
          form: formId,
          name: "intent",
          value: intent,
          disabled: isSubmitting,
        }}
      >
        {dialogAlert ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {dialogAlert}
          </p>
        ) : null}
        <Field id={`${field.id}-dialog`} label={field.label} hint={field.hint} error={error}>
          {(control) =>
            field.render({ ...control, ref: dialogInput, value, onChange: onDialogChange, required: true })
          }
        </Field>
      </ConfirmDialog>
    </Form>
  );
}
