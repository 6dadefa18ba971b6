/**
 * The long-form pages' document (about, terms, privacy, how results are ordered) as a static part
 * (lib/static-part.tsx): the server's markup on the first view, without its code or hydration.
 */
import { staticPart } from "#app/lib/static-part.tsx";

export const ContentDocumentView = staticPart("content-document", () =>
  import("./content-document.tsx").then((module) => module.ContentDocumentView),
);
