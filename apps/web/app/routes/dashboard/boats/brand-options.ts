/**
 * GET /dashboard/boats/options/brands?q=: brands for the editor's combobox, best matches first, through the
 * web server (the browser never calls the API with the session's token).
 */
import { ZBrandOptionList } from "@keel/contracts/catalog";
import { apiRequest } from "../../../lib/api-client.server.ts";
import { userApiContext } from "../../../lib/session.server.ts";
import type { Route } from "./+types/brand-options";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { items } = await apiRequest("brands", {
    ...userApiContext(context, request),
    query: { q: q || undefined, limit: 20 },
    schema: ZBrandOptionList,
  });
  // Not cached: a brand the back office has just added must show at once.
  return Response.json({ items: items.map(({ id, name }) => ({ id, label: name })) });
}
