/**
 * Requests for a customised plan: stored for the back office, e-mailed to the sales mailbox (reply-to the
 * requester) and acknowledged to the requester. The acknowledgement goes to an address nobody proved: it quotes
 * nothing from the form and goes once a day per address at most; a few requests a day per address reach sales.
 */
import type { TAdminPlanRequestList, TPlanRequestCreate, ZPlanRequestCreate } from "@keel/contracts/billing";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { rateLimited } from "../../errors.ts";
import { hitCounter } from "../auth/rate-limit.repository.ts";
import { sendTemplate } from "../mail/send.ts";
import {
  countPlanRequests,
  findFirstTeamId,
  findPlanRequests,
  insertPlanRequest,
} from "./plan-requests.repository.ts";

const DAY = 86_400_000;
const PER_ADDRESS_PER_DAY = 3;

export async function createPlanRequest(
  ctx: AppContext,
  input: z.output<typeof ZPlanRequestCreate>,
  userId: number | null,
): Promise<void> {
  const now = new Date();
  const email = input.email.toLowerCase();
  const { count } = await hitCounter(ctx.db, `plan-request:${email}`, DAY, now);
  if (count > PER_ADDRESS_PER_DAY) throw rateLimited(3600);
  const teamId = userId ? await findFirstTeamId(ctx.db, userId) : null;
  const acks = await hitCounter(ctx.db, `plan-request-ack:${email}`, DAY, now);
  await ctx.db.transaction().execute(async (trx) => {
    await insertPlanRequest(trx, {
      teamName: input.teamName,
      contactName: input.contactName,
      email,
      phone: input.phone,
      country: input.country,
      fleetSize: input.fleetSize,
      needs: input.needs,
      locale: input.locale,
      userId,
      teamId,
      createdAt: nowIso(),
    });
    await sendTemplate(
      ctx,
      {
        template: "planRequestSales",
        to: ctx.config.salesEmail,
        language: "en-US",
        name: "Sales",
        values: {
          contact: input.contactName,
          email,
          phone: input.phone ? ` · ${input.phone}` : "",
          teamName: input.teamName,
          country: input.country,
          fleetSize: input.fleetSize,
          language: input.locale,
          needs: input.needs,
        },
        fromName: input.contactName,
        replyTo: email,
      },
      trx,
    );
    if (acks.count <= 1) {
      await sendTemplate(
        ctx,
        { template: "planRequestAck", to: email, language: input.locale, name: "" },
        trx,
      );
    }
  });
}
export type { TPlanRequestCreate };

export async function listPlanRequests(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
): Promise<TAdminPlanRequestList> {
  const total = await countPlanRequests(db);
  const rows = await findPlanRequests(db, pageSize, (page - 1) * pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      teamName: r.teamName,
      contactName: r.contactName,
      email: r.email,
      phone: r.phone,
      country: r.country,
      fleetSize: r.fleetSize as TAdminPlanRequestList["items"][number]["fleetSize"],
      needs: r.needs,
      locale: r.locale as TAdminPlanRequestList["items"][number]["locale"],
      userId: r.userId,
      team: r.teamId !== null && r.linkedTeamName !== null ? { id: r.teamId, name: r.linkedTeamName } : null,
      createdAt: r.createdAt,
    })),
    total,
    page,
    pageSize,
  };
}
