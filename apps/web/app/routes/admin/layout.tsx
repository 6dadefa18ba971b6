/** Back-office layout (auth + admin guards): non-administrators get the 403 screen. */
import { Link, Outlet } from "react-router";
import { AppShell } from "../../components/layout/app-shell.tsx";
import { toSideNavItems } from "../../components/layout/nav-items.ts";
import { Button } from "../../components/ui/button.tsx";
import { ADMIN_NAV } from "../../lib/app-nav.ts";
import { useLocale, useT } from "../../lib/i18n.ts";
import { localizePath } from "../../lib/locale.ts";
import { toPageUser } from "../../lib/page-user.server.ts";
import { routeMiddleware } from "../../lib/route-middleware.server.ts";
import { userContext } from "../../lib/session.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = routeMiddleware("auth", "admin");

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
