import { z } from "zod";
import { ZAdminPagination } from "./admin.ts";
import { ADMIN_BOAT_SORTS } from "./admin-codes.ts";
import { ZBoatDetail } from "./boat-editor.ts";
import { BOAT_STATUSES } from "./boats.ts";
import { ZId, ZPage } from "./common.ts";

/** Back-office boat list filters (issue 4: status, team, type, flagged, free-text brand). No `meta` id: inlined. */
export const ZAdminBoatListQuery = ZAdminPagination.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  status: z.enum(BOAT_STATUSES).optional(),
  teamId: ZId.optional(),
  boatTypeId: ZId.optional(),
  flagged: z.enum(["true", "false"]).optional(),
  /** Boats whose brand or model is free text still waiting for review. */
  pendingBrand: z.enum(["true", "false"]).optional(),
  sort: z.enum(ADMIN_BOAT_SORTS).default("updated_desc"),
});
export type TAdminBoatListQuery = z.infer<typeof ZAdminBoatListQuery>;

export const ZAdminBoatRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(BOAT_STATUSES),
    team: z.object({ id: z.number().int(), name: z.string() }),
    brandName: z.string().nullable(),
    modelName: z.string().nullable(),
    isBrandPending: z.boolean(),
    isFlagged: z.boolean(),
    moderationNote: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminBoatRow" });
export const ZAdminBoatList = ZPage(ZAdminBoatRow).meta({ id: "AdminBoatList" });

export const ZAdminBoatDetail = ZBoatDetail.extend({
  team: z.object({ id: z.number().int(), name: z.string() }),
}).meta({
  id: "AdminBoatDetail",
});

/** Unpublishing by the back office needs a reason, which the team sees in its editor. */
export const ZModerationUnpublish = z
  .object({ reason: z.string().trim().min(10).max(1000) })
  .meta({ id: "ModerationUnpublish" });
