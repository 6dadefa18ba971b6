/** Catch-all: any unknown path answers HTTP 404 with "Page not found: {path}" inside the public layout. */
import { data } from "react-router";
import { NotFoundContent } from "../../components/status-screens.tsx";
import { getTranslator } from "../../lib/i18n.server.ts";
import { pageMeta } from "../../lib/route-meta.ts";
import type { Route } from "./+types/not-found";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return data({ meta: { title: t("notFound.title"), noIndex: true } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFound() {
  return <NotFoundContent />;
}
