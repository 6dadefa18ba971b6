import { TOOLTIP } from "@keel/contracts/ui-constants";
import { Tooltip as RadixTooltip } from "radix-ui";
import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import { cn } from "#app/lib/cn.ts";
import { RichTooltipContext } from "#app/ui/light-tooltip.tsx";
import { LightTooltip } from "./light-tooltip.tsx";

/**
 * Mount once above the tooltips: they open after 700 ms, and at once within 300 ms of another closing. The
 * signed-in areas' AppShell mounts it; public pages have no tooltip and no provider (client JS budget,
 * docs/decisions/022-client-js-budget.md), so a public layout that adds a tooltip mounts the provider too.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <HasProviderContext value={true}>
      <RichTooltipContext value={Tooltip}>
        <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
          {children}
        </RadixTooltip.Provider>
      </RichTooltipContext>
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
 * pages, which spare Radix Tooltip's and Floating UI's script) it is a LightTooltip.
 */
export function Tooltip({ content, children, side = "top", align = "center", className }: TooltipProps) {
  const hasProvider = useContext(HasProviderContext);
  if (!hasProvider)
    return (
      <LightTooltip content={content} side={side === "bottom" ? "bottom" : "top"}>
        {children}
      </LightTooltip>
    );
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
