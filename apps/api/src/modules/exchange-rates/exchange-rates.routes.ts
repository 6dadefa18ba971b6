import {
  ZAdminExchangeRates,
  ZExchangeRate,
  ZExchangeRateImport,
  ZExchangeRateParams,
  ZExchangeRates,
  ZExchangeRateUpdate,
} from "@keel/contracts/exchange-rates";
import { formatShown, SHOWS_HEADER } from "@keel/contracts/page-shows";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { importEcbRates, RatesImportError } from "./ecb-import.ts";
import { listRates, updateRate } from "./exchange-rates.service.ts";

/** The public table buyers' approximate prices are computed with. */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/exchange-rates",
    {
      config: { access: access.public },
      schema: {
        tags: ["site"],
        summary: "Exchange rates against the euro, each with its day and source",
        response: { 200: ZExchangeRates },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      // No listing; a change of a rate is noted in the change log for every page (decision 041).
      reply.header(SHOWS_HEADER, formatShown({}));
      return listRates(app.db);
    },
  );
};

const admin = { access: access.admin };
const tags = ["admin"];

/** The back office's rates (under /api/v1/admin): list, set one (audited), import the ECB's file now. */
export const adminExchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/exchange-rates",
    {
      config: admin,
      schema: {
        tags,
        summary: "Exchange rates with their day and source, and whether the ECB import is configured",
        response: { 200: ZAdminExchangeRates },
      },
    },
    async () => ({ ...(await listRates(app.db)), canImport: Boolean(app.ctx.config.exchangeRatesUrl) }),
  );

  app.put(
    "/exchange-rates/:currency",
    {
      config: admin,
      schema: {
        tags,
        summary: "Set one rate (units for one euro; audited); stored EUR prices follow through a job",
        params: ZExchangeRateParams,
        body: ZExchangeRateUpdate,
        response: { 200: ZExchangeRate },
      },
    },
    async (request) => updateRate(app.db, request.session!.userId, request.params.currency, request.body),
  );

  app.post(
    "/exchange-rates/import",
    {
      config: admin,
      schema: {
        tags,
        summary: "Import the ECB reference rates from EXCHANGE_RATES_URL now (audited)",
        response: { 200: ZExchangeRateImport },
      },
    },
    async (request) => {
      const locale = localeOf(request.headers);
      try {
        const outcome = await importEcbRates(app.ctx);
        await recordAudit(app.db, {
          actorUserId: request.session!.userId,
          action: "exchangeRate.import",
          entityType: "exchangeRate",
          entityId: null,
          details: { ...outcome },
        });
        return {
          ...outcome,
          message: translate(locale, "exchangeRates.imported", {
            date: outcome.date,
            count: outcome.updated,
          }),
        };
      } catch (error) {
        if (!(error instanceof RatesImportError)) throw error;
        if (error.reason === "off") throw new AppError("CONFLICT", "exchangeRates.importOff");
        throw new AppError("BAD_GATEWAY", "exchangeRates.importFailed", {
          details: [{ path: "file", code: error.reason, message: error.message }],
        });
      }
    },
  );
};
