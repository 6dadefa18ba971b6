/**
 * The logic of the brand and model comboboxes (ARIA combobox pattern, list autocomplete with the first
 * option active): which options to show, including `Create "{label}"` for free text, and how keys move the
 * active option. Pure, so it is unit-tested without a browser; ui/combobox.tsx renders it.
 */

export interface ComboboxItem {
  id: number;
  label: string;
  /** The team's own free text, still waiting for the back office's review. */
  pending?: boolean;
}

export type ComboboxOption =
  | { kind: "item"; id: number; label: string; pending?: boolean }
  /** Free text: the seller's own words, for the back office to approve or map. */
  | { kind: "create"; label: string };

/**
 * What two names are compared by: case, accents, punctuation and spacing do not matter ("Bénéteau" is
 * "beneteau", "Jeanneau  Sun-Odyssey" is "jeanneau sun odyssey"), as in the API's brand search.
 */
export function matchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The options for a query: the items as found, then `Create "{query}"` when free text is allowed, the query
 * is not blank and no item already has that name.
 */
export function comboboxOptions(
  items: readonly ComboboxItem[],
  query: string,
  allowCreate: boolean,
): ComboboxOption[] {
  const options: ComboboxOption[] = items.map((item) => ({ kind: "item", ...item }));
  const label = query.trim().replace(/\s+/g, " ");
  const key = matchKey(label);
  if (allowCreate && key !== "" && !items.some((item) => matchKey(item.label) === key)) {
    options.push({ kind: "create", label });
  }
  return options;
}

export type NavigationKey = "ArrowDown" | "ArrowUp" | "Home" | "End" | "PageDown" | "PageUp";

const PAGE = 10;

export function isNavigationKey(key: string): key is NavigationKey {
  return ["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "PageUp"].includes(key);
}

/**
 * The active option after a key press, -1 for none. Arrows wrap around (as in native selects with a
 * screen reader's expectations of a listbox); Page keys jump ten options and stop at the ends.
 */
export function moveActive(current: number, key: NavigationKey, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "ArrowUp":
      return current <= 0 ? count - 1 : current - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "PageDown":
      return Math.min(count - 1, Math.max(current, 0) + PAGE);
    case "PageUp":
      return Math.max(0, current - PAGE);
  }
}

/**
 * The option Enter picks: the active one; with none active, an item whose name is exactly the query (so
 * typing a full brand name and pressing Enter links it rather than creating a duplicate).
 */
export function optionForEnter(
  options: readonly ComboboxOption[],
  activeIndex: number,
  query: string,
): ComboboxOption | null {
  const active = options[activeIndex];
  if (active) return active;
  const key = matchKey(query);
  if (key === "") return null;
  return options.find((option) => option.kind === "item" && matchKey(option.label) === key) ?? null;
}
