/**
 * The visitor's place in the search page's static parts (docs/decisions/064-static-parts.md), kept at each
 * interaction and given back when the browser renders the parts afresh: their first render after a
 * client-side navigation replaces the server's markup, and with it the focused control, the open groups
 * (`<details>`) and the long lists' scroll positions.
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
