import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  useCallback,
} from "react";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap no-underline transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-input bg-background text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive-hover",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-xs",
        md: "h-10 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router `<Link>`) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

/** Button with `variant` and `size`; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

/**
 * Renders its single child element with the slot's props merged in, as Radix Slot does (which it replaces: a
 * few lines instead of a dependency on every page): the child's props win, except that event handlers run
 * both (the child's first), styles combine, class names join (the slot's first), `aria-describedby` ids join and
 * both refs receive the element.
 */
function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = isValidElement(children) ? (children as ReactElement<SlotProps>) : null;
  const childRef = child?.props.ref;
  const composedRef = useCallback<RefCallback<unknown>>(
    (node) => {
      const cleanups = [ref, childRef].map((target) => {
        if (typeof target === "function") return target(node);
        if (target) target.current = node;
        return undefined;
      });
      return () => {
        for (const [index, target] of [ref, childRef].entries()) {
          const cleanup = cleanups[index];
          if (typeof cleanup === "function") cleanup();
          else if (typeof target === "function") target(null);
          else if (target) target.current = null;
        }
      };
    },
    [ref, childRef],
  );
  if (!child) throw new Error("Button with asChild takes exactly one element as its child.");
  const merged: Record<string, unknown> = { ...slotProps };
  for (const [name, childValue] of Object.entries(child.props)) {
    const slotValue = slotProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style") {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      merged[name] = [childValue, slotValue].filter(Boolean).join(" ") || undefined;
    } else if (name !== "ref" && !(childValue === undefined && /^on[A-Z]/.test(name))) {
      merged[name] = childValue;
    }
  }
  merged.ref = ref && childRef ? composedRef : (ref ?? childRef);
  return cloneElement(child, merged);
}
