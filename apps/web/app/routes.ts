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
import {
  billingAdminRoutes,
  billingDashboardRoutes,
  billingSignedInRoutes,
} from "./features/billing/route-entries.ts";
import { accountRoutes, impersonationRoutes } from "./routes/admin/accounts-route-entries.ts";
import { moderationRoutes } from "./routes/admin/boats/route-entries.ts";
import { catalogRoutes } from "./routes/admin/catalog/route-entries.ts";
import { messageModerationRoutes } from "./routes/admin/messages/route-entries.ts";
import { boatRoutes } from "./routes/dashboard/boats/route-entries.ts";
import { inboxRoutes } from "./routes/dashboard/messages/route-entries.ts";
import { requestRoutes } from "./routes/dashboard/requests/route-entries.ts";
import { publicPageRoutes } from "./routes/public/pages/route-entries.ts";
import { englishDetailsRoutes, publicBoatRoutes } from "./routes/public/search/route-entries.ts";
import { seoRoutes } from "./routes/seo/route-entries.ts";

function localizedRoutes(idPrefix: string): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${idPrefix}${name}` });
  return [
    // Public pages: default layout, no guard. The 404 page lives here so it keeps the site header.
    layout("routes/public/layout.tsx", id("public/layout"), [
      index("routes/public/home.tsx", id("public/home")),
      ...publicBoatRoutes(id),
      ...publicPageRoutes(id),
      route("*", "routes/public/not-found.tsx", id("public/not-found")),
    ]),
    // Auth layout. Its guest-only pages sit under the guest guard; pages for signed-in users (invitation
    // acceptance) sit beside them under the auth guard.
    layout("routes/auth/layout.tsx", id("auth/layout"), [
      layout("routes/auth/guest-only.ts", id("auth/guest-only"), [
        route("auth/login", "routes/auth/login.tsx", id("auth/login")),
        route("auth/register", "routes/auth/register.tsx", id("auth/register")),
        route(
          "auth/register/confirm/:token",
          "routes/auth/register-confirm.tsx",
          id("auth/register-confirm"),
        ),
        route("auth/password/forgot", "routes/auth/password-forgot.tsx", id("auth/password-forgot")),
        route("auth/password/reset/:token", "routes/auth/password-reset.tsx", id("auth/password-reset")),
      ]),
      layout("routes/auth/signed-in.ts", id("auth/signed-in"), [
        route("invitations/:id/accept", "routes/invitations/accept.tsx", id("invitations/accept")),
        ...billingSignedInRoutes(id),
      ]),
    ]),
    // Logout is an action for signed-in users, so it stays outside the guest-only guard.
    route("auth/logout", "routes/auth/logout.ts", id("auth/logout")),
    // "Return to my account" after impersonation: a logout, so outside the admin guard too.
    ...impersonationRoutes(id),
    route("dashboard", "routes/dashboard/layout.tsx", id("dashboard/layout"), [
      index("routes/dashboard/home.tsx", id("dashboard/home")),
      ...boatRoutes(id),
      ...inboxRoutes(id),
      ...requestRoutes(id),
      ...billingDashboardRoutes(id),
      route("settings", "routes/dashboard/settings/layout.tsx", id("dashboard/settings/layout"), [
        index("routes/dashboard/settings/profile.tsx", id("dashboard/settings/profile")),
        route("security", "routes/dashboard/settings/security.tsx", id("dashboard/settings/security")),
        route("team", "routes/dashboard/settings/team.tsx", id("dashboard/settings/team")),
        route("members", "routes/dashboard/settings/members.tsx", id("dashboard/settings/members")),
      ]),
    ]),
    route("admin", "routes/admin/layout.tsx", id("admin/layout"), [
      index("routes/admin/home.tsx", id("admin/home")),
      ...accountRoutes(id),
      ...moderationRoutes(id),
      ...catalogRoutes(id),
      ...messageModerationRoutes(id),
      route("jobs", "routes/admin/jobs.tsx", id("admin/jobs")),
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
