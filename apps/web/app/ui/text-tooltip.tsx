import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { AdaptiveTooltip } from "#app/ui/light-tooltip.tsx";

/**
 * An abbreviation ("VAT incl.", "Mon") spelled out in a tooltip. It takes keyboard focus, since the tooltip must
 * open from the keyboard too, and carries the full words as its accessible name so nobody depends on hovering.
 */
export function Abbreviation({
  full,
  children,
  className,
}: {
  full: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <AdaptiveTooltip content={full}>
      <abbr tabIndex={0} aria-label={full} className={cn("cursor-help no-underline", className)}>
        {children}
      </abbr>
    </AdaptiveTooltip>
  );
}

/** A date or time shown short and in full in a tooltip; focusable for the same reason as an abbreviation. */
export function TimeWithTooltip({
  value,
  full,
  children,
  className,
}: {
  value: string;
  full: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <AdaptiveTooltip content={full}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user opens the tooltip */}
      <time tabIndex={0} dateTime={value} className={className}>
        {children}
      </time>
    </AdaptiveTooltip>
  );
}
