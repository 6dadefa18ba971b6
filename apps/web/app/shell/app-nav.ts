/** Navigation of the signed-in areas: only pages that exist (statistics live on the dashboard home). */

export interface NavEntry {
  /** Text key of the label. */
  labelKey: string;
  icon: IconName;
  /** Neutral path (no locale prefix). */
  path: string;
  end?: boolean;
}

export const DASHBOARD_NAV: NavEntry[] = [
  { labelKey: "dashboard.nav.overview", icon: "layout-dashboard", path: "/dashboard", end: true },
  { labelKey: "dashboard.nav.boats", icon: "sailboat", path: "/dashboard/boats" },
  { labelKey: "dashboard.nav.messages", icon: "message-square", path: "/dashboard/messages" },
  { labelKey: "dashboard.nav.requests", icon: "inbox", path: "/dashboard/requests" },
  { labelKey: "dashboard.nav.savedSearches", icon: "star", path: "/dashboard/saved-searches" },
  { labelKey: "dashboard.nav.subscription", icon: "badge-check", path: "/dashboard/subscription" },
  { labelKey: "dashboard.nav.billing", icon: "circle-dollar-sign", path: "/dashboard/billing" },
  // A seller buys boats too: their own favourites and enquiries sit beside the team's pages.
  { labelKey: "dashboard.nav.favourites", icon: "heart", path: "/dashboard/favourites" },
  { labelKey: "dashboard.nav.enquiries", icon: "send", path: "/dashboard/enquiries" },
  { labelKey: "dashboard.nav.settings", icon: "settings", path: "/dashboard/settings" },
];

/**
 * A buyer's dashboard (a user without a team): their home, favourites, saved searches (the saved-searches
 * feature's page), the enquiries they sent, settings. Nothing of a seller's.
 */
export const BUYER_NAV: NavEntry[] = [
  { labelKey: "dashboard.nav.overview", icon: "layout-dashboard", path: "/dashboard", end: true },
  { labelKey: "dashboard.nav.favourites", icon: "heart", path: "/dashboard/favourites" },
  { labelKey: "dashboard.nav.savedSearches", icon: "search-check", path: "/dashboard/saved-searches" },
  { labelKey: "dashboard.nav.enquiries", icon: "send", path: "/dashboard/enquiries" },
  { labelKey: "dashboard.nav.settings", icon: "settings", path: "/dashboard/settings" },
];

export const ADMIN_NAV: NavEntry[] = [
  { labelKey: "admin.nav.overview", icon: "gauge", path: "/admin", end: true },
  { labelKey: "admin.nav.boats", icon: "ship", path: "/admin/boats" },
  { labelKey: "admin.nav.duplicates", icon: "copy", path: "/admin/duplicates" },
  { labelKey: "admin.nav.teams", icon: "building-complex", path: "/admin/teams" },
  { labelKey: "admin.nav.pastDueTeams", icon: "triangle-exclamation-point", path: "/admin/past-due-teams" },
  { labelKey: "admin.nav.planRequests", icon: "handshake", path: "/admin/plan-requests" },
  { labelKey: "admin.nav.users", icon: "users", path: "/admin/users" },
  { labelKey: "admin.nav.brands", icon: "tags", path: "/admin/brands" },
  { labelKey: "admin.nav.brandModels", icon: "boxes", path: "/admin/brand-models" },
  { labelKey: "admin.nav.boatTypes", icon: "sailboat", path: "/admin/boat-types" },
  { labelKey: "admin.nav.conditions", icon: "list-checks", path: "/admin/conditions" },
  { labelKey: "admin.nav.equipments", icon: "wrench", path: "/admin/equipments" },
  { labelKey: "admin.nav.equipmentTypes", icon: "boxes", path: "/admin/equipment-types" },
  { labelKey: "admin.nav.availabilities", icon: "list-checks", path: "/admin/availabilities" },
  { labelKey: "admin.nav.messages", icon: "mail", path: "/admin/messages" },
  { labelKey: "admin.nav.conversations", icon: "message-square", path: "/admin/conversations" },
  { labelKey: "admin.nav.auditLog", icon: "scroll-text", path: "/admin/audit-log" },
  { labelKey: "admin.nav.jobs", icon: "workflow", path: "/admin/jobs" },
  { labelKey: "admin.nav.exchangeRates", icon: "circle-dollar-sign", path: "/admin/exchange-rates" },
];

import type { IconName } from "#app/lib/icons/icon-names.ts";
