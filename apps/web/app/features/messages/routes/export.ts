/**
 * /dashboard/requests/export.csv: the requests as CSV with the filters and order of the list (its URL's
 * query), streamed from the API with the session token. A resource route: the download link opens it with a
 * document request.
 */

import { forwardCsv } from "#app/features/messages/inbox.server.ts";
import { REQUESTS_LIST, requestsExportQuery } from "#app/features/messages/inbox-lists.ts";
import { parseListQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(REQUESTS_LIST, url.searchParams);
  return forwardCsv(request, context, requestsExportQuery(query));
}
