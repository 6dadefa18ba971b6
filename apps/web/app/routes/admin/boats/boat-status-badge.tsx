import type { BadgeProps } from "../../../components/ui/badge.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { useT } from "../../../lib/i18n.ts";

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
