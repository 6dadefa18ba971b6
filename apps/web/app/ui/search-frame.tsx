import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * The hydrated frame of a page whose content, a GET search form (`role="search"`) included, is a static part
 * (docs/decisions/064-static-parts.md; the partners and professionals directories): the part's markup has no
 * handlers, so the frame takes the form's events.
 *
 * - Submitting the search (`role="search"`) navigates client-side with the empty fields left out of the URL
 *   ("?category=marina", not "?q=&category=marina&…"), so that one search has one address. It listens in the
 *   capture phase, before React Router's `<Form>` (which the part renders once its code is there) would submit
 *   every field. Without JavaScript, the browser submits them all; the loader ignores blanks.
 * - The search button is disabled while the next page loads, in the server's markup as in the part's own.
 */
export function SearchFrame({ className, children }: { className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const searching = useNavigation().state === "loading";
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const button of frame.current?.querySelectorAll<HTMLButtonElement>(SEARCH_BUTTON) ?? [])
      button.disabled = searching;
  }, [searching]);
  const submit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute("role") !== "search") return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    const search = params.toString();
    navigate(search ? `${pathname}?${search}` : pathname);
  };
  return (
    <div ref={frame} className={className} onSubmitCapture={submit}>
      {children}
    </div>
  );
}

const SEARCH_BUTTON = 'form[role="search"] button[type="submit"]';
