import { type ReactNode, useContext } from "react";
import { cn } from "#app/lib/cn.ts";
import { AdaptiveTooltip, RichTooltipContext } from "#app/ui/light-tooltip.tsx";

/**
 * An abbreviation ("VAT incl.", "Mon") spelled out in a tooltip. It takes keyboard focus, since the tooltip must
 * open from the keyboard too, and carries the full words as its accessible name so nobody depends on hovering.
 * On public pages the tooltip is the abbreviation's own ::after drawn from that name (`.label-tip` in app.css):
 * one element, where a wrapper and a tooltip element made three on every card's price; in the signed-in areas
 * it is the Radix tooltip.
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
  const hasRichTooltip = useContext(RichTooltipContext) !== null;
  const abbr = (
    <abbr
      tabIndex={0}
      aria-label={full}
      className={cn("cursor-help no-underline", !hasRichTooltip && "label-tip", className)}
    >
      {children}
    </abbr>
  );
  return hasRichTooltip ? <AdaptiveTooltip content={full}>{abbr}</AdaptiveTooltip> : abbr;
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
