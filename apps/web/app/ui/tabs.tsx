/**
 * Tabs within one page (Radix Tabs): a labelled tablist, arrow keys move between tabs (Home/End to the ends),
 * Tab moves into the panel; each tab controls its panel (aria-controls, aria-selected, aria-labelledby).
 * Radix names the tabs and panels itself: a trigger given its own id would break the panel's label.
 * Tabs that are separate pages with their own URL are links instead (admin's DetailTabs).
 */
import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List className={cn("-mb-px flex gap-1 overflow-x-auto border-b", className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium",
        "text-muted-foreground hover:border-border hover:text-foreground",
        "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
        "data-[state=active]:border-primary data-[state=active]:text-foreground",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn(
        "pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}
