import type { SubscriptionStatus } from "@keel/contracts/billing";

/**
 * The premium rule: a plan that allows posting, with the team's subscription active (or trialing, which reads
 * active on the team), or past due within its grace period. A customised plan set by hand holds while not
 * cancelled. `teams.subscription_status` is the authority (the gateway's events and the back office's hand both
 * write it); the subscription row only adds the grace period.
 */
export function postingAllowed(
  team: { planCode: string; canPostBoats: boolean; teamStatus: string; graceEnd: string | null },
  now: Date = new Date(),
): boolean {
  if (!team.canPostBoats) return false;
  if (team.teamStatus === "active") return true;
  if (team.teamStatus === "past_due")
    return team.graceEnd === null || Date.parse(team.graceEnd) > now.getTime();
  return team.planCode === "custom" && team.teamStatus !== "canceled";
}

/** What the team shows: a trial reads `active` on the team and `trialing` on its subscription. */
export function effectiveStatus(
  teamStatus: string,
  rowStatus: string | null | undefined,
): SubscriptionStatus {
  if (teamStatus === "active" && rowStatus === "trialing") return "trialing";
  return (
    ["active", "past_due", "canceled", "none"].includes(teamStatus) ? teamStatus : "none"
  ) as SubscriptionStatus;
}
