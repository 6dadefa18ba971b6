/**
 * The footer's static parts (lib/static-part.tsx): the brand, the currency choice (a plain GET form), the
 * support line with the social profiles, the site's links and the copyright. Their code is not in the first
 * view; site-footer.tsx renders them through `staticPart`, and the colour mode control among them is hydrated
 * as usual.
 */
import { FooterLinks } from "#app/features/pages/index.ts";
import { useBrand, useT } from "#app/lib/i18n.ts";
import type { SocialLink } from "#app/lib/organization-seo.ts";
import { BrandLogo } from "./brand-logo.tsx";

export { CurrencySwitch } from "./currency-switch.tsx";

export function FooterBrand() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <BrandLogo />
      <p className="max-w-sm text-sm text-muted-foreground">{t("footer.tagline")}</p>
    </div>
  );
}

/** The support line, and the brand's profiles on the social networks (the site settings' `social.*`). */
export function FooterContact({ social }: { social: SocialLink[] }) {
  const t = useT();
  const brand = useBrand();
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("footer.support")}</p>
      {social.length > 0 ? (
        <nav aria-label={t("footer.social.label", { brand })}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:justify-end">
            {social.map((link) => (
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
      ) : null}
    </>
  );
}

/** The site's own pages and the copyright line. */
export function FooterEnd() {
  const t = useT();
  const brand = useBrand();
  return (
    <>
      <FooterLinks />
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          {t("footer.copyright", { brand, year: String(new Date().getUTCFullYear()) })}
        </p>
      </div>
    </>
  );
}
