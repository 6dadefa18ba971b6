import type { TMe } from "@keel/contracts/auth";
import { isLocale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { deleteImage } from "../media/image-pipeline.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import type { Storage } from "../media/storage.ts";
import {
  findAvatarKey,
  findUserGroups,
  findUserProfile,
  findUserTeams,
  updateUser,
} from "./users.repository.ts";

/** The signed-in user as the web app needs it: profile, teams with roles, groups (`auth/me`). */
export async function getMe(
  db: Kysely<Database>,
  userId: number,
  impersonatorUserId: number | null,
): Promise<TMe> {
  const [profile, teams, groups, impersonator] = await Promise.all([
    findUserProfile(db, userId),
    findUserTeams(db, userId),
    findUserGroups(db, userId),
    impersonatorUserId ? findUserProfile(db, impersonatorUserId) : Promise.resolve(undefined),
  ]);
  if (!profile) throw notFound();
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatarUrl: profile.avatarKey ? webpVariantUrl(profile.avatarKey, 320) : null,
    language: isLocale(profile.language) ? profile.language : "en-US",
    role: profile.role,
    teams: teams.map((t) => ({ id: t.id, name: t.name, slug: t.slug, role: t.role })),
    groups: groups.map((g) => ({ code: g.code })),
    impersonatedBy: impersonator ? { id: impersonator.id, email: impersonator.email } : null,
  };
}

/** Sets (or removes, with null) the user's avatar, then deletes the previous one's files. */
export async function replaceUserAvatar(
  db: Kysely<Database>,
  storage: Storage,
  userId: number,
  key: string | null,
): Promise<void> {
  const previous = await findAvatarKey(db, userId);
  await updateUser(db, userId, { avatarKey: key });
  if (previous) await deleteImage(storage, previous, 1600).catch(() => undefined);
}
