import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";

/** An event the frame took before the page's behaviour was there, given to it once it is. */
export interface Held {
  type: string;
  target: EventTarget | null;
  submitter: HTMLElement | null;
  key: string;
}

/** A DOM event, or one held before the behaviour was there (`isHeld`: already prevented if it had to be). */
export type Taken = Held & {
  isHeld?: boolean;
  shiftKey?: boolean;
  preventDefault: () => void;
};

export interface BehaviourProps {
  frame: RefObject<HTMLDivElement | null>;
  /** Set by the behaviour: it handles the frame's events from then on. */
  handler: RefObject<((event: Taken) => void) | null>;
  /** The events taken before it came, in order. */
  held: Held[];
}

/**
 * The events the behaviour handles, listened to in the capture phase (before the part's own link handling); a
 * pointer over the page, focus (and a touch, below) show the visitor's intent to use it: the behaviour's code
 * is fetched then.
 */
const EVENTS = ["click", "submit", "change", "focusout", "focusin", "input", "keydown", "pointerover"];
/** Links and the button the behaviour follows itself: a click (Space on the button) waits for it. */
const ACTS = "[data-keep-place],[aria-haspopup]";

let loading: Promise<ComponentType<BehaviourProps>> | null = null;
let failed = false;

/**
 * The hydrated frame of the search page, whose content is a static part (search-page-parts.tsx): its markup
 * has no handlers, so the frame takes its events. What to do with them is the page's behaviour
 * (search-behaviour.tsx: applying the filters, the phones' dialog, the brand combobox, hearts, "Save this
 * search"), whose module loads when the visitor shows the intent to use the page (a pointer over it, a touch,
 * focus) or when the browser is first idle. An event that comes before it is held and given to it once it is
 * there; a submission or a link it follows is held back meanwhile (the first interaction is not lost). If the
 * module cannot be loaded, the held submissions go out as without JavaScript, and the page works as it does
 * without JavaScript.
 */
export function SearchPageFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const handler = useRef<((event: Taken) => void) | null>(null);
  const [held] = useState<Held[]>([]);
  const [Behaviour, setBehaviour] = useState<ComponentType<BehaviourProps> | null>(null);

  useEffect(() => {
    const element = frame.current!;
    const start = () => {
      loading ??= import("./search-behaviour.tsx").then((module) => module.SearchBehaviour);
      loading.then(
        (component) => setBehaviour(() => component),
        () => {
          failed = true;
          for (const { type, target, submitter } of held.splice(0))
            if (type === "submit") (target as HTMLFormElement).requestSubmit(submitter);
        },
      );
    };
    const take = (event: Event) => {
      if (handler.current) return handler.current(event as Event & Taken);
      if (failed) return;
      start();
      const target = event.target as Element;
      const { type } = event;
      const { key = "", button, ctrlKey, metaKey, shiftKey, altKey } = event as KeyboardEvent & MouseEvent;
      if (
        type === "submit" ||
        (type === "click" && !(button || ctrlKey || metaKey || shiftKey || altKey) && target.closest(ACTS)) ||
        (key === " " && target.closest("[aria-haspopup]"))
      )
        event.preventDefault();
      else if (type !== "change" && type !== "focusout") return;
      held.push({ type, target, submitter: (event as SubmitEvent).submitter ?? null, key });
    };
    const controller = new AbortController();
    const { signal } = controller;
    for (const type of EVENTS) element.addEventListener(type, take, { capture: true, signal });
    element.addEventListener("touchstart", start, { passive: true, signal });
    const idle = window.requestIdleCallback?.(start, { timeout: 3000 }) ?? setTimeout(start, 1000);
    return () => {
      controller.abort();
      (window.cancelIdleCallback ?? clearTimeout)(idle);
    };
  }, [held]);

  return (
    <div ref={frame} id="search-page">
      {children}
      {Behaviour ? <Behaviour frame={frame} handler={handler} held={held} /> : null}
    </div>
  );
}
