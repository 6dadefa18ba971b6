import type { ComponentProps, MouseEvent } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Form label: a native <label> that, like Radix Label which it replaces (a few lines instead of a dependency
 * on public pages), does not select its text on a double click, unless the click is on a control inside it.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
    <label
      className={cn(
        "text-sm leading-none font-medium text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
