/**
 * Forgot password (issue 3): the API e-mails a single-use reset link and answers the same neutral message
 * whether or not the address has an account, which the page shows in place of the form.
 */
import { ZMessage } from "@keel/contracts/common";
import { ForgotPasswordForm } from "#app/features/auth/components/forgot-password-form.tsx";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import type { Route } from "./+types/password-forgot";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("password.forgot.metaTitle"), description: t("password.forgot.subtitle") } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, "email");
  try {
    const { message } = await apiRequest("auth/password/forgot", {
      ...apiContext(context, request),
      method: "POST",
      body: { email },
      schema: ZMessage,
    });
    // Shown on the page rather than as a toast: it is the page's whole answer.
    return { ...formSuccess("forgot"), notice: message ?? null };
  } catch (error) {
    return formFailure(error, await getTranslator(context), { intent: "forgot", values: { email } });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  return <ForgotPasswordForm state={formState(actionData, "forgot")} notice={notice} />;
}
