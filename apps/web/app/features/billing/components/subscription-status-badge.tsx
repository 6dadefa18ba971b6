import type { SubscriptionStatus } from "@keel/contracts/billing";
import { Badge, type BadgeProps } from "../../../components/ui/badge.tsx";
import { useT } from "../../../lib/i18n.ts";

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
