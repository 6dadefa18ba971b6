import { useEffect } from "react";
import { type ToastColor, toast } from "./toast-store.ts";

export interface ApiMessage {
  color: Extract<ToastColor, "success" | "error">;
  title: string;
}

/**
 * Reads the user-facing message of an API result (docs/product.md, Interface rules): an error body `{ error: { message } }`
 * gives an error toast, a success body with `message` a success toast; anything else gives none.
 */
export function readApiMessage(data: unknown): ApiMessage | null {
  if (!isRecord(data)) return null;
  if (isRecord(data.error)) {
    return isText(data.error.message) ? { color: "error", title: data.error.message } : null;
  }
  return isText(data.message) ? { color: "success", title: data.message } : null;
}

/** Results already toasted, by identity: a re-render, a second caller or Strict Mode never repeats a toast. */
const shown = new WeakSet<object>();

/**
 * Shows the API message of a loader, action or fetcher result as a toast, once per result object.
 * Usage: `useApiMessageToast(useActionData())` or `useApiMessageToast(fetcher.data)`.
 */
export function useApiMessageToast(data: unknown): void {
  useEffect(() => {
    if (!isRecord(data) || shown.has(data)) return;
    const message = readApiMessage(data);
    if (!message) return;
    shown.add(data);
    toast({ title: message.title, color: message.color });
  }, [data]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}
