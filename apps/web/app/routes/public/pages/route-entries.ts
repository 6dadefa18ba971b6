/**
 * The site's own public pages, mounted inside the public layout by routes.ts for every locale: the partners
 * directory and pages, the professionals network and profiles, about, contact, pricing, the legal texts and how
 * search results are ordered.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function publicPageRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("partners", "routes/public/partners/directory.tsx", id("public/partners")),
    route("partners/:slug", "routes/public/partners/partner.tsx", id("public/partner")),
    route("professionals", "routes/public/professionals/network.tsx", id("public/professionals")),
    route("professionals/:slug", "routes/public/professionals/profile.tsx", id("public/professional")),
    route("about", "routes/public/pages/about.tsx", id("public/about")),
    route("contact", "routes/public/pages/contact.tsx", id("public/contact")),
    route("pricing", "features/billing/routes/pricing.tsx", id("public/pricing")),
    route("legal/terms", "routes/public/pages/terms.tsx", id("public/terms")),
    route("legal/privacy", "routes/public/pages/privacy.tsx", id("public/privacy")),
    route("how-results-are-ordered", "routes/public/pages/ordering.tsx", id("public/ordering")),
  ];
}
