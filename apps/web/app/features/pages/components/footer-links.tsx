import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";

/** The site's own pages, in three groups; the footer shows them on every public page. */
const GROUPS = [
  {
    titleKey: "pages.footer.marketplace",
    links: [
      ["search.navLink", "/boats"],
      ["partners.nav", "/partners"],
      ["professionals.nav", "/professionals"],
      ["pricing.nav", "/pricing"],
    ],
  },
  {
    titleKey: "pages.footer.company",
    links: [
      ["pages.footer.about", "/about"],
      ["pages.footer.contact", "/contact"],
    ],
  },
  {
    titleKey: "pages.footer.legal",
    links: [
      ["pages.footer.terms", "/legal/terms"],
      ["pages.footer.privacy", "/legal/privacy"],
    ],
  },
] as const;

export function FooterLinks() {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t("pages.footer.label")} className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
      <div className="grid gap-8 sm:grid-cols-3">
        {GROUPS.map((group) => (
          <div key={group.titleKey} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">{t(group.titleKey)}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map(([labelKey, path]) => (
                <li key={path}>
                  <Link
                    to={localizePath(path, locale)}
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {t(labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
