/**
 * Reading route form posts. Forms post strings (and files); these helpers give every named field a string so
 * that an action can send it on and hand it back to the form when something is wrong (nothing typed is lost).
 */

/** The text of a field: "" when it is missing or is a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The texts of several fields, by name. Passwords should not be listed: they are never sent back. */
export function formTexts<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<K, string>;
}

/** A checkbox posts its value ("on" by default) only when checked. */
export function formChecked(form: FormData, name: string): boolean {
  return form.get(name) !== null;
}

/** The uploaded file of a field, or null when none was chosen (browsers post an empty file then). */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}
