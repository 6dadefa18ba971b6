/**
 * JSON written inside a `<script>` element (the i18n bootstrap, the colour mode's storage key, JSON-LD): `<`, `>`,
 * `&` and the two line separators escaped as `\uXXXX`, so no text in it can end the element. It parses back to
 * the same value.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
