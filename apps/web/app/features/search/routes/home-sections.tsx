/**
 * The home page's interactive sections, whose code loads on intent or once the browser is idle (home.tsx,
 * lib/deferred-module.ts): the search box (a GET form to the search page, with or without JavaScript) and the
 * newest boats (server-rendered from the API; their hearts).
 */
import { Form } from "react-router";
import { BoatCards, type CardBoat } from "#app/features/search/components/boat-card.tsx";
import { DeferredHeartDelegate } from "#app/features/search/components/deferred-heart-delegate.tsx";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { PageOnly } from "#app/lib/static-part.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";

export function HeroSearch({ id }: { id: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Form
      id={id}
      method="get"
      action={localizePath("/boats", locale)}
      className="flex w-full max-w-2xl gap-2"
    >
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
  );
}

export function LatestBoats({
  id,
  boats,
  count,
}: {
  id: string;
  /** null when the API could not answer; page-only (the card grid shows them, this section only passes them on). */
  boats: PageOnly<CardBoat[]> | null;
  count: number;
}) {
  const t = useT();
  return (
    <section
      id={id}
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
      ) : count === 0 ? (
        <p className="rounded-lg border bg-muted p-6 text-muted-foreground">{t("home.latest.empty")}</p>
      ) : (
        // No photo is loaded first: the page's largest paint is the hero's heading, and on a phone these cards
        // start below the fold, where a high-priority photo would only take bandwidth from the stylesheet.
        <BoatCards boats={boats} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" />
      )}
      <DeferredHeartDelegate />
    </section>
  );
}
