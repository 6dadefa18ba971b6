import { ContentDocumentView } from "#app/features/pages/components/content-document-part.ts";
import type { ContentDocument } from "#app/features/pages/content/types.ts";

/** The shared body of the terms and the privacy policy: the document, its date, a table of contents. */
export function LegalPage({ document, updated }: { document: ContentDocument; updated: string }) {
  return <ContentDocumentView document={document} updated={updated} hasContents />;
}
