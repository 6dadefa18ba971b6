import type { BoatStatus } from "@keel/contracts/boat-codes";
import { useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";

const VARIANT: Record<BoatStatus, BadgeProps["variant"]> = {
  draft: "outline",
  published: "success",
  under_offer: "warning",
  sold: "primary",
  archived: "secondary",
};

/**
 * A boat's lifecycle status in words (decision 008), the one badge of the dashboard and the back office; the
 * colour only supports the text. "Sold" takes the brand colour so it stands apart from "archived": white on
 * brand-500 is 4.9:1 in the light theme, brand-950 on brand-400 6.8:1 in the dark one (AA for small text).
 */
export function BoatStatusBadge({ status, className }: { status: BoatStatus; className?: string }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[status]} className={className}>
      {t(`boats.status.${status}`)}
    </Badge>
  );
}
