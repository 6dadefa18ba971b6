import { useT } from "#app/lib/i18n.ts";
import type { BadgeProps } from "#app/ui/badge.tsx";
import { Badge } from "#app/ui/badge.tsx";

const VARIANTS: Record<string, BadgeProps["variant"]> = {
  draft: "outline",
  published: "success",
  under_offer: "warning",
  sold: "secondary",
  archived: "secondary",
};

/** A boat's lifecycle status in words (decision 008); the colour only supports them. */
export function BoatStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge variant={VARIANTS[status] ?? "outline"}>{t(`moderation.status.${status}`)}</Badge>;
}
