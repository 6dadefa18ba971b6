import { TOOLTIP } from "@keel/contracts/ui-constants";
import { Tooltip as RadixTooltip } from "radix-ui";
import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * Mount once above the tooltips: they open after 700 ms, and at once within 300 ms of another closing. The
 * signed-in areas' AppShell mounts it; public pages have no tooltip and no provider (client JS budget,
 * docs/decisions/022-client-js-budget.md), so a public layout that adds a tooltip mounts the provider too.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <HasProviderContext value={true}>
      <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
        {children}
      </RadixTooltip.Provider>
    </HasProviderContext>
  );
}

const HasProviderContext = createContext(false);

export interface TooltipProps {
  /** Translated tooltip text. It supplements the trigger's own accessible name, it does not replace it. */
  content: ReactNode;
  /** One focusable element (button, link); it receives the trigger props. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  className?: string;
}

/**
 * Shows `content` on hover and keyboard focus of its child; Escape closes it. Under no provider (public
 * pages, which spare Radix Tooltip's and Floating UI's script) the same text shows through CSS alone, after
 * the same 700 ms on hover or keyboard focus, above the trigger.
 */
export function Tooltip({ content, children, side = "top", align = "center", className }: TooltipProps) {
  const hasProvider = useContext(HasProviderContext);
  if (!hasProvider) {
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
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            "z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-slate-50 shadow-md",
            "dark:bg-slate-100 dark:text-slate-900",
            "motion-safe:data-[state=delayed-open]:animate-fade-in motion-safe:data-[state=instant-open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out",
            className,
          )}
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
