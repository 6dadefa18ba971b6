import { ContentDocumentView } from "../../../components/pages/content-document.tsx";
import type { ContentDocument } from "../../../content/types.ts";

/** The shared body of the terms and the privacy policy: the document, its date, a table of contents. */
export function LegalPage({ document, updated }: { document: ContentDocument; updated: string }) {
  return <ContentDocumentView document={document} updated={updated} hasContents />;
}
