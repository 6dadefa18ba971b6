import { useRouteLoaderData } from "react-router";
import { FooterLinks } from "#app/features/pages/index.ts";
import { useBrand, useT } from "#app/lib/i18n.ts";
import type { SocialLink } from "#app/lib/organization-seo.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { ColorModeControl } from "./color-mode-control.tsx";
import { CurrencySwitch } from "./currency-switch.tsx";

export function SiteFooter() {
  const t = useT();
  const brand = useBrand();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="flex flex-col gap-3">
          <BrandLogo />
          <p className="max-w-sm text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          <ColorModeControl />
          <CurrencySwitch />
          <p className="text-sm text-muted-foreground">{t("footer.support")}</p>
          <SocialLinks />
        </div>
      </div>
      <FooterLinks />
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          {t("footer.copyright", { brand, year: String(new Date().getUTCFullYear()) })}
        </p>
      </div>
    </footer>
  );
}

/** The brand's profiles on the social networks, from the site settings (`social.*`); nothing when none is set. */
function SocialLinks() {
  const t = useT();
  const brand = useBrand();
  const links = (useRouteLoaderData("root") as { social?: SocialLink[] } | undefined)?.social ?? [];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t("footer.social.label", { brand })}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:justify-end">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              rel="me noopener noreferrer"
              className="text-muted-foreground hover:text-foreground"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
