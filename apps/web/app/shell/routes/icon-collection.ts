/**
 * /icons/{prefix}.json?icons=a,b,c: the local icon endpoint, in the Iconify JSON shape (`{ prefix, icons }`,
 * plus `not_found` for names the collection lacks). Pages do not need it (their icons arrive in the page's
 * sprite); the browser's loader asks it for icons of pages reached by client navigation.
 */
import { data } from "react-router";
import { iconCollection, pickIcons } from "#app/lib/icons/collection.server.ts";
import { isIconName } from "#app/lib/icons/icon-set.ts";
import type { Route } from "./+types/icon-collection";

const MAX_ICONS = 200;

export function loader({ params, request }: Route.LoaderArgs) {
  const prefix = /^([a-z0-9-]+)\.json$/.exec(params.file)?.[1];
  const collection = prefix ? iconCollection(prefix) : null;
  if (!collection) throw data(null, { status: 404 });
  const names = (new URL(request.url).searchParams.get("icons") ?? "").split(",").filter(Boolean);
  if (names.length === 0 || names.length > MAX_ICONS || !names.every(isIconName)) {
    const message = "The icons query must list icon names (a-z, 0-9, -) separated by commas.";
    return Response.json(
      { message, error: { code: "VALIDATION_FAILED", message, details: [{ path: "query.icons" }] } },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(pickIcons(collection, names), {
    headers: { "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
