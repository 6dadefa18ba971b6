import { ZApiKey, ZApiKeyCreate, ZApiKeyCreated, ZApiKeyList, ZApiKeyParams } from "@keel/contracts/api-keys";
import { ZTeamParams } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

const ZApiKeyRevoked = ZApiKey.extend({ message: ZApiKeyCreated.shape.message });

/** Team API keys, managed by the team's owners and admins in a browser session (no key opens these routes). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.team("admin") };

  app.get(
    "/teams/:teamId/api-keys",
    {
      config: admin,
      schema: {
        tags: ["api-keys"],
        summary: "The team's API keys (never the keys themselves)",
        params: ZTeamParams,
        response: { 200: ZApiKeyList },
      },
    },
    async (request) => ({ items: await listApiKeys(app.db, request.params.teamId) }),
  );

  app.post(
    "/teams/:teamId/api-keys",
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["api-keys"],
        summary: "Create an API key; the answer is the only time the key is shown",
        params: ZTeamParams,
        body: ZApiKeyCreate,
        response: { 201: ZApiKeyCreated },
      },
    },
    async (request, reply) => {
      // A back-office admin signed in as someone must not leave with a credential of theirs that outlives it.
      if (request.session!.impersonatorUserId !== null)
        throw new AppError("FORBIDDEN", "error.apiKeyImpersonation");
      const { key, apiKey } = await createApiKey(
        app.db,
        app.apiKeySecret,
        request.params.teamId,
        request.session!.userId,
        request.body,
      );
      const message = translate(localeOf(request.headers), "apiKey.created", { name: apiKey.name });
      return reply.status(201).send({ ...apiKey, key, message });
    },
  );

  app.delete(
    "/teams/:teamId/api-keys/:keyId",
    {
      config: admin,
      schema: {
        tags: ["api-keys"],
        summary: "Revoke an API key: it stops working at once",
        params: ZApiKeyParams,
        response: { 200: ZApiKeyRevoked },
      },
    },
    async (request) => {
      const { teamId, keyId } = request.params;
      const apiKey = await revokeApiKey(app.db, teamId, keyId, request.session!.userId);
      return {
        ...apiKey,
        message: translate(localeOf(request.headers), "apiKey.revoked", { name: apiKey.name }),
      };
    },
  );
};
