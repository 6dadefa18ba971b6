import { type ReactNode, useRef, useState } from "react";
import { Button, type ButtonProps } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/dialog.tsx";

export interface ConfirmSubmitProps {
  /** id of the form to submit (the button may sit inside it or anywhere else). */
  form: string;
  /** The submit button's name and value, posted with the form (e.g. intent=delete). */
  name?: string;
  value: string;
  /** Dialog texts, translated. */
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A submit button that asks first. Without JavaScript it submits at once (the form itself carries the
 * confirmation: a password, the team's name); with it, a click opens the confirmation dialog, whose confirm
 * button submits the form with the same name and value. Focus returns to the button when the dialog closes.
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
  size,
  disabled,
  className,
  children,
}: ConfirmSubmitProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        type="submit"
        form={form}
        name={name}
        value={value}
        variant={variant}
        size={size}
        disabled={disabled}
        className={className}
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
        cancelLabel={cancelLabel}
        destructive={variant === "destructive"}
        confirmButtonProps={{ type: "submit", form, name, value }}
      />
    </>
  );
}
