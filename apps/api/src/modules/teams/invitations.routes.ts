import { ZMessage, ZTeamParams } from "@keel/contracts/common";
import {
  ZInvitationAccepted,
  ZInvitationCreate,
  ZInvitationList,
  ZInvitationParams,
  ZInvitationPreview,
  ZInvitationView,
} from "@keel/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { findUserEmail } from "../users/users.repository.ts";
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
  viewInvitation,
} from "./invitations.service.ts";

const ZInvitationIdParams = z.object({ invitationId: z.uuid() });

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentUser = (userId: number) => findUserEmail(app.db, userId);

  app.get(
    "/teams/:teamId/invitations",
    {
      config: { access: access.team("member") },
      schema: {
        tags: ["invitations"],
        summary: "The team's invitations",
        params: ZTeamParams,
        response: { 200: ZInvitationList },
      },
    },
    async (request) => ({ items: await listInvitations(app.db, request.params.teamId) }),
  );

  app.post(
    "/teams/:teamId/invitations",
    {
      config: { access: access.team("member"), rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags: ["invitations"],
        summary: "Invite someone by e-mail with a role no higher than yours",
        params: ZTeamParams,
        body: ZInvitationCreate,
        response: { 201: z.object({ id: z.string(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const language = localeOf(request.headers);
      const id = await createInvitation(app.ctx, {
        teamId: request.params.teamId,
        actorId: request.session!.userId,
        actorRole: request.teamRole!,
        ...request.body,
        language,
      });
      return reply
        .status(201)
        .send({ id, message: translate(language, "invitation.sent", { email: request.body.email }) });
    },
  );

  app.post(
    "/teams/:teamId/invitations/:invitationId/resend",
    {
      config: { access: access.team("member"), rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags: ["invitations"],
        summary: "Send an invitation again",
        params: ZInvitationParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const language = localeOf(request.headers);
      await resendInvitation(app.ctx, {
        ...request.params,
        actorId: request.session!.userId,
        actorRole: request.teamRole!,
        language,
      });
      return { message: translate(language, "invitation.resent") };
    },
  );

  app.delete(
    "/teams/:teamId/invitations/:invitationId",
    {
      config: { access: access.team("member") },
      schema: {
        tags: ["invitations"],
        summary: "Withdraw an invitation",
        params: ZInvitationParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, {
        ...request.params,
        actorId: request.session!.userId,
        actorRole: request.teamRole!,
      });
      return { message: translate(localeOf(request.headers), "invitation.revoked") };
    },
  );

  app.get(
    "/invitations/:invitationId",
    {
      config: { access: access.user },
      schema: {
        tags: ["invitations"],
        summary: "An invitation, as the person opening its link sees it",
        params: ZInvitationIdParams,
        response: { 200: ZInvitationView },
      },
    },
    async (request) =>
      viewInvitation(app.db, request.params.invitationId, await currentUser(request.session!.userId)),
  );

  app.get(
    "/invitations/:invitationId/preview",
    {
      config: { access: access.public, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["invitations"],
        summary: "An invitation, as a visitor signing up from its link sees it (masked address)",
        params: ZInvitationIdParams,
        response: { 200: ZInvitationPreview },
      },
    },
    async (request) => previewInvitation(app.db, request.params.invitationId),
  );

  app.post(
    "/invitations/:invitationId/accept",
    {
      config: { access: access.user },
      schema: {
        tags: ["invitations"],
        summary: "Accept an invitation addressed to you",
        params: ZInvitationIdParams,
        response: { 200: ZInvitationAccepted },
      },
    },
    async (request) => {
      const user = await currentUser(request.session!.userId);
      const view = await viewInvitation(app.db, request.params.invitationId, user);
      const teamId = await acceptInvitation(app.db, request.params.invitationId, user);
      return {
        teamId,
        message: translate(localeOf(request.headers), "invitation.accepted", { team: view.team.name }),
      };
    },
  );
};
