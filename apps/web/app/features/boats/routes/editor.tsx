/**
 * /dashboard/boats/{id}: the listing editor. The loader reads the boat, the team (units, plan) and the
 * catalog; the action takes JSON from the editor's fetchers (save the changed fields, run a lifecycle
 * action, reorder / caption / delete photos) and a plain form post to delete the boat. A clientAction turns
 * a lost connection into an answer the editor shows ("Not saved"), instead of an error page that would
 * throw away what the seller typed.
 */

import { BOAT_ACTIONS, PUBLISH_REQUIREMENTS, type PublishRequirement } from "@keel/contracts/boat-codes";
import { type TBoatDetail, ZBoatDetail } from "@keel/contracts/boat-editor";
import { ZMessage } from "@keel/contracts/common";
import { COUNTRIES } from "@keel/contracts/countries";
import type { Locale } from "@keel/contracts/locales";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { z } from "zod";
import type { ApiFieldIssue, EditorResult, PhotoResult } from "#app/features/boats/boat-editor-result.ts";
import { metaOf } from "#app/features/boats/boat-editor-result.ts";
import { apiKeysOfField, locateApiError } from "#app/features/boats/boat-form.ts";
import { findCatalog, requireBoatsTeam, requireId, toActionError } from "#app/features/boats/boats.server.ts";
import { BoatEditor } from "#app/features/boats/components/boat-editor.tsx";
import { ApiError, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { flashCookie } from "#app/lib/cookies.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { formatCountry } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import type { Translate } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { TEAM_PARAM } from "#app/lib/team.ts";
import type { Route } from "./+types/editor";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const boatId = requireId(params.boatId);
  const [t, team, catalog] = await Promise.all([
    getTranslator(context),
    requireBoatsTeam(request, context),
    findCatalog(request, context),
  ]);
  let boat: TBoatDetail;
  try {
    boat = await apiRequest(`teams/${team.id}/boats/${boatId}`, {
      ...userApiContext(context, request),
      schema: ZBoatDetail,
    });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    // Switching team while on a boat of the previous team: that team's list is the useful page.
    const switchedTo = new URL(request.url).searchParams.get(TEAM_PARAM);
    if (switchedTo) {
      const list = localizePath("/dashboard/boats", context.get(localeContext));
      throw redirect(`${list}?${TEAM_PARAM}=${encodeURIComponent(switchedTo)}`);
    }
    throw data("Not found", { status: 404 });
  }
  return {
    meta: { title: t("editor.metaTitle", { title: boat.title }), noIndex: true },
    team: {
      id: team.id,
      unit: team.unit,
      canPostBoats: team.plan.canPostBoats,
      canDelete: team.role === "owner" || team.role === "admin",
    },
    boat,
    catalog,
    countries: countryOptions(context.get(localeContext)),
    now: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Countries named in the page's language, by name. */
function countryOptions(locale: Locale) {
  return COUNTRIES.map((code) => ({ value: code as string, label: formatCountry(code, locale) })).sort(
    (a, b) => collator(locale).compare(a.label, b.label),
  );
}

const ZPatch = z.record(z.string(), z.unknown());
const ZIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), patch: ZPatch }),
  z.object({ intent: z.literal("action"), action: z.enum(BOAT_ACTIONS), patch: ZPatch.optional() }),
  z.object({
    intent: z.literal("photos.order"),
    photoIds: z.array(z.number().int().positive()).min(1).max(100),
  }),
  z.object({
    intent: z.literal("photos.caption"),
    photoId: z.number().int().positive(),
    caption: z.string().max(1000),
  }),
  z.object({ intent: z.literal("photos.delete"), photoId: z.number().int().positive() }),
]);

const ZDetailWithMessage = ZBoatDetail.extend({ message: z.string() });

type Api = ReturnType<typeof userApiContext>;

/**
 * PATCHes the changes; when the API refuses some fields, saves the others in a second call, so one bad
 * value never holds back the rest. Returns the boat afterwards (null when nothing was saved).
 */
async function patchBoat(api: Api, path: string, patch: Record<string, unknown>) {
  const issues: ApiFieldIssue[] = [];
  let body = patch;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (Object.keys(body).length === 0) return { boat: null, issues };
    try {
      const boat = await apiRequest(path, { ...api, method: "PATCH", body, schema: ZBoatDetail });
      return { boat, issues };
    } catch (error) {
      if (!isApiError(error, 400)) throw error;
      const problem = toActionError(error);
      if (problem.code !== "VALIDATION_FAILED" || problem.details.length === 0) throw error;
      issues.push(...problem.details);
      const refused = new Set<string>();
      for (const detail of problem.details) {
        const location = locateApiError(detail.path);
        // A problem with no field (a malformed body) cannot be set aside: nothing is saved.
        if (!location) return { boat: null, issues };
        for (const key of apiKeysOfField(location.field)) refused.add(key);
      }
      body = Object.fromEntries(Object.entries(body).filter(([key]) => !refused.has(key)));
    }
  }
  return { boat: null, issues };
}

/** An API error in a form the editor can show; anything else (API unreachable…) is logged, not leaked. */
function problemOf(error: unknown, t: Translate) {
  if (error instanceof ApiError) return toActionError(error);
  console.error("boat editor: the API call failed", error);
  return { code: "INTERNAL", message: t("editor.save.serverError"), details: [] };
}

/** An answer for a refusal that is not about fields (plan, transition, session, server). */
function refusal(
  error: unknown,
  t: Translate,
  patched: TBoatDetail | null,
  issues: ApiFieldIssue[],
): EditorResult {
  const problem = problemOf(error, t);
  return {
    kind: "refused",
    code: problem.code,
    message: problem.message,
    patched: patched !== null,
    errors: issues,
    meta: patched && metaOf(patched),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const boatId = requireId(params.boatId);
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  const t = await getTranslator(context);
  const api = userApiContext(context, request);
  const path = `teams/${team.id}/boats/${boatId}`;

  if (!request.headers.get("Content-Type")?.includes("application/json")) {
    const form = await request.formData();
    if (form.get("intent") !== "delete") throw data("Unknown intent", { status: 400 });
    try {
      const { message } = await apiRequest(path, { ...api, method: "DELETE", schema: ZMessage });
      const list = localizePath("/dashboard/boats", context.get(localeContext));
      return redirect(list, message ? { headers: { "Set-Cookie": flashCookie(message) } } : undefined);
    } catch (error) {
      return refusal(error, t, null, []);
    }
  }

  const parsed = ZIntent.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw data("Malformed editor request", { status: 400 });
  const body = parsed.data;

  if (body.intent === "save" || body.intent === "action") {
    let patched: TBoatDetail | null = null;
    let issues: ApiFieldIssue[] = [];
    try {
      ({ boat: patched, issues } = await patchBoat(api, path, body.patch ?? {}));
    } catch (error) {
      return refusal(error, t, null, []);
    }
    const outcome = { patched: patched !== null, errors: issues, meta: patched && metaOf(patched) };
    // A lifecycle action waits until every change it came with is saved.
    if (body.intent === "save" || issues.length > 0)
      return { kind: "saved", ...outcome } satisfies EditorResult;
    try {
      const boat = await apiRequest(`${path}/actions`, {
        ...api,
        method: "POST",
        body: { action: body.action },
        schema: ZDetailWithMessage,
      });
      return { kind: "acted", message: boat.message, ...outcome, meta: metaOf(boat) } satisfies EditorResult;
    } catch (error) {
      const problem = problemOf(error, t);
      if (problem.code === "UNPROCESSABLE") {
        const missing = problem.details
          .filter((d) => d.code === "required_to_publish")
          .map((d) => d.path.replace(/^boat\./, ""))
          .filter((r): r is PublishRequirement => (PUBLISH_REQUIREMENTS as readonly string[]).includes(r));
        return { kind: "missing", missing, message: problem.message, ...outcome } satisfies EditorResult;
      }
      return refusal(error, t, patched, issues);
    }
  }

  try {
    let message: string | undefined;
    if (body.intent === "photos.order") {
      ({ message } = await apiRequest(`${path}/photos/order`, {
        ...api,
        method: "PUT",
        body: { photoIds: body.photoIds },
        schema: ZMessage,
      }));
    } else if (body.intent === "photos.caption") {
      ({ message } = await apiRequest(`${path}/photos/${body.photoId}`, {
        ...api,
        method: "PATCH",
        body: { caption: body.caption },
        schema: ZMessage,
      }));
    } else {
      ({ message } = await apiRequest(`${path}/photos/${body.photoId}`, {
        ...api,
        method: "DELETE",
        schema: ZMessage,
      }));
    }
    return { kind: "photos", ok: true, message } satisfies PhotoResult;
  } catch (error) {
    return { kind: "photos", ok: false, message: problemOf(error, t).message } satisfies PhotoResult;
  }
}

/**
 * The request did not get an answer (offline, server restarting): say so and keep the page and its edits.
 * Only redirects (after deleting the boat) pass through.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isRouteErrorResponse(error)) console.warn("boat editor: no answer from the server", error);
    return { kind: "offline" } as const;
  }
}

export default function BoatEditorPage({ loaderData }: Route.ComponentProps) {
  const { boat, team, catalog, countries, now } = loaderData;
  return (
    <BoatEditor key={boat.id} boat={boat} team={team} catalog={catalog} countries={countries} now={now} />
  );
}
