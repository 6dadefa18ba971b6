/**
 * How the search form behaves with JavaScript. Without it, the form is a plain GET form and every control
 * works through its submit button. With it, each change navigates at once to the new URL (canonical, see
 * search-state.ts), replacing the history entry and keeping the scroll position, and the controls show the
 * search being loaded (optimistic) while the previous results stay in place, dimmed.
 */
import { useCallback, useRef } from "react";
import { useNavigate, useNavigation } from "react-router";
import { parseSearchParams, type SearchState, searchHref } from "#app/features/search/search-state.ts";
import { useLocale } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";

/** id of the search form; the keyword box, sort and page size sit elsewhere and join it with `form=`. */
export const SEARCH_FORM_ID = "boat-search";

export function useSearchPath(): string {
  return localizePath("/boats", useLocale());
}

export function useSearchForm(state: SearchState) {
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const path = useSearchPath();
  const lastHref = useRef<string | null>(null);

  const pending =
    navigation.state === "loading" && navigation.location.pathname === path
      ? parseSearchParams(new URLSearchParams(navigation.location.search), locale).state
      : null;

  /** Reads the form (and the controls joined to it) and goes to the search it describes. */
  const apply = useCallback(
    (form?: HTMLFormElement | null) => {
      const element = form ?? (document.getElementById(SEARCH_FORM_ID) as HTMLFormElement | null);
      if (!element) return;
      const { state: next } = parseSearchParams(new FormData(element), locale);
      const href = searchHref(path, next, locale);
      const current = `${window.location.pathname}${window.location.search}`;
      // Enter in a text box fires both "change" and "submit": one navigation is enough.
      if (href === current || href === lastHref.current) return;
      lastHref.current = href;
      queueMicrotask(() => {
        lastHref.current = null;
      });
      void navigate(href, { replace: true, preventScrollReset: true });
    },
    [locale, navigate, path],
  );

  return { shown: pending ?? state, isPending: pending !== null, apply, path };
}
