/**
 * /dashboard/requests/export.csv: the requests as CSV with the filters and order of the list (its URL's
 * query), streamed from the API with the session token. A resource route: the download link opens it with a
 * document request.
 */

import { REQUESTS_LIST, requestsExportQuery } from "#app/features/messages/message-lists.ts";
import { forwardCsv } from "#app/features/messages/messages.server.ts";
import { parseListQuery } from "#app/ui/list/list-query.ts";
import type { Route } from "./+types/export";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = parseListQuery(REQUESTS_LIST, url.searchParams);
  return forwardCsv(request, context, requestsExportQuery(query));
}
