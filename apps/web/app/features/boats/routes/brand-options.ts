/**
 * GET /dashboard/boats/options/brands?q=: brands for the editor's combobox, best matches first, through the
 * web server (the browser never calls the API with the session's token). The current team's own free-text
 * brands, still waiting for review, come with the approved ones, marked `pending`.
 */
import { ZBrandOptionList } from "@keel/contracts/catalog";
import { data } from "react-router";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import type { Route } from "./+types/brand-options";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { items } = await apiRequest(`teams/${team.id}/brands`, {
    ...userApiContext(context, request),
    query: { q: q || undefined, limit: 20 },
    schema: ZBrandOptionList,
  });
  // Not cached: a brand the back office has just added must show at once.
  return Response.json({ items: items.map(({ id, name, pending }) => ({ id, label: name, pending })) });
}
