import { type ReactNode, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/dialog.tsx";

export interface ConfirmSubmitProps {
  /** id of the form to submit (the button may sit inside it or anywhere else). */
  form: string;
  /**
   * The submit button's name and value, posted with the form (e.g. intent=delete), when the form itself
   * carries the confirmation (a password, the team's name). Without a value the action asks for the
   * confirmation itself: the dialog's button posts `confirmed=yes`, and a form posted without JavaScript
   * gets the confirmation step (ConfirmStep) back.
   */
  name?: string;
  value?: string;
  /** Dialog texts, translated; Cancel defaults to the texts' "Cancel". */
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  disabled?: boolean;
  /** A confirm button in the destructive colour (the default with the destructive variant). */
  destructive?: boolean;
  className?: string;
  /** Accessible name when the visible text is not enough ("Remove" → "Remove Anne from Blue Yachts"). */
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * A submit button that asks first, the one of the dashboard and the back office. Without JavaScript it
 * submits at once; with it, a click opens the confirmation dialog (AlertDialog: focus on Cancel), whose
 * confirm button submits the form. Focus returns to the button when the dialog closes.
 */
export function ConfirmSubmit({
  form,
  name = "intent",
  value,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = "destructive",
  size = value === undefined ? "sm" : undefined,
  disabled,
  destructive = variant === "destructive",
  className,
  "aria-label": ariaLabel,
  children,
}: ConfirmSubmitProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const posted = value === undefined ? { name: "confirmed", value: "yes" } : { name, value };
  return (
    <>
      <Button
        ref={buttonRef}
        type="submit"
        form={form}
        name={value === undefined ? undefined : name}
        value={value}
        variant={variant}
        size={size}
        disabled={disabled}
        className={className}
        aria-label={ariaLabel}
        onClick={(event) => {
          event.preventDefault();
          setIsOpen(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          // Without a Radix trigger, focus would fall back to the page: give it back to the button.
          if (!open) requestAnimationFrame(() => buttonRef.current?.focus());
        }}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel ?? t("admin.confirm.cancel")}
        destructive={destructive}
        confirmButtonProps={{ type: "submit", form, ...posted }}
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
