import { TOAST } from "@keel/contracts/ui-constants";
import { cva } from "class-variance-authority";
import { Toast } from "radix-ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "#app/lib/cn.ts";
import type { IconName } from "#app/lib/icons/icon-names.ts";
import { type ToastColor, type ToastItem, toastStore } from "#app/lib/toast-store.ts";
import { Icon } from "./icon.tsx";
import { TOAST_VIEWPORT_CLASS } from "./toast-viewport.ts";
import { Tooltip, TooltipProvider } from "./tooltip.tsx";

export interface ToasterProps {
  /** Viewport landmark label, translated; Radix replaces `{hotkey}`: "Notifications ({hotkey})". */
  label: string;
  /** Accessible name of each toast's close button, translated: "Close". */
  closeLabel: string;
  /** Word read by screen readers before each announced toast, translated: "Notification". */
  announceLabel?: string;
  /** Focus the viewport once mounted: the hotkey was pressed before this toaster loaded (lazy-toaster.tsx). */
  focusOnMount?: boolean;
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-l-4 p-4 pr-10 shadow-lg",
    "data-[state=open]:motion-safe:animate-toast-in data-[state=closed]:animate-toast-out",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
    "data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-toast-out",
  ],
  {
    variants: {
      color: {
        success:
          "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50",
        error: "border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
        info: "border-sky-600 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50",
        warning:
          "border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50",
      },
    },
  },
);

const icons: Record<ToastColor, { icon: IconName; className: string }> = {
  success: { icon: "circle-check", className: "text-emerald-700 dark:text-emerald-300" },
  error: { icon: "circle-x", className: "text-red-700 dark:text-red-300" },
  info: { icon: "info", className: "text-sky-700 dark:text-sky-300" },
  warning: { icon: "triangle-exclamation-point", className: "text-amber-700 dark:text-amber-300" },
};

/**
 * Renders the toast store with Radix Toast: auto-close after 5000 ms (paused while the viewport is hovered or
 * focused), swipe right past 50 px or Escape to dismiss, F8 focuses the viewport; stacked bottom-right, 16 px gap.
 */
export function Toaster({ label, closeLabel, announceLabel, focusOnMount = false }: ToasterProps) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const viewportRef = useRef<HTMLOListElement>(null);
  // Later hotkey presses are Radix's own.
  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThreshold}
      label={announceLabel}
    >
      {/* Its own provider: the toaster loads on demand on public pages too, and a CSS tooltip's text inside a
          toast would be read out with it. */}
      <TooltipProvider>
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} closeLabel={closeLabel} />
        ))}
      </TooltipProvider>
      <Toast.Viewport
        ref={viewportRef}
        hotkey={[TOAST.hotkey]}
        label={label}
        style={{ gap: TOAST.gapPx }}
        className={TOAST_VIEWPORT_CLASS}
      />
    </Toast.Provider>
  );
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const { icon: iconName, className: iconClassName } = icons[item.color];
  return (
    // biome-ignore lint/a11y/useValidAriaRole: role={undefined} removes the `status` role Radix sets by default
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
      duration={item.duration}
      type={item.color === "error" ? "foreground" : "background"}
      // Radix announces each toast through its own live region, so the item needs no live role. It stays a
      // plain list item: a `status` role on an <li> breaks the viewport list's semantics (axe rule "list").
      role={undefined}
      data-toast-color={item.color}
      className={toastVariants({ color: item.color })}
    >
      <Icon name={iconName} aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconClassName)} />
      <div className="grid min-w-0 gap-1">
        <Toast.Title className="text-sm font-semibold break-words">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description className="text-sm break-words opacity-90">{item.description}</Toast.Description>
        ) : null}
      </div>
      <div className="absolute top-2 right-2">
        <Tooltip content={closeLabel}>
          <Toast.Close
            aria-label={closeLabel}
            className="rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <Icon name="x" aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Tooltip>
      </div>
    </Toast.Root>
  );
}
