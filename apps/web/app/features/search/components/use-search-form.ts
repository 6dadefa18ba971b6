/**
 * How the search form behaves with JavaScript. Without it, the form is a plain GET form and every control
 * works through its submit button. With it, each change navigates at once to the new URL (canonical, see
 * search-state.ts), replacing the history entry and keeping the scroll position, and the controls show the
 * search being loaded (optimistic) while the previous results stay in place, dimmed.
 *
 * Reading the form or the URL (search-parse.ts, with the lists of codes it checks) is not in the first view's
 * code: it loads when the browser is first idle or on the visitor's first intent on the page (a pointer over
 * it, a touch, focus), whichever comes first (lib/deferred-module.ts). A change made before it is there
 * applies once it has loaded; a navigation that starts before (rare: within the first second) shows the
 * search being loaded as soon as it is there.
 */
import { useCallback, useRef, useSyncExternalStore } from "react";
import { useNavigate, useNavigation } from "react-router";
import type { parseSearchParams as Parse } from "#app/features/search/search-parse.ts";
import { type SearchState, searchHref } from "#app/features/search/search-state.ts";
import { loadOnIntent } from "#app/lib/deferred-module.ts";
import { useLocale } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";

/** id of the search form; the keyword box, sort and page size sit elsewhere and join it with `form=`. */
export const SEARCH_FORM_ID = "boat-search";

let parse: typeof Parse | null = null;
let parseLoading: Promise<typeof Parse> | null = null;
const parseListeners = new Set<() => void>();

/** The reader, imported once; the components waiting for it render again when it is there. */
export function loadParse(): Promise<typeof Parse> {
  parseLoading ??= import("#app/features/search/search-parse.ts").then((module) => {
    parse = module.parseSearchParams;
    for (const listener of parseListeners) listener();
    return parse;
  });
  return parseLoading;
}

function subscribeToParse(listener: () => void) {
  parseListeners.add(listener);
  return () => parseListeners.delete(listener);
}
const currentParse = () => parse;
const noParse = () => null;

// The page's module is imported in the browser for its first view or for a client-side navigation to it.
if (!import.meta.env.SSR) loadOnIntent("body", loadParse).catch(() => {});

export function useSearchPath(): string {
  return localizePath("/boats", useLocale());
}

export function useSearchForm(state: SearchState) {
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const path = useSearchPath();
  const lastHref = useRef<string | null>(null);
  // Null on the server and while hydrating (no navigation is pending then), and until the reader has loaded.
  const parseNow = useSyncExternalStore(subscribeToParse, currentParse, noParse);

  const pending =
    navigation.state === "loading" && navigation.location.pathname === path && parseNow
      ? parseNow(new URLSearchParams(navigation.location.search), locale).state
      : null;

  /** Reads the form (and the controls joined to it) and goes to the search it describes. */
  const apply = useCallback(
    (form?: HTMLFormElement | null) => {
      const element = form ?? (document.getElementById(SEARCH_FORM_ID) as HTMLFormElement | null);
      if (!element) return;
      // The form as it is now; read once the reader is there (at once, nearly always).
      const data = new FormData(element);
      void loadParse().then((parseSearchParams) => {
        const { state: next } = parseSearchParams(data, locale);
        const href = searchHref(path, next, locale);
        const current = `${window.location.pathname}${window.location.search}`;
        // Enter in a text box fires both "change" and "submit": one navigation is enough.
        if (href === current || href === lastHref.current) return;
        lastHref.current = href;
        queueMicrotask(() => {
          lastHref.current = null;
        });
        void navigate(href, { replace: true, preventScrollReset: true });
      });
    },
    [locale, navigate, path],
  );

  return { shown: pending ?? state, isPending: pending !== null, apply, path };
}
