import {
  ZAdminMembershipList,
  ZAdminMembershipRole,
  ZAdminMembershipSaved,
  ZAdminPagination,
  ZAdminTeamMemberCreate,
  ZAdminTeamMemberParams,
  ZAdminTeamParams,
  ZAdminUserParams,
  ZAdminUserTeamCreate,
  ZAdminUserTeamParams,
} from "@keel/contracts/admin";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  addMembership,
  changeMembershipRole,
  listTeamMembers,
  listUserTeams,
  removeMembership,
} from "./admin-memberships.service.ts";

const tags = ["admin"];
type AdminRequest = Pick<FastifyRequest, "headers" | "session">;
const nameOf = (m: { user: { firstName: string; lastName: string } }) =>
  `${m.user.firstName} ${m.user.lastName}`;

/**
 * Team memberships from both sides of the back office: a user's teams (/admin/users/{id}/teams) and a team's
 * members (/admin/teams/{id}/members). Both call the same service, so the rules cannot drift apart.
 */
export const adminMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };
  const say = (
    request: AdminRequest,
    key: "admin.memberAdded" | "admin.memberRoleChanged" | "admin.memberRemoved",
    name: string,
  ) => translate(localeOf(request.headers), key, { name });

  // What both sides do once they have read the team and the user from their own path: one answer each.
  const add = async (request: AdminRequest, input: Parameters<typeof addMembership>[2]) => {
    const membership = await addMembership(app.db, request.session!.userId, input);
    return { membership, message: say(request, "admin.memberAdded", nameOf(membership)) };
  };
  const changeRole = async (request: AdminRequest, input: Parameters<typeof changeMembershipRole>[2]) => {
    const membership = await changeMembershipRole(app.db, request.session!.userId, input);
    return { membership, message: say(request, "admin.memberRoleChanged", nameOf(membership)) };
  };
  const remove = async (request: AdminRequest, input: Parameters<typeof removeMembership>[2]) => {
    const removed = await removeMembership(app.db, request.session!.userId, input);
    return { message: say(request, "admin.memberRemoved", nameOf(removed)) };
  };

  // ---- a user's teams ----

  app.get(
    "/users/:id/teams",
    {
      config: admin,
      schema: {
        tags,
        summary: "The teams of a user, with roles",
        params: ZAdminUserParams,
        querystring: ZAdminPagination,
        response: { 200: ZAdminMembershipList },
      },
    },
    async (request) => listUserTeams(app.db, request.params.id, request.query),
  );

  app.post(
    "/users/:id/teams",
    {
      config: admin,
      schema: {
        tags,
        summary: "Add a user to a team with a role",
        params: ZAdminUserParams,
        body: ZAdminUserTeamCreate,
        response: { 201: ZAdminMembershipSaved },
      },
    },
    async (request, reply) => {
      const { teamId, role } = request.body;
      return reply
        .status(201)
        .send(await add(request, { teamId, user: { id: request.params.id }, role, from: "user" }));
    },
  );

  app.patch(
    "/users/:id/teams/:teamId",
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a user's role in a team",
        params: ZAdminUserTeamParams,
        body: ZAdminMembershipRole,
        response: { 200: ZAdminMembershipSaved },
      },
    },
    async (request) =>
      changeRole(request, {
        teamId: request.params.teamId,
        userId: request.params.id,
        role: request.body.role,
      }),
  );

  app.delete(
    "/users/:id/teams/:teamId",
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove a user from a team",
        params: ZAdminUserTeamParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => remove(request, { teamId: request.params.teamId, userId: request.params.id }),
  );

  // ---- a team's members ----

  app.get(
    "/teams/:id/members",
    {
      config: admin,
      schema: {
        tags,
        summary: "The members of a team, with roles",
        params: ZAdminTeamParams,
        querystring: ZAdminPagination,
        response: { 200: ZAdminMembershipList },
      },
    },
    async (request) => listTeamMembers(app.db, request.params.id, request.query),
  );

  app.post(
    "/teams/:id/members",
    {
      config: admin,
      schema: {
        tags,
        summary: "Add an existing user (by id or e-mail) to a team with a role",
        params: ZAdminTeamParams,
        body: ZAdminTeamMemberCreate,
        response: { 201: ZAdminMembershipSaved },
      },
    },
    async (request, reply) => {
      const { userId, email, role } = request.body;
      const user = userId !== undefined ? { id: userId } : { email: email! };
      return reply
        .status(201)
        .send(await add(request, { teamId: request.params.id, user, role, from: "team" }));
    },
  );

  app.patch(
    "/teams/:id/members/:userId",
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a member's role",
        params: ZAdminTeamMemberParams,
        body: ZAdminMembershipRole,
        response: { 200: ZAdminMembershipSaved },
      },
    },
    async (request) =>
      changeRole(request, {
        teamId: request.params.id,
        userId: request.params.userId,
        role: request.body.role,
      }),
  );

  app.delete(
    "/teams/:id/members/:userId",
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove a member from a team",
        params: ZAdminTeamMemberParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => remove(request, { teamId: request.params.id, userId: request.params.userId }),
  );
};
