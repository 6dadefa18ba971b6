import { ZMessage, ZTeamParams } from "@keel/contracts/common";
import { ZMemberList, ZMemberParams, ZRoleChange } from "@keel/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { changeRole, listMembers, removeMember } from "./members.service.ts";

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/teams/:teamId/members",
    {
      config: { access: access.team("member") },
      schema: {
        tags: ["teams"],
        summary: "The team's members and their roles",
        params: ZTeamParams,
        response: { 200: ZMemberList },
      },
    },
    async (request) => ({ items: await listMembers(app.db, request.params.teamId) }),
  );

  app.patch(
    "/teams/:teamId/members/:userId",
    {
      config: { access: access.team("admin") },
      schema: {
        tags: ["teams"],
        summary: "Change a member's role",
        params: ZMemberParams,
        body: ZRoleChange,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await changeRole(app.db, { ...request.params, actorRole: request.teamRole!, role: request.body.role });
      return { message: translate(localeOf(request.headers), "member.roleChanged") };
    },
  );

  app.delete(
    "/teams/:teamId/members/:userId",
    {
      // Any member may leave; removing someone else needs the admin role (checked by the service).
      config: { access: access.team("member") },
      schema: {
        tags: ["teams"],
        summary: "Remove a member, or leave the team",
        params: ZMemberParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      const actorId = request.session!.userId;
      await removeMember(app.db, { ...request.params, actorId, actorRole: request.teamRole! });
      const key = actorId === request.params.userId ? "member.left" : "member.removed";
      return { message: translate(localeOf(request.headers), key) };
    },
  );
};
