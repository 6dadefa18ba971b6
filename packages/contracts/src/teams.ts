import { z } from "zod";
import { TEAM_ROLES } from "./auth.ts";

export const PLAN_CODES = ["free", "paid", "custom"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** The current team as its members see it in the dashboard. */
export const ZTeam = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    currency: z.string(),
    unit: z.enum(["metric", "imperial"]),
    status: z.enum(["active", "inactive"]),
    isVerified: z.boolean(),
    plan: z.object({ code: z.enum(PLAN_CODES), canPostBoats: z.boolean() }),
    /** The caller's role in this team. */
    role: z.enum(TEAM_ROLES),
  })
  .meta({ id: "Team" });
export type TTeam = z.infer<typeof ZTeam>;
