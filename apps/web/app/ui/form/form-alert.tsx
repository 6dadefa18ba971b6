import { Icon } from "#app/ui/icon.tsx";

/**
 * A form's refusal in words, above its fields: the one alert of every form (dashboard, back office, public
 * pages). The region is always in the DOM so that screen readers announce a message when it appears; empty,
 * it takes no room. With JavaScript the same message is also a toast; this copy is what a visitor without
 * JavaScript (or who missed the toast) reads.
 */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
  return (
    <div
      role="alert"
      id={id}
      className={
        message
          ? "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
          : "sr-only"
      }
    >
      {message ? (
        <>
          <Icon
            name="circle-exclamation-point"
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-destructive"
          />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
