/**
 * A form's refusal in words, above its fields. The same message is also a toast when JavaScript runs; this
 * copy is what a visitor without JavaScript (or who missed the toast) reads.
 */
export function FormAlert({ message, id }: { message?: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      id={id}
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <Icon
        name="circle-exclamation-point"
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-destructive"
      />
      <span>{message}</span>
    </div>
  );
}

import { Icon } from "#app/ui/icon.tsx";
