/**
 * POST /dashboard/boats/{id}/photos: one photo from the editor (multipart field `file`), streamed as it
 * arrives to the API with the session's token, which browser JavaScript never sees. The browser's
 * XMLHttpRequest reports upload progress; the answer is the API's (201 with the photo, or its error).
 */
import { data } from "react-router";
import { forwardBody, requireId } from "#app/features/boats/boats.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import type { Route } from "./+types/photo-upload";

export async function action({ request, params, context }: Route.ActionArgs) {
  const boatId = requireId(params.boatId);
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    throw data("Send the photo as multipart/form-data", { status: 415 });
  }
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  return forwardBody(request, context, `teams/${team.id}/boats/${boatId}/photos`);
}
