import { useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { ColorModeControl } from "./color-mode-control.tsx";

/**
 * The languages: a <details> of links to this page in each language, which needs no code to open or follow,
 * so its code is not in the first view (lib/static-part.tsx); another page or query renders it anew.
 */
const LanguageSwitcher = staticPart("language-switcher", () =>
  import("./language-switcher.tsx").then((m) => m.LanguageSwitcher),
);

/** The main links (main-links.tsx) and the brand's link home: links only, static parts as well. */
const MainLinks = staticPart("main-links", () => import("./main-links.tsx").then((m) => m.MainLinks));
const HeaderBrand = staticPart("header-brand", () => import("./brand-logo.tsx").then((m) => m.BrandLogo));

/** Header of the public pages: brand, navigation, language, colour mode, and the way in (or back) to the account. */
export function SiteHeader() {
  const t = useT();
  const locale = useLocale();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const { pathname, search } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-7xl items-center gap-x-6 gap-y-2 px-4 py-3 sm:flex-wrap sm:px-6">
        <HeaderBrand />
        <nav aria-label={t("nav.main")} className="hidden sm:block">
          <MainLinks className="flex flex-wrap items-center gap-1" pathname={pathname} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher className="hidden sm:block" pathname={pathname} search={search} />
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
          <PhoneMenu pathname={pathname} search={search} />
        </div>
      </div>
    </header>
  );
}

/**
 * On phones the header keeps one row: brand, the account button and a Menu button whose panel holds the
 * links, the languages and the colour mode. A <details> works before the scripts load; Escape and a chosen
 * link close it. The colour mode is rendered once the menu is open: it needs the scripts to do anything, and
 * every page would otherwise carry a third copy of it (with the header's and the footer's) that a phone only
 * shows in this panel and a wider screen never does (docs/decisions/043-cheap-rendering.md).
 */
function PhoneMenu({ pathname, search }: { pathname: string; search: string }) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Opened before hydration: the toggle event has passed, so read the state once.
  useEffect(() => setIsOpen(menu.current?.open ?? false), []);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details
      ref={menu}
      className="group relative sm:hidden"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      // A chosen link closes the menu (the links are a static part: their clicks bubble up to here).
      onClick={(event) => {
        if ((event.target as Element).closest?.("a")) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        close();
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        className={cn(
          "inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border px-3 text-sm font-medium",
          "hover:bg-muted [&::-webkit-details-marker]:hidden",
        )}
      >
        <Icon name="menu" aria-hidden="true" className="size-4 group-open:hidden" />
        <Icon name="x" aria-hidden="true" className="hidden size-4 group-open:block" />
        {t("nav.menu")}
      </summary>
      <div className="absolute right-0 z-40 mt-2 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-3 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg">
        <nav aria-label={t("nav.main")}>
          <MainLinks className="flex flex-col" pathname={pathname} />
        </nav>
        <LanguageSwitcher layout="list" className="border-t pt-3" pathname={pathname} search={search} />
        {isOpen ? (
          <div className="border-t px-3 pt-3">
            <ColorModeControl />
          </div>
        ) : null}
      </div>
    </details>
  );
}
