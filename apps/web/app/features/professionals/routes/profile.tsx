/**
 * A professional's profile (/professionals/{slug}): the team's own words, facts and badges, contact details,
 * and its latest public boats as cards. The boat page's seller card links here. JSON-LD: the team as an
 * Organization and its boats as an ItemList.
 */
import { ZSlugParams } from "@keel/contracts/partners";
import { ZProfessionalProfile } from "@keel/contracts/professionals";
import { Suspense } from "react";
import { data } from "react-router";
import { professionalLabels } from "#app/features/professionals/professional-view.server.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { itemListJsonLd, plainExcerpt } from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { deferredComponent } from "#app/lib/deferred-module.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { professionalJsonLd } from "#app/lib/organization-seo.ts";
import { pageOnly } from "#app/lib/page-only.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { withPackedPhoto } from "#app/ui/photo-set.ts";
import type { Route } from "./+types/profile";

/**
 * The profile's top (banner, breadcrumbs to contact details) only shows its data: a static part
 * (lib/static-part.tsx). Its boats (heading, cards with their hearts, "see all boats") load their code after the
 * first view (professional-boats.tsx, lib/deferred-module.ts).
 */
const parts = () => import("#app/features/professionals/components/professional-about.tsx");
const ProfessionalAboutView = staticPart("professional-about", () =>
  parts().then((module) => module.ProfessionalAbout),
);

const BOATS_ID = "profile-boats-section";
const ProfessionalBoats = deferredComponent(`#${BOATS_ID}`, () =>
  import("#app/features/professionals/components/professional-boats.tsx").then(
    (module) => module.ProfessionalBoats,
  ),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ZSlugParams.safeParse(params).success) throw data(null, { status: 404 });
  const locale = context.get(localeContext);
  const [t, profile] = await Promise.all([
    getTranslator(context),
    apiRequest(`professionals/${params.slug}`, {
      ...apiContext(context, request),
      query: { locale },
      schema: ZProfessionalProfile,
    }).catch((error: unknown) => {
      if (isApiError(error, 404)) throw data(null, { status: 404 });
      throw error;
    }),
  ]);
  const labels = professionalLabels(profile, locale);
  const kind = t(`professionals.kind.${profile.kind}`);
  const about = profile.description ?? profile.headline;
  const ldContext = { site: siteIdentity(), locale };
  const blocks = [professionalJsonLd(profile, ldContext)];
  if (profile.boats.items.length > 0) blocks.push(itemListJsonLd(profile.boats.items, ldContext));
  return {
    meta: {
      title: t("professionals.profile.metaTitle", { name: profile.name, place: labels.place }),
      description: about
        ? plainExcerpt(about, 160)
        : t("professionals.profile.metaDescription", { name: profile.name, kind, place: labels.place }),
    },
    jsonLd: pageOnly(context, blocks),
    // The cards' photos packed (photo-set.ts): a base and widths rather than eight URLs each.
    profile: { ...profile, boats: { ...profile.boats, items: profile.boats.items.map(withPackedPhoto) } },
    labels,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** No post changes what the page shows; its JSON-LD would only render itself again (lib/json-ld.tsx). */
export const shouldRevalidate = notAfterPosts;

export default function ProfessionalProfile({ loaderData }: Route.ComponentProps) {
  const { profile, labels } = loaderData;
  const boats = profile.boats;
  return (
    <div className="flex flex-col">
      <ProfessionalAboutView profile={{ ...profile, boats: { total: boats.total } }} labels={labels} />
      <Suspense>
        <ProfessionalBoats id={BOATS_ID} name={profile.name} boats={boats.items} total={boats.total} />
      </Suspense>
    </div>
  );
}
