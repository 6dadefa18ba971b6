/**
 * Invitation acceptance `/invitations/{id}/accept` (docs/product.md, Screens: signed in, auth layout). Guests are sent
 * to log in, or to sign up from there, and come back here. Accepting adds the membership, selects the team
 * (team_id cookie) and lands on the dashboard. Invitations that are someone else's, expired, withdrawn,
 * already used or unknown get their own explanation.
 */
import { ZInvitationAccepted, ZInvitationView } from "@keel/contracts/teams";
import { redirect } from "react-router";
import { InvitationCard } from "#app/features/invitations/components/invitation-card.tsx";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { flashCookie, serializeCookie, TEAM_COOKIE, TEAM_COOKIE_MAX_AGE_S } from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext, userContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import type { Route } from "./+types/accept";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const meta = { title: t("invitation.metaTitle"), noIndex: true };
  const signedInAs = context.get(userContext).email;
  try {
    const invitation = await apiRequest(`invitations/${encodeURIComponent(params.id)}`, {
      ...userApiContext(context, request),
      schema: ZInvitationView,
    });
    return { meta, invitation, signedInAs };
  } catch (error) {
    // Unknown, or not an invitation id at all (400): the same "no such invitation" for the visitor.
    if (isApiError(error, 404) || isApiError(error, 400)) return { meta, invitation: null, signedInAs };
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const { teamId, message } = await apiRequest(`invitations/${encodeURIComponent(params.id)}/accept`, {
      ...userApiContext(context, request),
      method: "POST",
      schema: ZInvitationAccepted,
    });
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      serializeCookie(TEAM_COOKIE, String(teamId), { maxAge: TEAM_COOKIE_MAX_AGE_S }),
    );
    headers.append("Set-Cookie", flashCookie(message));
    return redirect(localizePath("/dashboard", context.get(localeContext)), { headers });
  } catch (error) {
    // The page reloads the invitation after this answer, so it shows why (expired, withdrawn…) as well.
    return formFailure(error, await getTranslator(context), { intent: "accept", asToast: true });
  }
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  useApiMessageToast(actionData);
  return <InvitationCard invitation={loaderData.invitation} signedInAs={loaderData.signedInAs} />;
}
