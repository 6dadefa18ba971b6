/**
 * A professional's profile (/professionals/{slug}): the team's own words, facts and badges, contact details,
 * and its latest public boats as cards. The boat page's seller card links here. JSON-LD: the team as an
 * Organization and its boats as an ItemList.
 */
import { PROFILE_BOATS } from "@keel/contracts/directory-codes";
import { ZSlugParams } from "@keel/contracts/partners";
import { ZProfessionalProfile } from "@keel/contracts/professionals";
import { data, Link } from "react-router";
import { professionalLabels } from "#app/features/professionals/professional-view.server.ts";
import { BoatCard } from "#app/features/search/index.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { itemListJsonLd, plainExcerpt } from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { jsonLdDescriptors, professionalJsonLd } from "#app/lib/organization-seo.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { withPackedPhoto } from "#app/ui/photo-set.ts";
import type { Route } from "./+types/profile";

/**
 * What the profile only shows is static parts (lib/static-part.tsx): its top (banner, breadcrumbs to contact
 * details) and the boats' heading; the boats' cards stay hydrated (their hearts).
 */
const parts = () => import("#app/features/professionals/components/professional-about.tsx");
const ProfessionalAboutView = staticPart("professional-about", () =>
  parts().then((module) => module.ProfessionalAbout),
);
const ProfessionalBoatsHeading = staticPart("professional-boats-heading", () =>
  parts().then((module) => module.ProfessionalBoatsHeading),
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
      extra: jsonLdDescriptors(blocks),
    },
    // The cards' photos packed (photo-set.ts): a base and widths rather than eight URLs each.
    profile: { ...profile, boats: { ...profile.boats, items: profile.boats.items.map(withPackedPhoto) } },
    labels,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ProfessionalProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { profile, labels } = loaderData;
  const boats = profile.boats;
  return (
    <div className="flex flex-col">
      <ProfessionalAboutView profile={{ ...profile, boats: { total: boats.total } }} labels={labels} />
      <div className="mx-auto flex w-full max-w-7xl flex-col px-4 py-8 sm:px-6">
        <section aria-labelledby="profile-boats" className="flex flex-col gap-6">
          <ProfessionalBoatsHeading name={profile.name} shown={boats.items.length} total={boats.total} />
          {boats.items.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {boats.items.map((boat) => (
                <li key={boat.id}>
                  <BoatCard boat={boat} />
                </li>
              ))}
            </ul>
          ) : null}
          {boats.total > PROFILE_BOATS ? (
            <Link
              to={localizePath("/boats", locale)}
              className={buttonVariants({ variant: "outline", className: "self-start" })}
            >
              {t("professionals.profile.moreBoats")}
            </Link>
          ) : null}
        </section>
      </div>
    </div>
  );
}
