import { type ReactNode, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/dialog.tsx";

interface ConfirmSubmitProps {
  /** id of the form the button submits. */
  form: string;
  title: string;
  description: string;
  confirmLabel: string;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** Accessible name when the visible text is not enough ("Remove" → "Remove Anne from Blue Yachts"). */
  "aria-label"?: string;
  destructive?: boolean;
}

/**
 * A submit button that asks first. With JavaScript the click opens the ConfirmDialog (AlertDialog: focus on
 * Cancel), whose confirm button submits the form with `confirmed=yes`. Without JavaScript the click posts
 * the form as is; the action sees no `confirmed` and answers with the confirmation step (ConfirmStep).
 */
export function ConfirmSubmit({
  form,
  title,
  description,
  confirmLabel,
  children,
  variant = "destructive",
  size = "sm",
  destructive = true,
  ...rest
}: ConfirmSubmitProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        type="submit"
        form={form}
        variant={variant}
        size={size}
        aria-label={rest["aria-label"]}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={t("admin.confirm.cancel")}
        destructive={destructive}
        confirmButtonProps={{ type: "submit", form, name: "confirmed", value: "yes" }}
      />
    </>
  );
}

interface ConfirmStepProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The fields of the form being confirmed, posted again with `confirmed=yes`. */
  fields: Record<string, string>;
  destructive?: boolean;
}

/**
 * The confirmation as a step of the page, for a destructive form posted without JavaScript: the same texts
 * as the dialog, Confirm posts again with `confirmed=yes`, Cancel goes back to the page unchanged.
 */
export function ConfirmStep({
  title,
  description,
  confirmLabel,
  fields,
  destructive = true,
}: ConfirmStepProps) {
  const t = useT();
  const location = useLocation();
  return (
    <section
      aria-labelledby="confirm-step-title"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <h2 id="confirm-step-title" className="text-lg">
        {title}
      </h2>
      <p id="confirm-step-description" className="text-sm text-muted-foreground">
        {description}
      </p>
      <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit" variant={destructive ? "destructive" : "primary"}>
          {confirmLabel}
        </Button>
        <Button asChild variant="outline">
          <Link to={location.pathname + location.search}>{t("admin.confirm.cancel")}</Link>
        </Button>
      </Form>
    </section>
  );
}
