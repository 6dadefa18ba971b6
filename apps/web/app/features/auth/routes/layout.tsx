/** Auth layout: a centred card with the brand, language and colour mode; the guards sit below it. */
import { Outlet } from "react-router";
import { textsMiddleware } from "#app/lib/texts-middleware.ts";
import { BrandLogo } from "#app/shell/brand-logo.tsx";
import { ColorModeControl } from "#app/shell/color-mode-control.tsx";
import { CurrentPageLanguageSwitcher } from "#app/shell/language-switcher.tsx";
import { SkipLink } from "#app/shell/skip-link.tsx";
import type { Route } from "./+types/layout";

// This area's texts arrive before its pages render after a client-side navigation (lib/text-areas.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [textsMiddleware("auth")];

export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <SkipLink />
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <BrandLogo />
        <div className="flex items-center gap-2">
          <CurrentPageLanguageSwitcher />
          <ColorModeControl className="hidden sm:inline-flex" />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}
