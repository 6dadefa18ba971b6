/** Navigation of the signed-in areas: only pages that exist (statistics live on the dashboard home). */
import {
  Boxes,
  Building2,
  Copy,
  Gauge,
  Inbox,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquare,
  Sailboat,
  ScrollText,
  Settings,
  Ship,
  Tags,
  Users,
  Workflow,
  Wrench,
} from "lucide-react";

export interface NavEntry {
  /** Catalogue key of the label. */
  labelKey: string;
  icon: LucideIcon;
  /** Neutral path (no locale prefix). */
  path: string;
  end?: boolean;
}

export const DASHBOARD_NAV: NavEntry[] = [
  { labelKey: "dashboard.nav.overview", icon: LayoutDashboard, path: "/dashboard", end: true },
  { labelKey: "dashboard.nav.boats", icon: Sailboat, path: "/dashboard/boats" },
  { labelKey: "dashboard.nav.messages", icon: MessageSquare, path: "/dashboard/messages" },
  { labelKey: "dashboard.nav.requests", icon: Inbox, path: "/dashboard/requests" },
  { labelKey: "dashboard.nav.settings", icon: Settings, path: "/dashboard/settings" },
];

export const ADMIN_NAV: NavEntry[] = [
  { labelKey: "admin.nav.overview", icon: Gauge, path: "/admin", end: true },
  { labelKey: "admin.nav.boats", icon: Ship, path: "/admin/boats" },
  { labelKey: "admin.nav.duplicates", icon: Copy, path: "/admin/duplicates" },
  { labelKey: "admin.nav.teams", icon: Building2, path: "/admin/teams" },
  { labelKey: "admin.nav.users", icon: Users, path: "/admin/users" },
  { labelKey: "admin.nav.brands", icon: Tags, path: "/admin/brands" },
  { labelKey: "admin.nav.brandModels", icon: Boxes, path: "/admin/brand-models" },
  { labelKey: "admin.nav.boatTypes", icon: Sailboat, path: "/admin/boat-types" },
  { labelKey: "admin.nav.conditions", icon: ListChecks, path: "/admin/conditions" },
  { labelKey: "admin.nav.equipments", icon: Wrench, path: "/admin/equipments" },
  { labelKey: "admin.nav.equipmentTypes", icon: Boxes, path: "/admin/equipment-types" },
  { labelKey: "admin.nav.availabilities", icon: ListChecks, path: "/admin/availabilities" },
  { labelKey: "admin.nav.messages", icon: Mail, path: "/admin/messages" },
  { labelKey: "admin.nav.auditLog", icon: ScrollText, path: "/admin/audit-log" },
  { labelKey: "admin.nav.jobs", icon: Workflow, path: "/admin/jobs" },
];
