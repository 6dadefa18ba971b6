/**
 * /i18n/{locale}.{area}.{hash}.json: one area's texts of a locale (lib/text-areas.ts), already parsed,
 * fetched by the browser before it hydrates a page of that area or renders one after a client-side navigation.
 * The hash follows the content, so the current file is cached for good (by browsers and by the page cache);
 * an old hash (a page from before a deploy) gets today's texts, not cached. /i18n/{locale}.{hash}.json, the
 * name from before texts were cut per area, answers every text of the locale, so such a page still hydrates.
 */
import { isLocale } from "@keel/contracts/locales";
import { data } from "react-router";
import { type TextsFileArea, textsFile } from "#app/lib/i18n.server.ts";
import { isTextArea } from "#app/lib/text-areas.ts";
import type { Route } from "./+types/i18n-texts";

export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z-]+)(?:\.([a-z]+))?\.([0-9a-f]{16})\.json$/.exec(params.file);
  const locale = match?.[1];
  const area = match && fileArea(match[2]);
  if (!match || !locale || !isLocale(locale) || !area) throw data(null, { status: 404 });
  const file = await textsFile(locale, area);
  const isCurrent = file.url.endsWith(`/${params.file}`);
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": isCurrent ? "public, max-age=31536000, s-maxage=31536000, immutable" : "no-cache",
    },
  });
}

function fileArea(name: string | undefined): TextsFileArea | undefined {
  if (name === undefined) return "all";
  return isTextArea(name) ? name : undefined;
}
