import type { Translate } from "#app/lib/i18n.ts";

/**
 * A heart's accessible name: a guest's asks them to sign in; a signed-in buyer's says what pressing it does
 * (`saved`: whether the boat is among their favourites).
 */
export function heartLabel(t: Translate, saved: boolean | null, title: string): string {
  if (saved === null) return t("favourites.button.signIn", { title });
  return t(saved ? "favourites.button.remove" : "favourites.button.add", { title });
}
