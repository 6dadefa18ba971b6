import { type ComponentType, useLayoutEffect, useState } from "react";
import { loadOnIntent } from "#app/lib/deferred-module.ts";

type Delegate = ComponentType<{ onReady: () => void }>;

/**
 * The `HeartDelegate` (features/favourites) of a page's boat cards, whose code loads when a heart is about to
 * be used (a pointer over it, a touch, focus on it) or when the browser is first idle (lib/deferred-module.ts):
 * neither it nor the favourites feature is in the first chunks of the pages listing boats. Before the page is
 * hydrated a heart is the plain form post it is without JavaScript, which works as well (a redirect back, the
 * boat saved). After, a heart pressed before the handler listens is held, its code asked for at once, and
 * sent to it when it listens (its `onReady`): the page stays, and focus on the heart; if the code cannot be
 * loaded, the post goes out as without JavaScript. The handler renders nothing on the server: this renders it
 * once its code is there.
 */
export function DeferredHeartDelegate() {
  const [Delegate, setDelegate] = useState<Delegate | null>(null);
  // A layout effect: in place as soon as the page's hydration is committed, before its hearts can be pressed.
  useLayoutEffect(() => {
    const show = () =>
      import("#app/features/favourites/index.ts").then(({ HeartDelegate }) =>
        setDelegate(() => HeartDelegate),
      );
    loadOnIntent("form[data-heart]", show).catch(() => {});
    // A heart's post no handler took (a `HeartDelegate` listens on the document, which a submission reaches
    // before the window). Pressed again meanwhile: still one submission.
    const hold = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (event.defaultPrevented || !form.dataset?.heart) return;
      event.preventDefault();
      held.add(form);
      show().catch(() => {
        window.removeEventListener("submit", hold);
        sendHeld();
      });
    };
    window.addEventListener("submit", hold);
    return () => window.removeEventListener("submit", hold);
  }, []);
  return Delegate ? <Delegate onReady={sendHeld} /> : null;
}

/** The hearts pressed before the handler listened. */
const held = new Set<HTMLFormElement>();

/** Submits the held hearts again: to the handler now listening, or as plain posts. */
function sendHeld(): void {
  const forms = [...held];
  held.clear();
  for (const form of forms) form.requestSubmit(form.querySelector<HTMLButtonElement>("button[name=intent]"));
}
