import { z } from "zod";

/** A success body may carry a message that the web app shows as a success toast (spec section 7). */
export const ZMessage = z.object({ message: z.string().optional() });

export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIdParams = z.object({ id: ZId });
export const ZTeamParams = z.object({ teamId: ZId });

export const PAGE_SIZES = [12, 24, 48] as const;
export const ZPagination = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { message: "must be 12, 24 or 48" })
    .default(12),
});

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** ISO-8601 UTC timestamp string. */
export const ZTimestamp = z.string();
