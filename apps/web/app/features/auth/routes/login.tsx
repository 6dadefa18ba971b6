/**
 * Login (docs/product.md, Errors): the API issues a token, the server keeps it in the httpOnly
 * `{product}_token` cookie, loads the user, then redirects to the requested page (same-site only), the
 * remembered one, or the dashboard. Any failure reads "Invalid credentials"; rate limiting has its own text.
 */
import { ZLoginResponse, ZMe } from "@keel/contracts/auth";
import { data } from "react-router";
import { LoginForm } from "#app/features/auth/components/login-form.tsx";
import { apiRequest, isApiError, retryAfterHeaders } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { signIn, signInTarget } from "#app/lib/sign-in.server.ts";
import type { Route } from "./+types/login";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("auth.login.metaTitle"), description: t("auth.login.subtitle") } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const t = await getTranslator(context);
  const fail = (key: string, status: number, headers?: HeadersInit) =>
    data({ error: t(key), email }, { status, headers });
  if (!email || !password) return fail("auth.invalidCredentials", 400);

  const api = apiContext(context, request);
  let token: string;
  let expiresAt: string;
  let message: string | undefined;
  try {
    ({ token, expiresAt, message } = await apiRequest("auth/login", {
      ...api,
      method: "POST",
      body: { email, password },
      schema: ZLoginResponse,
    }));
    // Signing in loads the user: a token that cannot read its own user is no login.
    await apiRequest("auth/me", { ...api, token, schema: ZMe });
  } catch (error) {
    if (isApiError(error, 429)) return fail("auth.tooManyAttempts", 429, retryAfterHeaders(error));
    if (!isApiError(error)) console.error("login: the API call failed", error);
    return fail("auth.invalidCredentials", 401);
  }

  const locale = context.get(localeContext);
  const target = signInTarget(request, form.get("redirect"), locale);
  return signIn({ request, locale, token, expiresAt, target, message });
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm error={actionData?.error} email={actionData?.email} />;
}
