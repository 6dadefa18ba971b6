import type { ReactElement, ReactNode } from "react";
import { type ComponentType, createContext, useContext } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A tooltip in CSS alone, for the public pages' shell (no Radix Tooltip or Floating UI script there, client JS
 * budget: docs/decisions/022-client-js-budget.md): `content` shows above (or below) the trigger after the same
 * 700 ms as the Radix tooltips, on hover or when the trigger has keyboard focus, and is the trigger's description.
 * Its look is `.light-tooltip` in app.css: a search page shows thirty of them, and the same utilities written
 * on each cost 15 kB of every page's HTML (docs/decisions/053-cheaper-renders.md).
 */
export function LightTooltip({
  content,
  children,
  side = "top",
  className,
}: {
  content: ReactNode;
  children: ReactElement;
  /** "bottom" for a trigger at the top of its box (a panel's close button), where a tooltip above would be cut. */
  side?: "top" | "bottom";
  /** Classes of the wrapper (its display, on a trigger shown only at some widths). */
  className?: string;
}) {
  return (
    <span className={cn("group/tip relative inline-flex", className)}>
      {children}
      <span role="tooltip" className={side === "top" ? "light-tooltip" : "light-tooltip light-tooltip-below"}>
        {content}
      </span>
    </span>
  );
}

/**
 * The Radix tooltip, handed down by TooltipProvider (components/ui/tooltip.tsx) in the signed-in areas, so that
 * a component used on public pages too can show the rich tooltip there without importing Radix Tooltip itself.
 */
export const RichTooltipContext = createContext<ComponentType<{
  content: ReactNode;
  children: ReactElement;
}> | null>(null);

/** The Radix tooltip under TooltipProvider, this CSS one elsewhere; importable from public pages. */
export function AdaptiveTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const Rich = useContext(RichTooltipContext);
  if (Rich) return <Rich content={content}>{children}</Rich>;
  return <LightTooltip content={content}>{children}</LightTooltip>;
}
