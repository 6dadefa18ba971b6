/**
 * A partner's page (/partners/{slug}): who they are, where, how to reach them, with the
 * partner as schema.org LocalBusiness JSON-LD. Unknown slugs answer 404.
 */
import { ZPartner, ZSlugParams } from "@keel/contracts/partners";
import { data } from "react-router";
import { countryLabels } from "#app/features/directory/index.server.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { plainExcerpt } from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { partnerJsonLd } from "#app/lib/organization-seo.ts";
import { pageOnly } from "#app/lib/page-only.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import type { Route } from "./+types/partner";

/** The page only shows its data: a static part (lib/static-part.tsx). */
const PartnerProfileView = staticPart("partner-profile", () =>
  import("#app/features/partners/components/partner-profile.tsx").then((module) => module.PartnerProfile),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ZSlugParams.safeParse(params).success) throw data(null, { status: 404 });
  const locale = context.get(localeContext);
  const [t, partner] = await Promise.all([
    getTranslator(context),
    apiRequest(`partners/${params.slug}`, { ...apiContext(context, request), schema: ZPartner }).catch(
      (error: unknown) => {
        if (isApiError(error, 404)) throw data(null, { status: 404 });
        throw error;
      },
    ),
  ]);
  const category = t(`partners.category.${partner.category}`);
  const countryName = partner.country ? countryLabels([partner.country], locale)[partner.country]! : null;
  const place = [partner.city, countryName].filter(Boolean).join(", ");
  return {
    meta: {
      title: t("partners.page.metaTitle", { name: partner.name, category }),
      description: partner.description
        ? plainExcerpt(partner.description, 160)
        : t("partners.page.metaDescription", { name: partner.name, category, place: place || "-" }),
    },
    jsonLd: pageOnly(context, [partnerJsonLd(partner, { site: siteIdentity(), locale })]),
    partner,
    category,
    place,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** No post changes what the page shows; its JSON-LD would only render itself again (lib/json-ld.tsx). */
export const shouldRevalidate = notAfterPosts;

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { partner, category, place } = loaderData;
  return <PartnerProfileView partner={partner} category={category} place={place} />;
}
