/** The fields of the pricing page's plan request, which its action reads and its form shows. */
export const PLAN_REQUEST_FIELDS = [
  "teamName",
  "contactName",
  "email",
  "phone",
  "country",
  "fleetSize",
  "needs",
] as const;
export type PlanRequestField = (typeof PLAN_REQUEST_FIELDS)[number];
