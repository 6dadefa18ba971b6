/**
 * The visitor's place in the search page's static parts (docs/decisions/064-static-parts.md), kept at each
 * interaction and given back when the browser renders the parts afresh: their first render after a
 * client-side navigation replaces the server's markup, and with it the focused control, the open groups
 * (`<details>`) and the long lists' scroll positions; and, when that render shows an earlier search than the
 * one the visitor has since asked for, the boxes ticked and values chosen for it (`formState`).
 */

/** The long lists that scroll in their own box (CheckboxList's `isLong`). */
const LONG_LISTS = "[data-static-part] .overflow-y-auto";

/** A control of the static parts (whose events the page's frame handles). */
export function partControl(target: EventTarget | null): HTMLInputElement | HTMLSelectElement | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return null;
  return target.closest("[data-static-part]") ? target : null;
}

export const isTextBox = (control: Element | null): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === "text";

/** What the visitor had in the static parts at their last interaction, to keep when the browser renders them. */
export interface Kept {
  /** A node of each part's markup then: when one is gone, the browser has rendered the parts afresh. */
  nodes: Node[];
  /** The control that had the focus, and a text box's text and caret. */
  control: {
    name: string;
    value: string;
    text: string | null;
    start: number | null;
    end: number | null;
  } | null;
  /** Indexes of the open groups (`<details>`), and the long lists' scroll positions. */
  open: number[];
  scrolls: number[];
}

export function keep(root: HTMLElement, target: EventTarget | null): Kept {
  const control = partControl(target);
  return {
    nodes: [...root.querySelectorAll("[data-static-part]")].flatMap((part) =>
      part.firstChild ? [part.firstChild] : [],
    ),
    control: control && {
      name: control.name,
      value: control.value,
      text: isTextBox(control) ? control.value : null,
      start: isTextBox(control) ? control.selectionStart : null,
      end: isTextBox(control) ? control.selectionEnd : null,
    },
    open: [...root.querySelectorAll("details")].flatMap((details, index) => (details.open ? [index] : [])),
    scrolls: [...root.querySelectorAll(LONG_LISTS)].map((list) => list.scrollTop),
  };
}

/** True when a part's markup of `kept` has gone: the browser has rendered the parts afresh. */
export const isReplaced = (kept: Kept) => !kept.nodes.every((node) => node.isConnected);

/**
 * After the browser rendered the static parts afresh: the focus back on the same control (if the new markup
 * took it away), with the text being typed, and the open groups and the lists' scroll positions as they were.
 */
export function restore(root: HTMLElement, kept: Kept): void {
  const details = root.querySelectorAll("details");
  for (const index of kept.open) {
    const group = details[index];
    if (group) group.open = true;
  }
  const lists = root.querySelectorAll(LONG_LISTS);
  kept.scrolls.forEach((top, index) => {
    const list = lists[index];
    if (list) list.scrollTop = top;
  });
  const { control } = kept;
  if (!control || (document.activeElement && document.activeElement !== document.body)) return;
  const candidates = [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-static-part] [name]"),
  ];
  const element = candidates.find(
    (candidate) =>
      candidate.name === control.name &&
      (!(candidate instanceof HTMLInputElement && candidate.type === "checkbox") ||
        candidate.value === control.value),
  );
  if (!element) return;
  element.focus({ preventScroll: true });
  if (isTextBox(element) && control.text !== null) {
    element.value = control.text;
    element.setSelectionRange(control.start, control.end);
  }
}

/** What a form's controls say, by control: a box's or radio's ticked state, another control's value. */
export type FormState = Map<string, boolean | string>;

/**
 * The form's named controls (those joined to it with `form=` too) that the visitor sets, each under a key that
 * names the same control in markup rendered afresh: its name, a box's value, and its rank among those alike.
 */
function controls(form: HTMLFormElement): [string, HTMLInputElement | HTMLSelectElement][] {
  const ranks = new Map<string, number>();
  return [...form.elements].flatMap((element) => {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return [];
    if (!element.name || element.disabled || ["hidden", "submit", "button"].includes(element.type)) return [];
    const alike = isBox(element) ? `${element.name}=${element.value}` : element.name;
    const rank = ranks.get(alike) ?? 0;
    ranks.set(alike, rank + 1);
    return [[`${alike}#${rank}`, element]];
  });
}

const isBox = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");

/** What the form says now: the search it describes. */
export const formState = (form: HTMLFormElement): FormState =>
  new Map(controls(form).map(([key, element]) => [key, isBox(element) ? element.checked : element.value]));

/** The same controls rendered afresh made to say `state` again (one the new markup lacks is left alone). */
export function setFormState(form: HTMLFormElement, state: FormState): void {
  for (const [key, element] of controls(form)) {
    const value = state.get(key);
    if (typeof value === "boolean" && isBox(element)) element.checked = value;
    else if (typeof value === "string" && !isBox(element)) element.value = value;
  }
}
