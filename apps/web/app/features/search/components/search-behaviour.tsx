/**
 * What the search page does with JavaScript, loaded after its first view (search-page-frame.tsx takes the
 * events of the page's static parts and gives them here; client JS budget, decision 022):
 *
 * - the filters: a checkbox or select of the search form (sort and page size included, joined to it with
 *   `form=`) applies the search at once, a text box when focus leaves it with another value than its own, the
 *   form's submission (its button, Enter in a box, the keyword's "Search") too: the browser goes to the search's
 *   canonical URL (search-state.ts), replacing the history entry and keeping the scroll position. A new brand
 *   clears the model (its models replace the old brand's);
 * - the chips and "clear all" (`data-keep-place`) are followed in place, as `<Link replace preventScrollReset>`;
 * - the visitor's place in the parts (the focused control, a text being typed, the open groups, the long
 *   lists' scroll) is given back when the browser renders them afresh (kept-place.ts); so is what the form
 *   says when that render shows an earlier search than the one still loading (a box ticked just as the
 *   previous search came stays ticked);
 * - on phones the filter panel is a modal dialog opened by the results' "Filters" button (Enter or Space):
 *   focus on its close button and kept inside (Tab, Shift+Tab), the page behind does not scroll, Escape, the
 *   close button and applying the form close it and give the focus back to the button;
 * - the brand becomes a searchable combobox over every brand at the visitor's first interaction (its code, about
 *   27 kB gzipped, loaded then), in the part's `data-brand-slot`; the native select is hidden and disabled;
 * - hearts are handled by the favourites' `HeartDelegate`; one pressed before it listens is sent to it then;
 * - "Save this search" is sent client-side, as its `<Form>` does (the saved searches page redirects back).
 */
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useLoaderData, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { HeartDelegate } from "#app/features/favourites/index.ts";
import type { loader } from "#app/features/search/routes/search.tsx";
import { parseSearchParams } from "#app/features/search/search-parse.ts";
import { searchHref } from "#app/features/search/search-state.ts";
import { useLocale } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { brandOptions } from "./brand-options.ts";
import {
  type FormState,
  formState,
  isReplaced,
  isTextBox,
  type Kept,
  keep,
  partControl,
  restore,
  setFormState,
} from "./kept-place.ts";
import { FILTERS_ID, SEARCH_FORM_ID } from "./search-ids.ts";
import type { BehaviourProps, Held, Taken } from "./search-page-frame.tsx";

const BrandCombobox = lazy(() => import("./brand-combobox.tsx"));

/** Events that show a person is using the page: the brand combobox replaces the select then. */
const FIRST_INTERACTION = [
  "pointermove",
  "pointerdown",
  "keydown",
  "touchstart",
  "scroll",
  "focusin",
] as const;

const OPENER = '[aria-haspopup="dialog"]';
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), summary";

export function SearchBehaviour({ frame, handler, held }: BehaviourProps) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const locale = useLocale();
  const data = useLoaderData<typeof loader>();
  const path = localizePath("/boats", locale);
  const kept = useRef<Kept | null>(null);
  const lastHref = useRef<string | null>(null);
  // The last search the form asked for and what the form said then; none once a link is followed instead.
  const applied = useRef<{ href: string; state: FormState } | null>(null);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const comboboxHadFocus = useRef(false);
  const [slot, setSlot] = useState<Element | null>(null);
  const [hasInteracted, setHasInteracted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const navigation = useNavigation();
  // Hearts pressed before the favourites' handler listened, sent to it once it does.
  const heartsReady = useRef(false);
  const heldHearts = useRef<Held[]>([]);
  const sendHeldHearts = useCallback(() => {
    heartsReady.current = true;
    for (const { target, submitter } of heldHearts.current.splice(0))
      (target as HTMLFormElement).requestSubmit(submitter);
  }, []);
  const isPending = navigation.state === "loading" && navigation.location.pathname === path;

  /** Reads the form (and the controls joined to it) and goes to the search it describes. */
  const apply = (form: HTMLFormElement) => {
    const { state } = parseSearchParams(new FormData(form), locale);
    const href = searchHref(path, state, locale);
    const current = `${window.location.pathname}${window.location.search}`;
    // Enter in a text box fires both "change" and "submit": one navigation is enough.
    if (href === current || href === lastHref.current) return;
    lastHref.current = href;
    applied.current = { href, state: formState(form) };
    queueMicrotask(() => {
      lastHref.current = null;
    });
    void navigate(href, { replace: true, preventScrollReset: true });
  };

  const close = () => {
    if (!isOpen) return;
    setOpen(false);
    frame.current?.querySelector<HTMLElement>(OPENER)?.focus();
  };

  const handle = (event: Taken) => {
    const root = frame.current;
    const target = event.target instanceof Element ? event.target : null;
    if (!root || !target) return;
    switch (event.type) {
      case "focusin":
        comboboxHadFocus.current = Boolean(target.closest("[data-brand-slot]"));
        kept.current = keep(root, target);
        return;
      case "input":
        kept.current = keep(root, target);
        return;
      case "change": {
        kept.current = keep(root, target);
        const control = partControl(target);
        const form = control?.form;
        // Checkboxes and selects apply at once; text boxes when focus leaves them (below) or on Enter.
        if (
          !form ||
          form.id !== SEARCH_FORM_ID ||
          (control instanceof HTMLInputElement && control.type !== "checkbox")
        )
          return;
        if (control.name === "brand") {
          const model = form.elements.namedItem("model");
          if (model instanceof HTMLSelectElement) model.value = "";
        }
        apply(form);
        return;
      }
      case "focusout": {
        const control = partControl(target);
        if (
          isTextBox(control) &&
          control.form?.id === SEARCH_FORM_ID &&
          control.value !== control.defaultValue
        )
          apply(control.form);
        return;
      }
      case "submit": {
        if (!(target instanceof HTMLFormElement)) return;
        if (target.dataset.heart) {
          // The favourites' handler takes it once it listens (a document listener, after this one); one held
          // by the frame before this module came goes to it again.
          if (heartsReady.current) {
            if (event.isHeld) target.requestSubmit(event.submitter);
            return;
          }
          event.preventDefault();
          heldHearts.current.push(event);
        } else if (target.id === SEARCH_FORM_ID) {
          event.preventDefault();
          apply(target);
          close();
        } else if (target.hasAttribute("data-save-search")) {
          event.preventDefault();
          void submit((event.submitter as HTMLButtonElement | null) ?? target, {
            method: "post",
            action: target.getAttribute("action") ?? "",
          });
        }
        return;
      }
      case "click": {
        const { button = 0, ctrlKey, metaKey, shiftKey, altKey } = event as Taken & MouseEvent;
        if (button || ctrlKey || metaKey || shiftKey || altKey) return;
        if (target.closest(OPENER)) {
          event.preventDefault();
          setOpen(true);
          return;
        }
        const link = target.closest("a");
        if (link && !link.hasAttribute("data-close")) applied.current = null;
        if (isOpen && link?.hasAttribute("data-close")) {
          event.preventDefault();
          close();
        } else if (link?.hasAttribute("data-keep-place")) {
          event.preventDefault();
          const url = new URL(link.href);
          void navigate(`${url.pathname}${url.search}`, { replace: true, preventScrollReset: true });
          close();
        }
        return;
      }
      case "keydown":
        if (event.key === " " && target.closest(OPENER)) {
          event.preventDefault();
          setOpen(true);
        } else if (isOpen && event.key === "Escape") {
          event.preventDefault();
          close();
        } else if (isOpen && event.key === "Tab") {
          // Focus stays in the dialog: Tab from the last control goes to the first, Shift+Tab the other way.
          const focusable = [
            ...(root.querySelector(`#${FILTERS_ID}`)?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
          ].filter((element) => element.offsetParent !== null);
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }
        return;
    }
  };

  // Every commit: the frame's events come here; has the browser just rendered the part afresh? The part's
  // markup (the server's, or the browser's own, which React leaves alone) gets the dialog's and the pending
  // search's attributes.
  useLayoutEffect(() => {
    handler.current = handle;
    const root = frame.current;
    const panel = root?.querySelector(`#${FILTERS_ID}`);
    if (panel) {
      panel.toggleAttribute("data-open", isOpen);
      if (isOpen) {
        panel.setAttribute("role", "dialog");
        panel.setAttribute("aria-modal", "true");
      } else {
        panel.removeAttribute("role");
        panel.removeAttribute("aria-modal");
      }
    }
    const grid = root?.querySelector("[data-results-grid]");
    grid?.setAttribute("aria-busy", String(isPending));
    grid?.classList.toggle("opacity-60", isPending);
    const last = kept.current;
    if (root && last && isReplaced(last)) {
      kept.current = null;
      // This render shows an earlier search than the form's, still loading: the form says that one again.
      const form = root.querySelector(`#${SEARCH_FORM_ID}`);
      const pending = applied.current;
      if (pending && pending.href !== here && form instanceof HTMLFormElement)
        setFormState(form, pending.state);
      restore(root, last);
    }
    const next = root?.querySelector("[data-brand-slot]") ?? null;
    if (next !== slot) setSlot(next);
  });

  // The events taken before this module came, once.
  useEffect(() => {
    for (const event of held.splice(0))
      handler.current?.({ ...event, isHeld: true, preventDefault: () => {} });
    return () => {
      handler.current = null;
    };
  }, [held, handler]);

  // The phones' dialog: focus to its close button, the page behind does not scroll.
  useEffect(() => {
    if (!isOpen) return;
    frame.current?.querySelector<HTMLElement>(`#${FILTERS_ID} a[data-close]`)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen, frame]);

  useEffect(() => {
    if (hasInteracted) return;
    const start = () => setHasInteracted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start);
    };
  }, [hasInteracted]);

  return (
    <>
      <HeartDelegate onReady={sendHeldHearts} />
      {slot && hasInteracted
        ? createPortal(
            <Suspense fallback={null}>
              <BrandCombobox
                brands={brandOptions(data.result?.brands, data.brand, locale)}
                brand={data.brand}
                onPick={(form, slug) => {
                  if (!form) return;
                  for (const input of slot.querySelectorAll<HTMLInputElement>("input[name=brand]"))
                    input.value = slug;
                  const model = form.elements.namedItem("model");
                  if (model instanceof HTMLSelectElement) model.value = "";
                  apply(form);
                }}
                takeFocus={comboboxHadFocus}
              />
              <HideSelect slot={slot} takeFocus={comboboxHadFocus} />
            </Suspense>,
            slot,
          )
        : null}
    </>
  );
}

/**
 * Once the combobox is there: the native select it replaces hidden and disabled (out of the form's data), and
 * the combobox takes the focus if the select had it.
 */
function HideSelect({ slot, takeFocus }: { slot: Element; takeFocus: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const field = slot.previousElementSibling;
    const select = field?.querySelector("select");
    if (!(field instanceof HTMLElement) || !select) return;
    if (document.activeElement === select) takeFocus.current = true;
    field.hidden = true;
    select.disabled = true;
  }, [slot, takeFocus]);
  return null;
}
