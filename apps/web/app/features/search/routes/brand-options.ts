/**
 * GET /boats/options/brands?q=: brands for the search page's brand combobox (slug and name), through the web
 * server like every API call of the site. Public and the same for everyone: browsers may keep it a minute.
 */
import { searchBrandOptions } from "#app/features/search/search-options.server.ts";
import { apiContext } from "#app/lib/session.server.ts";
import type { Route } from "./+types/brand-options";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const items = await searchBrandOptions(q, apiContext(context, request));
  return Response.json({ items }, { headers: { "Cache-Control": "public, max-age=60" } });
}
