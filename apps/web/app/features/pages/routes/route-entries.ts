/**
 * The site's own public pages, mounted inside the public layout by routes.ts for every locale: the partners
 * directory and pages, the professionals network and profiles, about, contact, pricing, the legal texts and how
 * search results are ordered.
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function publicPageRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("partners", "features/partners/routes/directory.tsx", id("public/partners")),
    route("partners/:slug", "features/partners/routes/partner.tsx", id("public/partner")),
    route("professionals", "features/professionals/routes/network.tsx", id("public/professionals")),
    route("professionals/:slug", "features/professionals/routes/profile.tsx", id("public/professional")),
    route("about", "features/pages/routes/about.tsx", id("public/about")),
    route("contact", "features/pages/routes/contact.tsx", id("public/contact")),
    route("pricing", "features/billing/routes/pricing.tsx", id("public/pricing")),
    route("legal/terms", "features/pages/routes/terms.tsx", id("public/terms")),
    route("legal/privacy", "features/pages/routes/privacy.tsx", id("public/privacy")),
    route("how-results-are-ordered", "features/pages/routes/ordering.tsx", id("public/ordering")),
  ];
}
