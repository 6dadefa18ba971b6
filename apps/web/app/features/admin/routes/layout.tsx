/** Back-office layout (auth + admin guards): non-administrators get the 403 screen. */
import { Outlet } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { toPageUser } from "#app/lib/page-user.server.ts";
import { routeMiddleware } from "#app/lib/route-middleware.server.ts";
import { userContext } from "#app/lib/session.server.ts";
import { textsMiddleware } from "#app/lib/texts-middleware.ts";
import { ADMIN_NAV } from "#app/shell/app-nav.ts";
import { AppShell } from "#app/shell/app-shell.tsx";
import { toSideNavItems } from "#app/shell/nav-items.ts";
import { Button } from "#app/ui/button.tsx";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("auth", "admin");
// This area's texts arrive before its pages render after a client-side navigation (lib/text-areas.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [textsMiddleware("admin")];

// Also makes client-side navigations call the server, so the guards run on them.
export function loader({ context }: Route.LoaderArgs) {
  return { user: toPageUser(context.get(userContext)) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <AppShell
      area={t("admin.area")}
      navLabel={t("admin.nav.label")}
      nav={toSideNavItems(ADMIN_NAV, t, locale)}
      user={loaderData.user}
      headerControls={
        <Button asChild variant="ghost" size="sm">
          <Link to={localizePath("/dashboard", locale)}>{t("nav.dashboard")}</Link>
        </Button>
      }
    >
      <Outlet />
    </AppShell>
  );
}
