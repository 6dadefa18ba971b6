import { ZLoginRequest, ZLoginResponse, ZMe } from "@keel/contracts/auth";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { getMe } from "../users/users.service.ts";
import { login, logout } from "./auth.service.ts";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/login",
    {
      config: {
        access: access.public,
        rateLimit: { max: app.config.loginRateLimit * 3, timeWindow: "1 minute" },
      },
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => {
      const result = await login(app.db, app.config, {
        ...request.body,
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      });
      const message = translate(localeOf(request.headers), "auth.signedIn", { name: result.firstName });
      return { token: result.token, expiresAt: result.expiresAt, message };
    },
  );

  app.get(
    "/auth/me",
    {
      config: { access: access.user },
      schema: { tags: ["auth"], summary: "The signed-in user with teams and groups", response: { 200: ZMe } },
    },
    async (request) => getMe(app.db, request.session!.userId, request.session!.impersonatorUserId),
  );

  app.post(
    "/auth/logout",
    {
      config: { access: access.user },
      schema: { tags: ["auth"], summary: "Revoke the current token", response: { 200: ZMessage } },
    },
    async (request) => {
      await logout(app.db, request.session!.tokenHash);
      return { message: translate(localeOf(request.headers), "auth.signedOut") };
    },
  );
};
