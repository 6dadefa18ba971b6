import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import type { IconName } from "#app/lib/icons/icon-names.ts";
import { NavLink } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Icon } from "#app/ui/icon.tsx";

interface SettingsTab {
  labelKey: string;
  path: string;
  icon: IconName;
  needsTeam?: boolean;
  /** Only for the current team's owners and admins. */
  needsTeamAdmin?: boolean;
}

export const SETTINGS_TABS: SettingsTab[] = [
  { labelKey: "settings.nav.profile", path: "/dashboard/settings", icon: "user-round" },
  { labelKey: "settings.nav.security", path: "/dashboard/settings/security", icon: "key-round" },
  {
    labelKey: "settings.nav.team",
    path: "/dashboard/settings/team",
    icon: "building-complex",
    needsTeam: true,
  },
  { labelKey: "settings.nav.members", path: "/dashboard/settings/members", icon: "users", needsTeam: true },
  {
    labelKey: "settings.nav.api",
    path: "/dashboard/settings/api",
    icon: "workflow",
    needsTeam: true,
    needsTeamAdmin: true,
  },
];

/** The settings pages as tabs-like links (links, not ARIA tabs: each is its own page and URL). */
export function SettingsNav({ hasTeam, isTeamAdmin = false }: { hasTeam: boolean; isTeamAdmin?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t("settings.nav.label")} className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {SETTINGS_TABS.filter(
          (tab) => (hasTeam || !tab.needsTeam) && (isTeamAdmin || !tab.needsTeamAdmin),
        ).map(({ labelKey, path, icon: iconName }) => (
          <li key={path} className="shrink-0">
            <NavLink
              to={localizePath(path, locale)}
              end
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium no-underline",
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )
              }
            >
              <Icon name={iconName} aria-hidden="true" className="size-4" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
