/** Catch-all: any unknown path answers HTTP 404 with "Page not found: {path}" inside the public layout. */
import { data } from "react-router";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { NotFoundContent } from "#app/shell/status-screens.tsx";
import type { Route } from "./+types/not-found";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return data({ meta: { title: t("notFound.title"), noIndex: true } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFound() {
  return <NotFoundContent />;
}
