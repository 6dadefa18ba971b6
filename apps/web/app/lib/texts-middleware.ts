/** The signed-in areas' layouts wait for their texts on client-side navigations (lib/texts-client.ts). */
import { redirectDocument } from "react-router";
import type { SignedInArea } from "./text-areas.ts";
import { ensureTexts } from "./texts-client.ts";

/**
 * A signed-in area's layout's `clientMiddleware`: its pages render once its texts are there. They are
 * fetched while the page's data loads; if they cannot be, the page is loaded as a document instead, which
 * the server renders with every text.
 */
export function textsMiddleware(area: SignedInArea) {
  return async <Result>({ request }: { request: Request }, next: () => Promise<Result>): Promise<Result> => {
    const texts = ensureTexts(area);
    // Handled below, after the page's data: no unhandled rejection while both load.
    texts.catch(() => undefined);
    const result = await next();
    try {
      await texts;
    } catch (error) {
      console.warn(`i18n: the ${area} texts could not be loaded; loading the page as a document`, error);
      throw redirectDocument(request.url);
    }
    return result;
  };
}
