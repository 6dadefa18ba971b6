/**
 * GET /dashboard/boats/options/brands/{brandId}/models?q=: a brand's models for the editor's combobox, with
 * the current team's own free-text models marked `pending`. A brand the team cannot pick (another team's
 * free text) simply has no models to offer.
 */
import { ZModelOptionList } from "@keel/contracts/catalog";
import { data } from "react-router";
import { requireId } from "#app/features/boats/boats.server.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import type { Route } from "./+types/model-options";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const brandId = requireId(params.brandId);
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  try {
    const { items } = await apiRequest(`teams/${team.id}/brands/${brandId}/models`, {
      ...userApiContext(context, request),
      query: { q: q || undefined, limit: 20 },
      schema: ZModelOptionList,
    });
    // Not cached: a model the back office has just added must show at once.
    return Response.json({ items: items.map(({ id, name, pending }) => ({ id, label: name, pending })) });
  } catch (error) {
    if (isApiError(error, 404)) return Response.json({ items: [] });
    throw error;
  }
}
