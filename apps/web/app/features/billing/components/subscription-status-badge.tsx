import type { SubscriptionStatus } from "@keel/contracts/billing";
import { useT } from "#app/lib/i18n.ts";
import { Badge, type BadgeProps } from "#app/ui/badge.tsx";

const VARIANTS: Record<SubscriptionStatus, NonNullable<BadgeProps["variant"]>> = {
  trialing: "primary",
  active: "success",
  past_due: "destructive",
  canceled: "outline",
  none: "outline",
};

/** A subscription's status in words (the colour only supports them). */
export function SubscriptionStatusBadge({
  status,
  endsAtPeriodEnd = false,
}: {
  status: SubscriptionStatus;
  endsAtPeriodEnd?: boolean;
}) {
  const t = useT();
  if (endsAtPeriodEnd && (status === "active" || status === "trialing")) {
    return <Badge variant="warning">{t("billing.status.ending")}</Badge>;
  }
  return <Badge variant={VARIANTS[status]}>{t(`billing.status.${status}`)}</Badge>;
}
