import type { ReactElement, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A tooltip in CSS alone, for the public pages' shell (no Radix Tooltip or Floating UI script there, client JS
 * budget: docs/decisions/022-client-js-budget.md): `content` shows above the trigger after the same 700 ms as
 * the Radix tooltips, on hover or when the trigger has keyboard focus, and is the trigger's description.
 */
export function LightTooltip({
  content,
  children,
  className,
}: {
  content: ReactNode;
  children: ReactElement;
  className?: string;
}) {
  return (
    <span className="group/tip relative inline-flex">
      {children}
      <span
        role="tooltip"
        className={cn(
          "pointer-events-none absolute bottom-full left-1/2 z-50 mb-1.5 -translate-x-1/2 whitespace-nowrap rounded-md px-2.5 py-1.5",
          "bg-slate-900 text-xs font-medium text-slate-50 shadow-md dark:bg-slate-100 dark:text-slate-900",
          "invisible opacity-0 transition-[opacity,visibility] delay-0 duration-150",
          "group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-700",
          "group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100 group-has-[:focus-visible]/tip:delay-700",
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
