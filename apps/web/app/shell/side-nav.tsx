import { cn } from "#app/lib/cn.ts";
import type { IconName } from "#app/lib/icons/icon-names.ts";
import { NavLink } from "#app/lib/link.tsx";
import { Icon } from "#app/ui/icon.tsx";

export interface SideNavItem {
  label: string;
  icon: IconName;
  to: string;
  /** Matches only the exact path (for section landings such as /dashboard). */
  end?: boolean;
  /** A count beside the label (unread messages) and its words for assistive technology ("3 unread"). */
  badge?: { count: number; label: string };
}

export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  const itemClass = "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium no-underline";
  return (
    <nav aria-label={label}>
      {/* On a phone the items wrap onto a second row rather than scroll out of sight ("Messages" cut). */}
      <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
        {items.map(({ label: itemLabel, icon: iconName, to, end, badge }) => (
          <li key={itemLabel} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  itemClass,
                  isActive
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )
              }
            >
              <Icon name={iconName} aria-hidden="true" className="size-4" />
              {itemLabel}
              {badge ? (
                <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  <span aria-hidden="true">{badge.count > 99 ? "99+" : badge.count}</span>
                  <span className="sr-only">, {badge.label}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
