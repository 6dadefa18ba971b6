import { z } from "zod";
import { PAGE_SIZES } from "./ui-constants.ts";

export { PAGE_SIZES } from "./ui-constants.ts";

/** A success body may carry a message that the web app shows as a success toast (docs/product.md, Interface rules). */
export const ZMessage = z.object({ message: z.string().optional() });

/** The largest id a row can have (PostgreSQL's integer): a larger one would fail in the database, not here. */
export const MAX_ID = 2_147_483_647;
/**
 * A row id in a path or query string: plain decimal digits only (not " 1", "1e3", "0x1" or "1.0"), so every
 * id has one spelling, within the integer range; a JSON number is accepted as is.
 */
export const ZId = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
    .pipe(z.coerce.number<string>().int().max(MAX_ID)),
]);
export const ZIdParams = z.object({ id: ZId });
export const ZTeamParams = z.object({ teamId: ZId });

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
