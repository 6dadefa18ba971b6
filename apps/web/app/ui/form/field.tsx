import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "./textarea.tsx";

/** What a field's control needs to be labelled and described: spread it on the Input, Select or textarea. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The field's error in the user's language; shown under the control and linked to it. */
  error?: string;
  /** A rule or a tip shown under the label (e.g. the password rules), also linked to the control. */
  hint?: ReactNode;
  /** Shows "(optional)" beside the label: required is the norm on these forms. */
  optionalLabel?: string;
  /** Content beside the label, at the end of its line (e.g. "Forgot your password?"). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field with its hint and error: the one Field of the dashboard, the back office and the
 * public forms (TextField, TextAreaField and SelectField below wrap the usual controls in it). The error is tied to the control with aria-describedby and
 * aria-invalid, so a screen reader reads it with the field; the icon and colour only support the text.
 */
export function Field({
  id,
  label,
  error,
  hint,
  optionalLabel,
  labelAside,
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {optionalLabel ? (
            <span className="ml-1 font-normal text-muted-foreground">({optionalLabel})</span>
          ) : null}
        </Label>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <Icon name="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** What the one-control fields take besides their control's own attributes. */
interface FieldTexts {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A Field around a text Input: the short form used by the back office's and the messages' forms. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id"> & FieldTexts) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** A Field around a Textarea. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<ComponentProps<"textarea">, "id"> & FieldTexts) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea className="min-h-24" {...control} {...textarea} />}
    </Field>
  );
}

/** A Field around a native Select; the options are its children. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Omit<ComponentProps<"select">, "id"> & FieldTexts) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Select {...control} {...select}>
          {children}
        </Select>
      )}
    </Field>
  );
}
