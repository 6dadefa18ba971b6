import type { ReactNode } from "react";
import { useTimeZoneCookie } from "#app/lib/time-zone.ts";
import { TooltipProvider } from "#app/ui/tooltip.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ColorModeControl } from "./color-mode-control.tsx";
import { CurrentPageLanguageSwitcher } from "./language-switcher.tsx";
import { SideNav, type SideNavItem } from "./side-nav.tsx";
import { SkipLink } from "./skip-link.tsx";
import { type MenuUser, UserMenu } from "./user-menu.tsx";

interface AppShellProps {
  /** Name of the area beside the logo ("Dashboard", "Back office"). */
  area: string;
  navLabel: string;
  nav: SideNavItem[];
  user: MenuUser;
  /** Extra header controls, e.g. the team switcher. */
  headerControls?: ReactNode;
  children: ReactNode;
}

/**
 * Layout of the signed-in areas (dashboard, back office): header with account controls, side navigation.
 * Tooltips are mounted here rather than at the root, so public pages do not load Radix Tooltip and Floating UI.
 */
export function AppShell({ area, navLabel, nav, user, headerControls, children }: AppShellProps) {
  // Signed-in pages show message times in the reader's zone: the browser names it once (lib/time-zone.ts).
  useTimeZoneCookie();
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <header className="border-b bg-background">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
            <BrandLogo />
            <span className="hidden rounded-md bg-muted px-2 py-1 text-xs font-semibold text-muted-foreground sm:inline">
              {area}
            </span>
            <div className="flex flex-wrap items-center gap-2">{headerControls}</div>
            <div className="ml-auto flex items-center gap-2">
              <CurrentPageLanguageSwitcher />
              <ColorModeControl className="hidden md:inline-flex" />
              <UserMenu user={user} />
            </div>
          </div>
        </header>
        <div className="flex flex-1 flex-col md:flex-row">
          <aside className="border-b p-3 md:w-60 md:shrink-0 md:border-r md:border-b-0">
            <SideNav label={navLabel} items={nav} />
          </aside>
          <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
