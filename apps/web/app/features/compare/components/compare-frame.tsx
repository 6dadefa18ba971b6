import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useFormAction, useNavigation, useSubmit } from "react-router";

/**
 * The hydrated frame (the page's own box) of the compare page, whose content is a static part
 * (compare-page.tsx, docs/decisions/064-static-parts.md). The part's markup has no handlers, so the frame
 * takes the `submit` of its forms ("clear", a boat's "remove"; capture phase): a client-side submission to the
 * page's action, as their `<Form method="post">` did; without JavaScript the browser posts the same forms.
 * The part's links navigate through lib/static-part.tsx. The part's first render by the browser replaces the
 * server's nodes: when that took the focus away, it goes back, once the navigation is over, to the control
 * that had it if the new markup has it (the "only differences" link has an id; a removed boat's button is
 * gone, as before).
 */
export function CompareFrame({ className, children }: { className: string; children: ReactNode }) {
  const submit = useSubmit();
  const action = useFormAction();
  const idle = useNavigation().state === "idle";
  const frame = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (!idle) return;
    const id = focused.current;
    focused.current = null;
    if (id && document.activeElement === document.body) document.getElementById(id)?.focus();
  }, [idle]);

  /** Notes the control that has the focus (by id), to give it back if the next render replaces it. */
  const noteFocus = () => {
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLElement && frame.current?.contains(active) && active.id ? active.id : null;
  };
  const onSubmitCapture = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
    event.preventDefault();
    submit(form, { method: "post", action });
  };

  return (
    <div ref={frame} className={className} onSubmitCapture={onSubmitCapture} onClickCapture={noteFocus}>
      {children}
    </div>
  );
}
