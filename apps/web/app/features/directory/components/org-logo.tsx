import { cn } from "#app/lib/cn.ts";

/** First letters of the first two words ("Cap Soleil Marina" -> "CS"), for organisations without a logo. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&'’-]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join("");
}

/**
 * An organisation's logo, or its initials on a tinted square. Decorative: the name is always written next
 * to it, so screen readers are not told twice.
 */
export function OrgLogo({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const base = "shrink-0 overflow-hidden rounded-lg border bg-background";
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className={cn(base, "size-16 object-contain p-1", className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        "inline-flex size-16 items-center justify-center bg-accent text-lg font-semibold text-accent-foreground",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
