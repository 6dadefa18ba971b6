/** Home: a search-oriented hero, the newest boats (server-rendered from the API), why Keel, and sellers. */

import { ZBoatList } from "@keel/contracts/boats";
import { data, Form, Link } from "react-router";
import { BoatCard } from "#app/features/search/components/boat-card.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { jsonLdDescriptors, organizationJsonLd } from "#app/lib/organization-seo.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "#app/lib/page-cache.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { getSiteSettings } from "#app/lib/site-config.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
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
      // The marketplace as a schema.org Organization (name, URL, logo, social profiles from the site settings).
      extra: jsonLdDescriptors([organizationJsonLd(siteIdentity(), await getSiteSettings())]),
    },
    boats: boats?.items.map(withPackedPhoto) ?? null,
  };
  // Without the newest boats the page is a degraded one: not worth sharing.
  return data(page, { headers: { "Cache-Control": boats ? PUBLIC_PAGE_CACHE_CONTROL : "no-store" } });
}

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * Why Keel and the sellers' invitation only show texts: a static part (lib/static-part.tsx, home-parts.tsx),
 * the server's markup on the first view, without its code or hydration.
 */
const HomeEnd = staticPart("home-end", () => import("./home-parts.tsx").then((module) => module.HomeEnd));

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <LatestBoats boats={loaderData.boats} />
      <HomeEnd />
    </>
  );
}

function Hero() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-accent to-background">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("home.hero.eyebrow")}</p>
        <h1 id="hero-title" className="max-w-3xl text-4xl sm:text-5xl">
          {t("home.hero.title")}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t("home.hero.subtitle")}</p>
        {/* A real search box: a GET form to the search page, with or without JavaScript. */}
        <Form method="get" action={localizePath("/boats", locale)} className="flex w-full max-w-2xl gap-2">
          <label htmlFor="hero-search" className="sr-only">
            {t("search.hero.label")}
          </label>
          <Input
            id="hero-search"
            type="search"
            name="q"
            maxLength={200}
            enterKeyHint="search"
            placeholder={t("search.hero.placeholder")}
            className="h-12 flex-1 bg-background text-base"
          />
          <Button type="submit" size="lg">
            {t("search.hero.submit")}
          </Button>
        </Form>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="outline">
            <a href="#latest">{t("home.hero.browse")}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localizePath("/dashboard", locale)}>{t("home.hero.sell")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function LatestBoats({ boats }: { boats: Route.ComponentProps["loaderData"]["boats"] }) {
  const t = useT();
  return (
    <section
      id="latest"
      aria-labelledby="latest-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12 sm:px-6"
    >
      <div className="mb-6 flex flex-col gap-1">
        <h2 id="latest-title">{t("home.latest.title")}</h2>
        <p className="text-muted-foreground">{t("home.latest.subtitle")}</p>
      </div>
      {boats === null ? (
        <p role="status" className="rounded-lg border bg-muted p-6 text-muted-foreground">
          {t("home.latest.unavailable")}
        </p>
      ) : boats.length === 0 ? (
        <p className="rounded-lg border bg-muted p-6 text-muted-foreground">{t("home.latest.empty")}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {/* No photo is preloaded: the page's largest paint is the hero's heading, and on a phone these cards
              start below the fold, where a high-priority photo would only take bandwidth from the stylesheet. */}
          {boats.map((boat) => (
            <li key={boat.id}>
              <BoatCard boat={boat} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
