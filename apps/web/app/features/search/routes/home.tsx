/** Home: a search-oriented hero, the newest boats (server-rendered from the API), why Keel, and sellers. */

import { ZBoatList } from "@keel/contracts/boats";
import { Suspense } from "react";
import { data } from "react-router";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { deferredComponent } from "#app/lib/deferred-module.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { organizationJsonLd } from "#app/lib/organization-seo.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "#app/lib/page-cache.server.ts";
import { pageOnly } from "#app/lib/page-only.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { getSiteSettings } from "#app/lib/site-config.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { withPackedPhoto } from "#app/ui/photo-set.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, boats] = await Promise.all([
    getTranslator(context),
    apiRequest("boats", {
      ...apiContext(context, request),
      query: { sort: "newest", page: 1, pageSize: 12, locale: context.get(localeContext) },
      schema: ZBoatList,
    }).catch((error: unknown) => {
      // The rest of the page is still worth showing; the section says the list is unavailable.
      console.error("home: could not load the newest boats", error);
      return null;
    }),
  ]);
  const page = {
    meta: {
      title: t("home.meta.title"),
      description: t("meta.defaultDescription"),
    },
    // The marketplace as a schema.org Organization (name, URL, logo, social profiles from the site settings).
    jsonLd: pageOnly(context, [organizationJsonLd(siteIdentity(), await getSiteSettings())]),
    // The cards only the card grid's static part shows: a document carries a stand-in (lib/page-only.server.ts).
    boats: boats ? pageOnly(context, boats.items.map(withPackedPhoto)) : null,
    boatCount: boats?.items.length ?? 0,
  };
  // Without the newest boats the page is a degraded one: not worth sharing.
  return data(page, { headers: { "Cache-Control": boats ? PUBLIC_PAGE_CACHE_CONTROL : "no-store" } });
}

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** A heart's post changes nothing the page's newest boats show: they would only render themselves again. */
export const shouldRevalidate = notAfterPosts;

/**
 * What only shows the page's texts is static parts (lib/static-part.tsx, home-parts.tsx), the server's markup on
 * the first view without code or hydration: the hero's texts and links, why Keel and the sellers' invitation.
 */
const parts = () => import("./home-parts.tsx");
const HeroIntro = staticPart("home-hero-intro", () => parts().then((module) => module.HeroIntro));
const HeroLinks = staticPart("home-hero-links", () => parts().then((module) => module.HeroLinks));
const HomeEnd = staticPart("home-end", () => parts().then((module) => module.HomeEnd));

/**
 * The search box and the newest boats (their hearts) load their code on intent or once the browser is idle
 * (lib/deferred-module.ts, home-sections.tsx): the server renders them whole, and before then the search box is
 * a plain GET form to the search page and the hearts are forms that post.
 */
const sections = () => import("./home-sections.tsx");
const HeroSearch = deferredComponent("#hero-search-form", () =>
  sections().then((module) => module.HeroSearch),
);
const LatestBoats = deferredComponent("#latest", () => sections().then((module) => module.LatestBoats));

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Suspense>
        <LatestBoats id="latest" boats={loaderData.boats} count={loaderData.boatCount} />
      </Suspense>
      <HomeEnd />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-accent to-background">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
        <HeroIntro />
        {/* A real search box: a GET form to the search page, with or without JavaScript (home-search.tsx). */}
        <Suspense>
          <HeroSearch id="hero-search-form" />
        </Suspense>
        <HeroLinks />
      </div>
    </section>
  );
}
