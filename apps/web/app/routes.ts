/**
 * The route tree, declared once and mounted for every locale: unprefixed for en-US and under /en-GB, /fr,
 * /it and /es for the others. The same modules serve every locale; route ids carry the locale prefix
 * because React Router needs them unique ("home", "fr/home"…).
 */
import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES } from "@keel/contracts/locales";
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { moderationRoutes } from "#app/features/admin/boats/routes/route-entries.ts";
import { catalogRoutes } from "#app/features/admin/catalog/routes/route-entries.ts";
import { messageModerationRoutes } from "#app/features/admin/messages/routes/route-entries.ts";
import { accountRoutes, impersonationRoutes } from "#app/features/admin/users/routes/route-entries.ts";
import {
  billingAdminRoutes,
  billingDashboardRoutes,
  billingSignedInRoutes,
} from "#app/features/billing/route-entries.ts";
import { boatRoutes } from "#app/features/boats/routes/route-entries.ts";
import { feedRoutes } from "#app/features/feeds/routes/route-entries.ts";
import { requestRoutes } from "#app/features/messages/routes/requests-route-entries.ts";
import { messagesRoutes } from "#app/features/messages/routes/route-entries.ts";
import { publicPageRoutes } from "#app/features/pages/routes/route-entries.ts";
import { englishDetailsRoutes, publicBoatRoutes } from "#app/features/search/routes/route-entries.ts";
import { seoRoutes } from "#app/features/seo/routes/route-entries.ts";

function localizedRoutes(idPrefix: string): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${idPrefix}${name}` });
  return [
    // Public pages: default layout, no guard. The 404 page lives here so it keeps the site header.
    layout("shell/routes/public-layout.tsx", id("public/layout"), [
      index("features/search/routes/home.tsx", id("public/home")),
      ...publicBoatRoutes(id),
      ...publicPageRoutes(id),
      route("compare", "features/compare/routes/compare.tsx", id("public/compare")),
      route("*", "shell/routes/not-found.tsx", id("public/not-found")),
    ]),
    // Auth layout. Its guest-only pages sit under the guest guard; pages for signed-in users (invitation
    // acceptance) sit beside them under the auth guard.
    layout("features/auth/routes/layout.tsx", id("auth/layout"), [
      layout("features/auth/routes/guest-only.ts", id("auth/guest-only"), [
        route("auth/login", "features/auth/routes/login.tsx", id("auth/login")),
        route("auth/register", "features/auth/routes/register.tsx", id("auth/register")),
        route(
          "auth/register/confirm/:token",
          "features/auth/routes/register-confirm.tsx",
          id("auth/register-confirm"),
        ),
        route("auth/password/forgot", "features/auth/routes/password-forgot.tsx", id("auth/password-forgot")),
        route(
          "auth/password/reset/:token",
          "features/auth/routes/password-reset.tsx",
          id("auth/password-reset"),
        ),
      ]),
      layout("features/auth/routes/signed-in.ts", id("auth/signed-in"), [
        route("invitations/:id/accept", "features/invitations/routes/accept.tsx", id("invitations/accept")),
        ...billingSignedInRoutes(id),
      ]),
    ]),
    // The hearts' action: a guest's heart sends them to sign in, so no guard here.
    route("favourites", "features/favourites/routes/toggle.ts", id("favourites/toggle")),
    // Logout is an action for signed-in users, so it stays outside the guest-only guard.
    route("auth/logout", "features/auth/routes/logout.ts", id("auth/logout")),
    // "Return to my account" after impersonation: a logout, so outside the admin guard too.
    ...impersonationRoutes(id),
    route("dashboard", "shell/routes/dashboard-layout.tsx", id("dashboard/layout"), [
      index("features/statistics/routes/dashboard-home.tsx", id("dashboard/home")),
      ...boatRoutes(id),
      ...feedRoutes(id),
      ...messagesRoutes(id),
      ...requestRoutes(id),
      ...billingDashboardRoutes(id),
      route(
        "saved-searches",
        "features/saved-searches/routes/saved-searches.tsx",
        id("dashboard/saved-searches"),
      ),
      route("favourites", "features/favourites/routes/favourites.tsx", id("dashboard/favourites")),
      route("enquiries", "features/buyer/routes/enquiries.tsx", id("dashboard/enquiries")),
      route("enquiries/:conversationId", "features/buyer/routes/enquiry.tsx", id("dashboard/enquiry")),
      route("start-selling", "features/buyer/routes/start-selling.tsx", id("dashboard/start-selling")),
      route("settings", "features/settings/routes/layout.tsx", id("dashboard/settings/layout"), [
        index("features/settings/routes/profile.tsx", id("dashboard/settings/profile")),
        route("security", "features/settings/routes/security.tsx", id("dashboard/settings/security")),
        route("team", "features/teams/routes/team.tsx", id("dashboard/settings/team")),
        route("members", "features/teams/routes/members.tsx", id("dashboard/settings/members")),
        route("api", "features/api-keys/routes/api-keys.tsx", id("dashboard/settings/api")),
      ]),
    ]),
    route("admin", "features/admin/routes/layout.tsx", id("admin/layout"), [
      index("features/admin/routes/home.tsx", id("admin/home")),
      ...accountRoutes(id),
      ...moderationRoutes(id),
      ...catalogRoutes(id),
      ...messageModerationRoutes(id),
      route("jobs", "features/admin/jobs/routes/jobs.tsx", id("admin/jobs")),
      route("exchange-rates", "features/admin/rates/routes/exchange-rates.tsx", id("admin/exchange-rates")),
      ...billingAdminRoutes(id),
    ]),
  ];
}

export default [
  // robots.txt and sitemaps: once, at the root (they have no language).
  ...seoRoutes(),
  ...localizedRoutes(""),
  ...englishDetailsRoutes(),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    prefix(LOCALE_PREFIX[locale], localizedRoutes(`${LOCALE_PREFIX[locale]}/`)),
  ),
] satisfies RouteConfig;
