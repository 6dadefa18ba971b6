/**
 * Reset password from the e-mailed link `/auth/password/reset/{token}`: the loader asks the API whether the
 * single-use token still works, so a used, expired or mangled link says so at once instead of showing the form;
 * the action sets the password (the API checks the token again) and signs out every session; the visitor then
 * logs in with the new password.
 */
import { ZMessage } from "@keel/contracts/common";
import { redirect } from "react-router";
import { z } from "zod";
import { ResetPasswordForm } from "#app/features/auth/components/reset-password-form.tsx";
import { type ApiCallContext, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { flashCookie } from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { formText } from "#app/ui/form/form-data.ts";
import { readFieldIssues } from "#app/ui/form/form-errors.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import type { Route } from "./+types/password-reset";

/** The API's code for a link that was used, has expired or never existed. */
const LINK_GONE = "GONE";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [t, isLinkInvalid] = await Promise.all([
    getTranslator(context),
    isResetLinkDead(params.token, apiContext(context, request)),
  ]);
  return { meta: { title: t("password.reset.metaTitle"), noIndex: true }, isLinkInvalid };
}

/**
 * True when the API says the link is used, expired or unknown (410) or mangled (400). Any other failure (a
 * rate limit, the API away) shows the form: the reset itself checks the token again and answers for it.
 */
async function isResetLinkDead(token: string, api: ApiCallContext): Promise<boolean> {
  try {
    await apiRequest(`auth/password/reset/${encodeURIComponent(token)}`, { ...api, schema: z.null() });
    return false;
  } catch (error) {
    return isApiError(error, 410) || isApiError(error, 400);
  }
}

/** After the form's post, its answer says all a new check would (done, a refused field, a dead link). */
export const shouldRevalidate = notAfterPosts;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = formText(form, "password");
  try {
    const { message } = await apiRequest("auth/password/reset", {
      ...apiContext(context, request),
      method: "POST",
      body: { token: params.token, password },
      schema: ZMessage,
    });
    const headers = message ? { "Set-Cookie": flashCookie(message) } : undefined;
    return redirect(localizePath("/auth/login", context.get(localeContext)), { headers });
  } catch (error) {
    // A token of the wrong shape is a mangled link: the same answer as a used one.
    const isMangled =
      isApiError(error, 400) && readFieldIssues(error.details).some((issue) => issue.path === "body.token");
    if (isMangled)
      return { intent: "reset", ok: false as const, code: LINK_GONE, fieldErrors: {}, formError: null };
    return formFailure(error, await getTranslator(context), { intent: "reset", submitted: { password } });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const isLinkInvalid =
    loaderData.isLinkInvalid || Boolean(actionData && "code" in actionData && actionData.code === LINK_GONE);
  return <ResetPasswordForm state={formState(actionData, "reset")} isLinkInvalid={isLinkInvalid} />;
}
