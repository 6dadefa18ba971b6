import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { type NavigateFunction, useFormAction, useNavigate, useNavigation, useSubmit } from "react-router";
import { followLink } from "#app/lib/static-part.tsx";

/** The element id of the plan request form (and of the confirmation that takes its place). */
export const PLAN_REQUEST_FORM_ID = "plan-request-form";

/** The links of the interval and currency switches (price-switches.tsx marks their box), which the frame follows. */
const SWITCH_LINK = "[data-price-switches] a";

const SEND_BUTTON = `#${PLAN_REQUEST_FORM_ID} button[type="submit"]`;

/**
 * The hydrated frame (the page's own box) of the pricing page, whose content is static parts
 * (docs/decisions/064-static-parts.md: the switches and plans, the plan request form, the page's end). A
 * part's markup has no handlers, so the frame takes their events, for the server's markup as for a part once
 * its code has rendered it:
 *
 * - a click on an interval or currency switch (a `<Link replace preventScrollReset>`) navigates client-side,
 *   replacing the history entry and keeping the scroll position (the parts' other links are left to
 *   lib/static-part.tsx, which navigates as a plain `<Link>`); the new plans change the part's props, so the
 *   browser renders it;
 * - the plan request's `submit` (capture phase) becomes a client-side submission to the page's action, the
 *   scroll position kept, as `<Form method="post" preventScrollReset>` did; without JavaScript the browser
 *   posts the same form to the same address. Its button is disabled while the request is sent (its label
 *   then reads "Sending…", by CSS). The answer (errors or the confirmation) changes the form's props, so the
 *   browser renders it;
 * - the first render of a part by the browser replaces the server's nodes: when that took the focus away, it
 *   goes back to the control that had it (the switch, the form's button or the field where Enter was
 *   pressed: each has an id) in the new markup once the navigation is over;
 * - a double click on a field's label does not select its text, as `ui/label.tsx`'s own handler.
 */
export function PricingFrame({ className, children }: { className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const action = useFormAction();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "planRequest";
  const frame = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const idle = navigation.state === "idle";

  useEffect(() => {
    for (const button of frame.current?.querySelectorAll<HTMLButtonElement>(SEND_BUTTON) ?? [])
      button.disabled = sending;
  }, [sending]);

  useEffect(() => {
    if (!idle) return;
    const id = focused.current;
    focused.current = null;
    // Only when the new markup took the focus away: never moves it from where the visitor put it.
    if (id && document.activeElement === document.body) document.getElementById(id)?.focus();
  }, [idle]);

  /** Notes the control that has the focus, to give it back if the next render replaces it. */
  const noteFocus = () => {
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLElement && frame.current?.contains(active) && active.id ? active.id : null;
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest(SWITCH_LINK)) return;
    const keepPlace = ((path: string) =>
      navigate(path, { replace: true, preventScrollReset: true })) as NavigateFunction;
    followLink(event, keepPlace);
    if (event.defaultPrevented) noteFocus();
  };
  const onSubmitCapture = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.id !== PLAN_REQUEST_FORM_ID) return;
    event.preventDefault();
    noteFocus();
    submit(form, { method: "post", action, preventScrollReset: true });
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (event.detail > 1 && target.closest("label") && !target.closest("button, input, select, textarea"))
      event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links and the form inside, which keep their own roles and keys
    <div
      ref={frame}
      className={className}
      onClickCapture={onClickCapture}
      onSubmitCapture={onSubmitCapture}
      onMouseDown={onMouseDown}
    >
      {children}
    </div>
  );
}
