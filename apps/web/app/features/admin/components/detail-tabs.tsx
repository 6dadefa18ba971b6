import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { NavLink } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";

export interface DetailTab {
  label: string;
  /** Localized path. */
  to: string;
}

/**
 * Sub-pages of one user or team ("Profile", "Teams"): plain links in a labelled navigation, the current
 * one marked with aria-current, so each sub-page keeps its own URL and history entry.
 */
export function DetailTabs({ label, tabs }: { label: string; tabs: DetailTab[] }) {
  return (
    <nav aria-label={label} className="border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium no-underline",
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A team's sub-pages: its settings and its members (with their count). */
export function TeamTabs({ teamId, memberCount }: { teamId: number; memberCount: number }) {
  const t = useT();
  const locale = useLocale();
  const base = `/admin/teams/${teamId}`;
  return (
    <DetailTabs
      label={t("admin.team.tabsLabel")}
      tabs={[
        { to: localizePath(base, locale), label: t("admin.team.tabSettings") },
        {
          to: localizePath(`${base}/members`, locale),
          label: t("admin.team.tabMembers", { count: memberCount }),
        },
      ]}
    />
  );
}

/** A user's sub-pages: the profile and the teams. */
export function UserTabs({ userId }: { userId: number }) {
  const t = useT();
  const locale = useLocale();
  const base = `/admin/users/${userId}`;
  return (
    <DetailTabs
      label={t("admin.user.tabsLabel")}
      tabs={[
        { to: localizePath(base, locale), label: t("admin.user.tabProfile") },
        { to: localizePath(`${base}/teams`, locale), label: t("admin.user.tabTeams") },
      ]}
    />
  );
}
