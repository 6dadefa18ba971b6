/**
 * GET /dashboard/boats/options/brands/{brandId}/models?q=: a brand's models for the editor's combobox. A
 * brand the API does not list (a free-text brand still pending review) simply has no models to offer.
 */
import { ZModelOptionList } from "@keel/contracts/catalog";
import { apiRequest, isApiError } from "../../../lib/api-client.server.ts";
import { requireId } from "../../../lib/boats.server.ts";
import { userApiContext } from "../../../lib/session.server.ts";
import type { Route } from "./+types/model-options";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const brandId = requireId(params.brandId);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  try {
    const { items } = await apiRequest(`brands/${brandId}/models`, {
      ...userApiContext(context, request),
      query: { q: q || undefined, limit: 20 },
      schema: ZModelOptionList,
    });
    // Not cached: a model the back office has just added must show at once.
    return Response.json({ items: items.map(({ id, name }) => ({ id, label: name })) });
  } catch (error) {
    if (isApiError(error, 404)) return Response.json({ items: [] });
    throw error;
  }
}
