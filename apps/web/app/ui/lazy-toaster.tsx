/**
 * The toaster of the first view: the notifications region alone, with the markup, label and hotkey of Radix's
 * viewport but none of Radix Toast's JavaScript (client JS budget, docs/decisions/022-client-js-budget.md).
 * The Radix toaster (toaster.tsx) loads on the first toast or the first press of the hotkey and takes the
 * placeholder's place; toasts shown meanwhile wait in the store, and the viewport is focused once loaded
 * when the hotkey asked for it.
 */
import { TOAST } from "@keel/contracts/ui-constants";
import { type ComponentType, useEffect, useState } from "react";
import { toastStore } from "#app/lib/toast-store.ts";
import { TOAST_VIEWPORT_CLASS } from "./toast-viewport.ts";
import type { ToasterProps } from "./toaster.tsx";

type LazyToasterProps = Omit<ToasterProps, "focusOnMount">;

/** As Radix's viewport reads its hotkey: a key code ("F8") or a modifier's name ("altKey"). */
function isHotkey(event: KeyboardEvent): boolean {
  return event.code === TOAST.hotkey || Boolean(event[TOAST.hotkey as keyof KeyboardEvent]);
}

export function LazyToaster(props: LazyToasterProps) {
  const [loaded, setLoaded] = useState<{ Toaster: ComponentType<ToasterProps> } | null>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    let isLoading = false;
    let isMounted = true;
    const onStoreChange = () => {
      if (toastStore.getSnapshot().length > 0) load();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return;
      setFocusOnMount(true);
      load();
    };
    // Once loaded, the Radix toaster reads the store and the hotkey itself.
    const stopListening = () => {
      unsubscribe();
      document.removeEventListener("keydown", onKeyDown);
    };
    function load() {
      if (isLoading) return;
      isLoading = true;
      void import("./toaster.tsx").then((module) => {
        // A chunk that failed to load resolves to nothing while the page reloads itself (lib/chunk-reload.ts).
        if (!module || !isMounted) return;
        stopListening();
        setLoaded({ Toaster: module.Toaster });
      });
    }
    const unsubscribe = toastStore.subscribe(onStoreChange);
    document.addEventListener("keydown", onKeyDown);
    onStoreChange();
    return () => {
      isMounted = false;
      stopListening();
    };
  }, []);

  if (!loaded) return <ViewportPlaceholder label={props.label} />;
  return <loaded.Toaster {...props} focusOnMount={focusOnMount} />;
}

/** What Radix's Toast.Viewport renders while there is no toast, so the server-rendered HTML is unchanged. */
function ViewportPlaceholder({ label }: { label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: Radix's viewport is a div with the region role; the same markup here
    <div
      role="region"
      aria-label={label.replace("{hotkey}", TOAST.hotkey)}
      tabIndex={-1}
      style={{ pointerEvents: "none" }}
    >
      <ol tabIndex={-1} style={{ gap: TOAST.gapPx }} className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}
