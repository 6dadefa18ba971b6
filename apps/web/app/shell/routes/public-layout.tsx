/** Default layout of the public site: header, page, footer. No guard. */
import { Outlet } from "react-router";
import { SiteFooter } from "#app/shell/site-footer.tsx";
import { SiteHeader } from "#app/shell/site-header.tsx";
import { SkipLink } from "#app/shell/skip-link.tsx";

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
