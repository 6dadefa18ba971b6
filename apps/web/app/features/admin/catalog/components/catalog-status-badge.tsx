import { useT } from "#app/lib/i18n.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** Approved, or pending review (a brand or model a seller typed), in words; the colour only supports them. */
export function CatalogStatusBadge({ status }: { status: "approved" | "pending" }) {
  const t = useT();
  return status === "pending" ? (
    <Badge variant="warning">
      <Icon name="clock" aria-hidden="true" className="size-3.5" />
      {t("catalog.status.pending")}
    </Badge>
  ) : (
    <Badge variant="success">{t("catalog.status.approved")}</Badge>
  );
}
