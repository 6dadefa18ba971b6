import { cn } from "#app/lib/cn.ts";

/** A person's picture, or their initials on a tinted disc; decorative beside their name (alt=""). */
export function Avatar({
  url,
  firstName,
  lastName,
  email,
  alt = "",
  className,
}: {
  url: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Empty when the name is written beside it (the usual case). */
  alt?: string;
  className?: string;
}) {
  if (url) return <img src={url} alt={alt} className={cn("size-9 rounded-full object-cover", className)} />;
  const initials = `${firstName.trim()[0] ?? ""}${lastName.trim()[0] ?? ""}` || (email[0] ?? "?");
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground uppercase",
        className,
      )}
    >
      {initials}
    </span>
  );
}
