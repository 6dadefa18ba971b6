/** /dashboard/boats/feeds/export/xml|csv: every boat of the team as a file (a resource route for the download links). */
import { forwardExport } from "#app/features/feeds/feeds.server.ts";
import type { Route } from "./+types/export";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return forwardExport(request, context, params.format);
}
