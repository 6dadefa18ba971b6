import type { Locale } from "@keel/contracts/locales";
import type { Translate } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { NavEntry } from "./app-nav.ts";
import type { SideNavItem } from "./side-nav.tsx";

/**
 * Navigation entries as side-nav items: translated labels, links in the current locale, and the badges of
 * `badges` by neutral path (e.g. the unread count on /dashboard/messages).
 */
export function toSideNavItems(
  entries: NavEntry[],
  t: Translate,
  locale: Locale,
  badges: Partial<Record<string, SideNavItem["badge"]>> = {},
): SideNavItem[] {
  return entries.map(({ labelKey, icon, path, end }) => ({
    label: t(labelKey),
    icon,
    to: localizePath(path, locale),
    end,
    badge: badges[path],
  }));
}
