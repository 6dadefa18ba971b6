import {
  ZAdminGroupList,
  ZAdminImpersonation,
  ZAdminUser,
  ZAdminUserGroupParams,
  ZAdminUserGroups,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAdminUserParams,
  ZAdminUserSaved,
  ZAdminUserUpdate,
} from "@keel/contracts/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { impersonateUser } from "./admin-impersonation.service.ts";
import {
  getAdminUser,
  grantGroup,
  listGroups,
  listUsers,
  removeGroup,
  updateUser,
} from "./admin-users.service.ts";

const tags = ["admin"];

/** Back-office users: list, read, edit, groups and impersonation (all under /api/v1/admin). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: access.admin };

  app.get(
    "/users",
    {
      config: admin,
      schema: {
        tags,
        summary: "Search and filter users",
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserList },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    "/users/:id",
    {
      config: admin,
      schema: {
        tags,
        summary: "A user with groups, teams and sessions",
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => getAdminUser(app.db, request.params.id),
  );

  app.patch(
    "/users/:id",
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit, activate or deactivate a user",
        params: ZAdminUserParams,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUserSaved },
      },
    },
    async (request) => {
      const { user, sessionsRevoked } = await updateUser(
        app.db,
        request.session!.userId,
        request.params.id,
        request.body,
      );
      const name = `${user.firstName} ${user.lastName}`;
      const message =
        sessionsRevoked === null
          ? translate(localeOf(request.headers), "admin.userSaved", { name })
          : translate(localeOf(request.headers), "admin.userDeactivated", { name, count: sessionsRevoked });
      return { user, message };
    },
  );

  app.get(
    "/groups",
    {
      config: admin,
      schema: { tags, summary: "Every user group", response: { 200: ZAdminGroupList } },
    },
    async () => ({ items: await listGroups(app.db) }),
  );

  app.put(
    "/users/:id/groups/:code",
    {
      config: admin,
      schema: {
        tags,
        summary: "Put a user in a group (e.g. admin)",
        params: ZAdminUserGroupParams,
        response: { 200: ZAdminUserGroups },
      },
    },
    async (request) => {
      const { params, session } = request;
      const { name, groups } = await grantGroup(app.db, session!.userId, params.id, params.code);
      return { groups, message: translate(localeOf(request.headers), "admin.groupGranted", { name }) };
    },
  );

  app.delete(
    "/users/:id/groups/:code",
    {
      config: admin,
      schema: {
        tags,
        summary: "Take a user out of a group",
        params: ZAdminUserGroupParams,
        response: { 200: ZAdminUserGroups },
      },
    },
    async (request) => {
      const { params, session } = request;
      const { name, groups } = await removeGroup(app.db, session!.userId, params.id, params.code);
      return { groups, message: translate(localeOf(request.headers), "admin.groupRemoved", { name }) };
    },
  );

  app.post(
    "/users/:id/impersonate",
    {
      config: admin,
      schema: {
        tags,
        summary: "Sign in as a user (short-lived session, audited)",
        params: ZAdminUserParams,
        response: { 200: ZAdminImpersonation },
      },
    },
    async (request) => {
      const { token, expiresAt, user } = await impersonateUser(app.db, {
        adminUserId: request.session!.userId,
        targetUserId: request.params.id,
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      });
      const message = translate(localeOf(request.headers), "admin.impersonationStarted", { name: user.name });
      return { token, expiresAt, user: { id: user.id, email: user.email }, message };
    },
  );
};
