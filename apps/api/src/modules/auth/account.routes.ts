import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZRegisterPending,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZResetTokenParams,
  ZSessionList,
  ZSignUpConfirmRequest,
} from "@keel/contracts/accounts";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  changePassword,
  checkPasswordResetToken,
  confirmSignUp,
  registerFromInvitation,
  requestPasswordReset,
  requestSignUp,
  resetPassword,
} from "./account.service.ts";
import { hitCounter } from "./rate-limit.repository.ts";
import { listLiveSessions, revokeSessionsOf } from "./sessions.repository.ts";
import { sessionPublicId } from "./sessions.service.ts";

/** Sign-up and password recovery are abuse targets: a few attempts a minute per IP. */
const STRICT = { max: 5, timeWindow: "1 minute" } as const;
const RESET_MAILS_PER_HOUR = 3;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const say = (
    request: { headers: Record<string, string | string[] | undefined> },
    key: Parameters<typeof translate>[1],
    values?: Record<string, string | number>,
  ) => translate(localeOf(request.headers), key, values);

  app.post(
    "/auth/register",
    {
      config: { access: access.public, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary:
          "Sign up: e-mails a link that opens the account (202, the same answer whether or not the address has an account), or with an invitation addressed to you, joins its team at once (201)",
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, 202: ZRegisterPending },
      },
    },
    async (request, reply) => {
      const input = {
        ...request.body,
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      };
      const { invitationId } = request.body;
      if (invitationId) {
        const { joinedTeam, ...result } = await registerFromInvitation(app.ctx, { ...input, invitationId });
        const message = say(request, "auth.registeredJoined", {
          name: request.body.firstName,
          team: joinedTeam,
        });
        return reply.status(201).send({ ...result, message });
      }
      await requestSignUp(app.ctx, input);
      return reply
        .status(202)
        .send({ message: say(request, "auth.signUpPending", { email: request.body.email }) });
    },
  );

  app.post(
    "/auth/register/confirm",
    {
      config: { access: access.public, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary: "Open the account of an e-mailed sign-up link: the user, their first team and a session",
        body: ZSignUpConfirmRequest,
        response: { 201: ZRegisterResponse },
      },
    },
    async (request, reply) => {
      const { firstName, ...result } = await confirmSignUp(app.ctx, {
        token: request.body.token,
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      });
      const locale = result.language;
      return reply
        .status(201)
        .send({ ...result, message: translate(locale, "auth.registered", { name: firstName }) });
    },
  );

  app.post(
    "/auth/password/forgot",
    {
      config: { access: access.public, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary: "E-mail a password reset link",
        body: ZForgotPasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      // Per address too, silently: the answer must not differ for addresses that have no account.
      const { count } = await hitCounter(app.db, `reset:${request.body.email}`, 3_600_000, new Date());
      if (count <= RESET_MAILS_PER_HOUR) await requestPasswordReset(app.ctx, request.body.email);
      return { message: say(request, "auth.resetRequested") };
    },
  );

  app.get(
    "/auth/password/reset/:token",
    {
      // Limited like the reset itself: checking must not be a faster way to guess tokens than using them.
      config: { access: access.public, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary: "Check a reset link's token without using it: 204 while it works, 410 once used or expired",
        params: ZResetTokenParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await checkPasswordResetToken(app.ctx, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/auth/password/reset",
    {
      config: { access: access.public, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token",
        body: ZResetPasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body.token, request.body.password);
      return { message: say(request, "auth.passwordReset") };
    },
  );

  app.post(
    "/auth/password",
    {
      config: { access: access.user, rateLimit: STRICT },
      schema: {
        tags: ["auth"],
        summary: "Change the password of the signed-in user",
        body: ZChangePasswordRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const session = request.session!;
      await changePassword(app.ctx, {
        userId: session.userId,
        currentTokenHash: session.tokenHash,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return { message: say(request, "auth.passwordChanged") };
    },
  );

  app.get(
    "/auth/sessions",
    {
      config: { access: access.user },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user's active sessions",
        response: { 200: ZSessionList },
      },
    },
    async (request) => {
      const session = request.session!;
      const rows = await listLiveSessions(app.db, session.userId, nowIso());
      return {
        items: rows.map((row) => ({
          id: sessionPublicId(row.tokenHash),
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt,
          userAgent: row.userAgent,
          ip: row.ip,
          isCurrent: row.tokenHash === session.tokenHash,
        })),
      };
    },
  );

  app.delete(
    "/auth/sessions/others",
    {
      config: { access: access.user },
      schema: { tags: ["auth"], summary: "Sign out every other session", response: { 200: ZMessage } },
    },
    async (request) => {
      const count = await revokeSessionsOf(app.db, request.session!.userId, request.session!.tokenHash);
      return { message: say(request, "auth.sessionsRevoked", { count }) };
    },
  );
};
