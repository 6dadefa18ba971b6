/** Privacy policy (/legal/privacy), in the request's language (content/pages). */
import { pageMeta } from "#app/lib/route-meta.ts";
import type { Route } from "./+types/privacy";
import { loadLegalPage } from "./legal.server.ts";
import { LegalPage } from "./legal-page.tsx";

export const loader = ({ context }: Route.LoaderArgs) => loadLegalPage("privacy", context);

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} updated={loaderData.updated} />;
}
