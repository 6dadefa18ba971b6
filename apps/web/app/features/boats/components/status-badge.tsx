import type { BoatStatus } from "#app/lib/boat-options.ts";
import { useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";

const VARIANT: Record<BoatStatus, BadgeProps["variant"]> = {
  draft: "outline",
  published: "success",
  under_offer: "warning",
  sold: "primary",
  archived: "secondary",
};

/** A boat's status in words; the colour only supports the text. */
export function BoatStatusBadge({ status, className }: { status: BoatStatus; className?: string }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[status]} className={className}>
      {t(`boats.status.${status}`)}
    </Badge>
  );
}
