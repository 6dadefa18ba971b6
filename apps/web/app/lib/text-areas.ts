/**
 * The texts file is cut per area of the app (docs/decisions/010-texts-in-the-browser.md, "Texts per area"): every
 * page fetches the public file (the shell, the public pages and every text no signed-in area owns); a page under
 * one of the layouts below fetches its area's file too, before hydrating or, on a client-side navigation, before
 * rendering (texts-client.ts). Which keys an area owns is read from its modules (scripts/text-areas.ts).
 */
export const SIGNED_IN_AREAS = ["auth", "account", "admin"] as const;
export type SignedInArea = (typeof SIGNED_IN_AREAS)[number];
export type TextArea = "public" | SignedInArea;

/** The layout route (its id without the locale prefix) whose pages make each area. */
export const AREA_OF_LAYOUT: Readonly<Record<string, SignedInArea>> = {
  "auth/layout": "auth",
  "dashboard/layout": "account",
  "admin/layout": "admin",
};

/** The area a route id ("fr/admin/layout", "dashboard/layout") opens, if it is one of the layouts above. */
export function textAreaOfLayout(routeId: string): SignedInArea | undefined {
  for (const [layout, area] of Object.entries(AREA_OF_LAYOUT))
    if (routeId === layout || routeId.endsWith(`/${layout}`)) return area;
  return undefined;
}

/** The texts a page of these matched routes needs: the public file, then its area's. */
export function textAreasOf(routeIds: readonly string[]): TextArea[] {
  const areas: TextArea[] = ["public"];
  for (const id of routeIds) {
    const area = textAreaOfLayout(id);
    if (area && !areas.includes(area)) areas.push(area);
  }
  return areas;
}

export function isTextArea(value: string): value is TextArea {
  return value === "public" || (SIGNED_IN_AREAS as readonly string[]).includes(value);
}
