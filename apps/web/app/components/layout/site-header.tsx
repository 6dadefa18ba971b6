import { Link, NavLink, useRouteLoaderData } from "react-router";
import { useLocale, useT } from "../../lib/i18n.ts";
import { localizePath } from "../../lib/locale.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { BrandLogo } from "../brand-logo.tsx";
import { ColorModeControl } from "../color-mode-control.tsx";
import { LanguageSwitcher } from "../language-switcher.tsx";
import { Button } from "../ui/button.tsx";

/** Header of the public pages: brand, navigation, language, colour mode, and the way in (or back) to the account. */
export function SiteHeader() {
  const t = useT();
  const locale = useLocale();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <BrandLogo />
        <nav aria-label={t("nav.main")} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1 text-sm font-medium">
            <li>
              <NavLink
                to={localizePath("/", locale)}
                end
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground aria-[current=page]:text-foreground"
              >
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={localizePath("/boats", locale)}
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground aria-[current=page]:text-foreground"
              >
                {t("search.navLink")}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={localizePath("/partners", locale)}
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground aria-[current=page]:text-foreground"
              >
                {t("partners.nav")}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={localizePath("/professionals", locale)}
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground aria-[current=page]:text-foreground"
              >
                {t("professionals.nav")}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={localizePath("/pricing", locale)}
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground aria-[current=page]:text-foreground"
              >
                {t("pricing.nav")}
              </NavLink>
            </li>
            <li>
              <Link
                to={`${localizePath("/", locale)}#latest`}
                className="rounded-md px-3 py-2 text-muted-foreground no-underline hover:text-foreground"
              >
                {t("nav.latestBoats")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <ColorModeControl className="hidden sm:inline-flex" />
          {user ? (
            <Button asChild size="sm">
              <Link to={localizePath("/dashboard", locale)}>{t("nav.dashboard")}</Link>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to={localizePath("/auth/login", locale)}>{t("nav.login")}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
