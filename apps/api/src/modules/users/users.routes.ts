import { ZDeleteAccountRequest, ZProfileUpdate } from "@keel/contracts/accounts";
import { ZMe } from "@keel/contracts/auth";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { receiveImage } from "../../plugins/uploads.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import { deleteAccount } from "./account-deletion.service.ts";
import { updateUser } from "./users.repository.ts";
import { getMe, replaceUserAvatar } from "./users.service.ts";

const ZMeWithMessage = ZMe.extend({ message: z.string() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const replaceAvatar = (userId: number, key: string | null) =>
    replaceUserAvatar(app.db, app.storage, userId, key);

  app.patch(
    "/users/me",
    {
      config: { access: access.user },
      schema: {
        tags: ["users"],
        summary: "Edit your name and interface language",
        body: ZProfileUpdate,
        response: { 200: ZMeWithMessage },
      },
    },
    async (request) => {
      const session = request.session!;
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length > 0) {
        await updateUser(app.db, session.userId, changes);
      }
      const me = await getMe(app.db, session.userId, session.impersonatorUserId);
      // The answer is in the language just chosen, so the confirmation matches the new interface.
      return { ...me, message: translate(me.language, "profile.updated") };
    },
  );

  app.post(
    "/users/me/avatar",
    {
      config: { access: access.user, rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Upload your profile picture (multipart field `file`)",
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ avatarUrl: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const image = await receiveImage(app, request, { namespace: "avatars" });
      await replaceAvatar(request.session!.userId, image.key);
      return {
        avatarUrl: webpVariantUrl(image.key, 320),
        message: translate(localeOf(request.headers), "profile.avatarUpdated"),
      };
    },
  );

  app.delete(
    "/users/me/avatar",
    {
      config: { access: access.user },
      schema: { tags: ["users"], summary: "Remove your profile picture", response: { 200: ZMessage } },
    },
    async (request) => {
      await replaceAvatar(request.session!.userId, null);
      return { message: translate(localeOf(request.headers), "profile.avatarRemoved") };
    },
  );

  app.delete(
    "/users/me",
    {
      config: { access: access.user, rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        tags: ["users"],
        summary: "Delete your account (irreversible)",
        body: ZDeleteAccountRequest,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await deleteAccount(app.db, request.session!.userId, request.body.password);
      return { message: translate(localeOf(request.headers), "account.deleted") };
    },
  );
};
