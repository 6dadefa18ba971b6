import { ZAdminOverview } from "@keel/contracts/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../plugins/access.ts";
import { adminJobRoutes } from "../jobs/admin-jobs.routes.ts";
import { countOverview } from "./admin.repository.ts";
import { adminMembershipRoutes } from "./admin-memberships.routes.ts";
import { adminTeamRoutes } from "./admin-teams.routes.ts";
import { adminUserRoutes } from "./admin-users.routes.ts";
import { auditRoutes } from "./audit.routes.ts";

/** The back office, under /api/v1/admin; every route declares `access.admin`. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminUserRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminMembershipRoutes);
  await app.register(auditRoutes);
  await app.register(adminJobRoutes);

  app.get(
    "/overview",
    {
      config: { access: access.admin },
      schema: { tags: ["admin"], summary: "Back-office figures", response: { 200: ZAdminOverview } },
    },
    async () => {
      const { users, teams, boats, conversations } = await countOverview(app.db);
      const n = Number;
      return {
        users: { total: n(users.total), inactive: n(users.inactive) },
        teams: { total: n(teams.total), inactive: n(teams.inactive) },
        boats: { total: n(boats.total), published: n(boats.published), flagged: n(boats.flagged) },
        conversations: { total: n(conversations.total), held: n(conversations.held) },
      };
    },
  );
};
