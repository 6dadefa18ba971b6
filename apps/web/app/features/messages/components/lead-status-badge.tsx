import type { LeadStatus } from "@keel/contracts/messages";
import { useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";

const VARIANT: Record<LeadStatus, BadgeProps["variant"]> = {
  new: "primary",
  contacted: "secondary",
  qualified: "warning",
  won: "success",
  lost: "outline",
};

/** A request's lead status in words; the colour only supports the text. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const t = useT();
  return <Badge variant={VARIANT[status]}>{t(`messages.leadStatus.${status}`)}</Badge>;
}
