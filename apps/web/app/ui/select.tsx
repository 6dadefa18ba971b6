import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "./icon.tsx";

/**
 * Native <select> with the kit's look: it works without JavaScript in route forms, on mobile it opens the
 * platform picker, and it is accessible as is. Pass <option> children; pair it with `<Label htmlFor>`.
 */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground sm:text-sm",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      />
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
