import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** Its look is app.css's `.badge` and `.badge-<variant>` classes, which the boat cards' badges share. */
export const badgeVariants = cva("badge", {
  variants: {
    variant: {
      primary: "badge-primary",
      secondary: "badge-secondary",
      outline: "badge-outline",
      success: "badge-success",
      warning: "badge-warning",
      destructive: "badge-destructive",
    },
  },
  defaultVariants: { variant: "secondary" },
});

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/** Small status label (e.g. "New", "Premium", "Inactive"); the text says it, the colour only supports it. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
