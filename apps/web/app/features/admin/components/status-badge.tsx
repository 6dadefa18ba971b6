import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** Active / inactive, in words (the colour only supports them). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge variant={status === "active" ? "success" : "destructive"}>
      {t(status === "active" ? "admin.status.active" : "admin.status.inactive")}
    </Badge>
  );
}

/** The verified seller badge, as buyers see it on the team's boats. */
export function VerifiedBadge() {
  const t = useT();
  return (
    <Badge variant="primary">
      <Icon name="badge-check" aria-hidden="true" className="size-3.5" />
      {t("admin.teams.verifiedBadge")}
    </Badge>
  );
}
