import { z } from "zod";

/** Back-office landing figures. */
export const ZAdminOverview = z
  .object({
    users: z.object({ total: z.number().int(), inactive: z.number().int() }),
    teams: z.object({ total: z.number().int(), inactive: z.number().int() }),
    boats: z.object({ total: z.number().int(), published: z.number().int(), flagged: z.number().int() }),
    conversations: z.object({ total: z.number().int(), held: z.number().int() }),
  })
  .meta({ id: "AdminOverview" });
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
