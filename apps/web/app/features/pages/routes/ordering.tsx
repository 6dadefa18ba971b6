/**
 * How results are ordered (/how-results-are-ordered): the ranking rule of the boat search in plain words
 * (decision 025), linked from the search results. The text lives in content/pages, in every language.
 */
import { ContentDocumentView } from "#app/features/pages/components/content-document-part.ts";
import { getDocument } from "#app/features/pages/content.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import type { Route } from "./+types/ordering";

export async function loader({ context }: Route.LoaderArgs) {
  const document = await getDocument("ordering", context.get(localeContext));
  return { meta: { title: document.title, description: document.description }, document };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Ordering({ loaderData }: Route.ComponentProps) {
  return <ContentDocumentView document={loaderData.document} />;
}
