/**
 * /i18n/{locale}.{hash}.json: a locale's texts, already parsed, fetched by entry.client before hydration.
 * The hash follows the content, so the current file is cached for good (by browsers and by the page cache);
 * an old hash (a page from before a deploy) gets today's texts, not cached.
 */
import { isLocale } from "@keel/contracts/locales";
import { data } from "react-router";
import { textsFile } from "#app/lib/i18n.server.ts";
import type { Route } from "./+types/i18n-texts";

export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z-]+)\.([0-9a-f]{16})\.json$/.exec(params.file);
  const locale = match?.[1];
  if (!match || !locale || !isLocale(locale)) throw data(null, { status: 404 });
  const file = await textsFile(locale);
  const isCurrent = file.url.endsWith(`/${params.file}`);
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": isCurrent ? "public, max-age=31536000, s-maxage=31536000, immutable" : "no-cache",
    },
  });
}
