/**
 * The public site's main links, in the header on wide screens and in the phone menu. Links and nothing else,
 * so the header renders them as static parts (lib/static-part.tsx): their code is not in the first view and
 * React does not hydrate them. `pathname` is the page's path, which decides the current link
 * (`aria-current="page"`, NavLink's): another page renders them anew.
 */

import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link, NavLink } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";

/** `.site-nav-link` of app.css: on every page, in the header and in the phone menu. */
const linkClass = "site-nav-link";

export function MainLinks({ className }: { className?: string; pathname: string }) {
  const t = useT();
  const locale = useLocale();
  const links = [
    { to: localizePath("/", locale), label: t("nav.home"), end: true },
    { to: localizePath("/boats", locale), label: t("search.navLink") },
    { to: localizePath("/partners", locale), label: t("partners.nav") },
    { to: localizePath("/professionals", locale), label: t("professionals.nav") },
    { to: localizePath("/pricing", locale), label: t("pricing.nav") },
  ];
  return (
    <ul className={cn("text-sm font-medium", className)}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <Link to={`${localizePath("/", locale)}#latest`} className={linkClass}>
          {t("nav.latestBoats")}
        </Link>
      </li>
    </ul>
  );
}
