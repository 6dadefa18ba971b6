/**
 * The editor's inputs. Each one is labelled, carries its hint and error through aria-describedby, marks
 * itself aria-invalid, and has the id `boat-{field}` that "missing field" links focus. Numbers are text
 * inputs with a numeric keyboard, so "12,5" works in every language.
 */

import type { ReactNode } from "react";
import type { BoolField, TextField } from "#app/features/boats/boat-form.ts";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { describeFieldError, fieldId, useEditor } from "./editor-context.tsx";

/** The error text of a path, in the page's language, or null. */
export function useFieldError(path: string): string | null {
  const t = useT();
  const { errors, unit, locale, values } = useEditor();
  const error = errors[path];
  return error ? describeFieldError(t, path, error, { unit, locale, currency: values.currency }) : null;
}

interface ShellProps {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, input, hint and error, wired together. */
export function FieldShell({ id, label, hint, error, className, children }: ShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={errorId!}>{error}</FieldErrorText> : null}
    </div>
  );
}

export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <Icon name="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

interface TextInputProps {
  name: TextField;
  label: string;
  hint?: string;
  /** Numeric fields get a number keyboard and the unit after the input. */
  numeric?: "int" | "decimal";
  unit?: string;
  maxLength?: number;
  type?: "text" | "url";
  placeholder?: string;
  className?: string;
}

export function TextInput({
  name,
  label,
  hint,
  numeric,
  unit,
  maxLength,
  type = "text",
  placeholder,
  className,
}: TextInputProps) {
  const { values, update, isDisabled } = useEditor();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <div className="relative">
          <Input
            id={id}
            name={name}
            type={type}
            value={values[name]}
            onChange={(event) => update(name, event.target.value)}
            inputMode={numeric === "int" ? "numeric" : numeric === "decimal" ? "decimal" : undefined}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={isDisabled}
            className={cn(unit && "pr-12", numeric && "tabular-nums")}
          />
          {unit ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
            >
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

interface SelectInputProps {
  name: TextField;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
  /** The blank choice's text; omit for fields that always have a value. */
  blank?: string;
  className?: string;
}

export function SelectInput({ name, label, options, hint, blank, className }: SelectInputProps) {
  const { values, update, isDisabled } = useEditor();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <Select
          id={id}
          name={name}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={isDisabled}
        >
          {blank === undefined ? null : <option value="">{blank}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

/** Countries by name in the page's language, as the server named and sorted them. */
export function CountrySelect({
  name,
  label,
  className,
}: {
  name: TextField;
  label: string;
  className?: string;
}) {
  const t = useT();
  const { countries } = useEditor();
  return (
    <SelectInput
      name={name}
      label={label}
      options={countries}
      blank={t("editor.choose")}
      className={className}
    />
  );
}

export function CheckboxInput({ name, label, hint }: { name: BoolField; label: string; hint?: string }) {
  const { values, update, isDisabled } = useEditor();
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={values[name]}
        onChange={(event) => update(name, event.target.checked)}
        disabled={isDisabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface TextAreaProps {
  name: TextField;
  label: string;
  hint?: string;
  rows?: number;
  maxLength: number;
  /** Shown as "n / max" under the text, with the minimum when there is one. */
  minLength?: number;
}

export function TextArea({ name, label, hint, rows = 6, maxLength, minLength }: TextAreaProps) {
  const { values, update } = useEditor();
  const error = useFieldError(name);
  return (
    <TextAreaField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      error={error}
      value={values[name]}
      onChange={(value) => update(name, value)}
      rows={rows}
      maxLength={maxLength}
      minLength={minLength}
    />
  );
}

interface TextAreaFieldProps {
  id: string;
  name?: string;
  label: string;
  hint?: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength: number;
  minLength?: number;
  /** The language the text is written in (spelling checks, screen readers). */
  lang?: string;
}

/** A labelled text area with its hint, error and character count, bound to any value. */
export function TextAreaField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  rows = 6,
  maxLength,
  minLength,
  lang,
}: TextAreaFieldProps) {
  const t = useT();
  const { isDisabled, locale } = useEditor();
  const length = value.trim().length;
  const number = numberFormat(locale);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <>
          <textarea
            id={id}
            name={name}
            rows={rows}
            value={value}
            maxLength={maxLength}
            lang={lang}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(" ")}
            disabled={isDisabled}
            className={cn(
              "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground sm:text-sm",
              "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
              "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
            )}
          />
          <p id={`${id}-count`} className="text-right text-xs text-muted-foreground tabular-nums">
            {minLength && length < minLength
              ? t("editor.textCountMin", {
                  count: number.format(length),
                  min: number.format(minLength),
                })
              : t("editor.textCount", { count: number.format(length), max: number.format(maxLength) })}
          </p>
        </>
      )}
    </FieldShell>
  );
}
