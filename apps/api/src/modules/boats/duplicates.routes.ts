import { ZIdParams, ZMessage } from "@keel/contracts/common";
import { ZDuplicateList, ZDuplicateListQuery } from "@keel/contracts/freshness";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { dismissDuplicate, listDuplicates } from "./duplicates.service.ts";

/** Possible duplicate listings in the back office, under /api/v1/admin/boat-duplicates (decision 025). */
export const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/admin/boat-duplicates",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Pairs of other teams' boats that look like one boat, both sides in full",
        querystring: ZDuplicateListQuery,
        response: { 200: ZDuplicateList },
      },
    },
    async (request) => listDuplicates(app.db, request.query),
  );

  app.post(
    "/admin/boat-duplicates/:id/dismiss",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Mark a pair as two different boats (audited); it is not flagged again",
        params: ZIdParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await dismissDuplicate(app.db, request.session!.userId, request.params.id);
      return { message: translate(localeOf(request.headers), "duplicate.dismissed") };
    },
  );
};
