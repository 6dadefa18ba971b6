import { useLocation, useRouteLoaderData } from "react-router";
import type { SocialLink } from "#app/lib/organization-seo.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { useVisitorPrices } from "#app/ui/visitor-prices.ts";
import { ColorModeControl } from "./color-mode-control.tsx";

/**
 * What the footer only shows (site-footer-parts.tsx) stays the server's markup on the first view, with no code
 * and no hydration (lib/static-part.tsx); its links still navigate client-side.
 */
const parts = () => import("./site-footer-parts.tsx");
const FooterBrand = staticPart("footer-brand", () => parts().then((m) => m.FooterBrand));
const FooterContact = staticPart("footer-contact", () => parts().then((m) => m.FooterContact));
const FooterEnd = staticPart("footer-end", () => parts().then((m) => m.FooterEnd));
const CurrencySwitch = staticPart("footer-currency", () => parts().then((m) => m.CurrencySwitch));

export function SiteFooter() {
  // The brand's social profiles, from the root loader (nothing when none is set).
  const social = (useRouteLoaderData("root") as { social?: SocialLink[] } | undefined)?.social ?? [];
  // The currency form keeps the page's path and query: another page or query renders it anew.
  const prices = useVisitorPrices();
  const { pathname, search } = useLocation();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <FooterBrand />
        <div className="flex flex-col gap-3 sm:items-end">
          <ColorModeControl />
          {prices ? <CurrencySwitch currency={prices.currency} pathname={pathname} search={search} /> : null}
          <FooterContact social={social} />
        </div>
      </div>
      <FooterEnd />
    </footer>
  );
}
