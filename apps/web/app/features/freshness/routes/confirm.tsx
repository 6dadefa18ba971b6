/**
 * `/boats/confirm/{token}`: the reminder e-mail's one-click "still available" link, for whoever holds it, with
 * no sign-in (decision 025). The loader only reads what the link confirms: mail scanners open links, so the
 * confirmation is the form's POST. A used, expired or mangled link, or a boat no longer listed, says so.
 */
import { ZAvailabilityConfirmation } from "@keel/contracts/freshness";
import { z } from "zod";
import { AvailabilityConfirmation } from "#app/features/freshness/components/availability-confirmation.tsx";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import type { Route } from "./+types/confirm";

/** 410: used, expired, or the boat no longer listed; 400: not a token at all. Both are a dead link. */
const isDeadLink = (error: unknown) => isApiError(error, 410) || isApiError(error, 400);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("freshness.confirmPage.metaTitle"), noIndex: true };
  try {
    const { boat } = await apiRequest(`boats/confirmations/${encodeURIComponent(params.token)}`, {
      ...apiContext(context, request),
      schema: ZAvailabilityConfirmation,
    });
    return { meta, boat };
  } catch (error) {
    if (isDeadLink(error)) return { meta, boat: null };
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** After the post, its answer says all a new read would (and a new read of a used link would say "dead"). */
export const shouldRevalidate = notAfterPosts;

export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const { boat, message } = await apiRequest(`boats/confirmations/${encodeURIComponent(params.token)}`, {
      ...apiContext(context, request),
      method: "POST",
      schema: ZAvailabilityConfirmation.extend({ message: z.string() }),
    });
    return { ok: true as const, boat, message };
  } catch (error) {
    if (isDeadLink(error)) return { ok: false as const };
    throw error;
  }
}

export default function ConfirmAvailability({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok)
    return <AvailabilityConfirmation state="confirmed" boat={actionData.boat} message={actionData.message} />;
  if (actionData?.ok === false || !loaderData.boat) return <AvailabilityConfirmation state="dead" />;
  return <AvailabilityConfirmation state="asking" boat={loaderData.boat} />;
}
