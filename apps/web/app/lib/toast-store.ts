import { TOAST } from "@keel/contracts/ui-constants";

/** Framework-free toast store (docs/product.md, Interface rules), read by `<Toaster>` through useSyncExternalStore. */

export const TOAST_COLORS = ["success", "error", "info", "warning"] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

export interface ToastInput {
  title: string;
  description?: string;
  color: ToastColor;
  /** Overrides the default auto-close delay (ms). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastStoreOptions {
  max?: number;
  removeDelayMs?: number;
}

export interface ToastStore {
  toast(input: ToastInput): string;
  /** Marks one toast (or every toast without an id) closed, then deletes it after the removal delay. */
  dismiss(id?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
  getServerSnapshot(): readonly ToastItem[];
}

const NO_TOASTS: readonly ToastItem[] = Object.freeze([]);

export function createToastStore({
  max = TOAST.max,
  removeDelayMs = TOAST.removeDelayMs,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly ToastItem[] = NO_TOASTS;
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  function publish(next: readonly ToastItem[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function forget(id: string): void {
    clearTimeout(removals.get(id));
    removals.delete(id);
  }

  /** Keeps at most `max` toasts: closing ones go first (they are leaving anyway), then the oldest. */
  /** Keeps at most `max` toasts: closing ones go first (they are leaving anyway), then the oldest. */
  function capped(list: readonly ToastItem[]): readonly ToastItem[] {
    const excess = list.length - max;
    if (excess <= 0) return list;
    const dropOrder = [...list.filter((item) => !item.open), ...list.filter((item) => item.open)];
    const dropped = new Set(dropOrder.slice(0, excess).map((item) => item.id));
    for (const id of dropped) forget(id);
    return list.filter((item) => !dropped.has(item.id));
  }

  function close(id: string): void {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        publish(toasts.filter((item) => item.id !== id));
      }, removeDelayMs),
    );
  }

  return {
    toast(input) {
      counter += 1;
      const id = `toast-${counter}`;
      publish(capped([...toasts, { ...input, id, open: true }]));
      return id;
    },
    dismiss(id) {
      const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
      if (closing.length === 0) return;
      const ids = new Set(closing.map((item) => item.id));
      publish(toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)));
      for (const closingId of ids) close(closingId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => NO_TOASTS,
  };
}

/** The app's single store. Toasts are a browser concern: on the server `toast()` does nothing (no shared state). */
export const toastStore = createToastStore();

const isBrowser = typeof document !== "undefined";

type ToastFn = ((input: ToastInput) => string) & {
  success(title: string, description?: string): string;
  error(title: string, description?: string): string;
  info(title: string, description?: string): string;
  warning(title: string, description?: string): string;
};

function show(input: ToastInput): string {
  return isBrowser ? toastStore.toast(input) : "";
}

const byColor =
  (color: ToastColor) =>
  (title: string, description?: string): string =>
    show(description === undefined ? { title, color } : { title, description, color });

export const toast: ToastFn = Object.assign(show, {
  success: byColor("success"),
  error: byColor("error"),
  info: byColor("info"),
  warning: byColor("warning"),
});

export function dismiss(id?: string): void {
  toastStore.dismiss(id);
}
