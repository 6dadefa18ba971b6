/** Loader of the legal pages: the document in the request's locale and its "Last updated" line. */
import type { RouterContextProvider } from "react-router";
import { type DocumentName, LEGAL_UPDATED } from "#app/features/pages/content/types.ts";
import { getDocument } from "#app/features/pages/content.server.ts";
import { formatDate } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";

export async function loadLegalPage(
  name: Extract<DocumentName, "terms" | "privacy">,
  context: Readonly<RouterContextProvider>,
) {
  const locale = context.get(localeContext);
  const [t, document] = await Promise.all([getTranslator(context), getDocument(name, locale)]);
  return {
    meta: { title: document.title, description: document.description },
    document,
    // Formatted here so that the server's words and the hydrated page's are the same.
    updated: t("pages.legal.updated", { date: formatDate(LEGAL_UPDATED, locale, "long") }),
  };
}
