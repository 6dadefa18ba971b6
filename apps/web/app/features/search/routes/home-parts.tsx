/** The home page's static parts (lib/static-part.tsx): the hero's texts and links, why Keel, and the invitation to sellers. */

import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** The hero's eyebrow, heading and subtitle. */
export function HeroIntro() {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("home.hero.eyebrow")}</p>
      <h1 id="hero-title" className="max-w-3xl text-4xl sm:text-5xl">
        {t("home.hero.title")}
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{t("home.hero.subtitle")}</p>
    </>
  );
}

/** The hero's links: down to the newest boats, and to selling. */
export function HeroLinks() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg" variant="outline">
        <a href="#latest">{t("home.hero.browse")}</a>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={localizePath("/dashboard", locale)}>{t("home.hero.sell")}</Link>
      </Button>
    </div>
  );
}

export function HomeEnd() {
  return (
    <>
      <Features />
      <Sellers />
    </>
  );
}

function Features() {
  const t = useT();
  const items = [
    { icon: "shield-check", key: "verified" },
    { icon: "globe", key: "international" },
    { icon: "headset", key: "support" },
  ] as const;
  return (
    <section aria-labelledby="features-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="features-title" className="mb-8">
          {t("home.features.title")}
        </h2>
        <ul className="grid gap-8 md:grid-cols-3">
          {items.map(({ icon: iconName, key }) => (
            <li key={key} className="flex flex-col gap-2">
              <Icon name={iconName} aria-hidden="true" className="size-8 text-primary" />
              <h3 className="text-lg">{t(`home.features.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`home.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Sellers() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="sellers-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground sm:p-12">
        <h2 id="sellers-title">{t("home.sellers.title")}</h2>
        <p className="max-w-2xl">{t("home.sellers.body")}</p>
        <Button asChild variant="secondary" size="lg">
          <Link to={localizePath("/dashboard", locale)}>{t("home.sellers.cta")}</Link>
        </Button>
      </div>
    </section>
  );
}
