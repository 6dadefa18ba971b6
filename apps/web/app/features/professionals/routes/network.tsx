/**
 * The professionals network (docs/product.md, Who uses Keel; path /professionals): listed teams with member since,
 * spoken languages, boats listed, the verified and reply-time badges; keyword, country and language filters.
 */

import { ZProfessionalList } from "@keel/contracts/professionals";
import {
  countedCountryOptions,
  languageName,
  languageOptions,
  parseProfessionalQuery,
  toDirectoryApiQuery,
} from "#app/features/directory/index.server.ts";
import { professionalLabels } from "#app/features/professionals/professional-view.server.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { formatCountry } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { SearchFrame } from "#app/ui/search-frame.tsx";
import type { Route } from "./+types/network";

/** The page only shows its data, its search form's submit taken by the frame: a static part (lib/static-part.tsx). */
const ProfessionalsNetworkView = staticPart("professionals-network", () =>
  import("#app/features/professionals/components/professionals-network.tsx").then(
    (module) => module.ProfessionalsNetworkView,
  ),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProfessionalQuery(new URL(request.url).searchParams);
  const locale = context.get(localeContext);
  const [t, list] = await Promise.all([
    getTranslator(context),
    apiRequest("professionals", {
      ...apiContext(context, request),
      query: toDirectoryApiQuery(query),
      schema: ZProfessionalList,
    }).catch((error: unknown) => {
      console.error("professionals: could not load the network", error);
      return null;
    }),
  ]);
  // "Yacht brokers in France", "… speaking Italian": a filtered page says what it lists.
  const title = query.country
    ? t("professionals.meta.titleCountry", { country: formatCountry(query.country, locale) })
    : query.language
      ? t("professionals.meta.titleLanguage", { language: languageName(query.language, locale) })
      : t("professionals.meta.title");
  return {
    meta: { title, description: t("professionals.meta.description"), noIndex: query.q !== "" },
    query,
    list: list && {
      total: list.total,
      items: list.items.map((professional) => ({
        professional,
        labels: professionalLabels(professional, locale),
      })),
    },
    // Only countries with members, with their counts (the selected one stays, counted 0 when emptied).
    countries: countedCountryOptions(list?.facets.country ?? [], query.country, locale),
    languages: languageOptions(query.language, locale),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ProfessionalsNetwork({ loaderData }: Route.ComponentProps) {
  const { query, list, countries, languages } = loaderData;
  return (
    <SearchFrame className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6">
      <ProfessionalsNetworkView query={query} list={list} countries={countries} languages={languages} />
    </SearchFrame>
  );
}
