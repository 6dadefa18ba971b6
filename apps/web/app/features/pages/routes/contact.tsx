/**
 * Contact (/contact): Keel's support details and promise ("support usually answers
 * within 48 hours", from the site settings) and a form to the support desk. The API validates, sends the
 * desk's e-mail and the sender's acknowledgement, and answers the message shown as a success toast; the page
 * also shows it in place of the form, so that it is seen without JavaScript.
 */

import { ZContactResponse } from "@keel/contracts/contact";
import { SUPPORT_TOPICS } from "@keel/contracts/contact-limits";
import { Suspense } from "react";
import { getSupportSettings } from "#app/features/pages/content.server.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { deferredComponent } from "#app/lib/deferred-module.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formText, formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import type { Route } from "./+types/contact";

/** What the page only shows: a static part (lib/static-part.tsx). */
const SupportDetails = staticPart("support-details", () =>
  import("#app/features/pages/components/support-details.tsx").then((module) => module.SupportDetails),
);

const SUPPORT_FORM_ID = "support-form";
/**
 * The form works as plain HTML until its code comes, on intent or when the browser is idle
 * (lib/deferred-module.ts), as the boat page's contact form does.
 */
const SupportForm = deferredComponent(`#${SUPPORT_FORM_ID}`, () =>
  import("#app/features/pages/components/support-form.tsx").then((module) => module.SupportForm),
);

const FIELDS = ["name", "email", "phone", "topic", "message"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [t, support] = await Promise.all([getTranslator(context), getSupportSettings()]);
  // Links such as "Become a partner" open the form on their topic (/contact?topic=partnership).
  const asked = new URL(request.url).searchParams.get("topic");
  const topic = SUPPORT_TOPICS.find((code) => code === asked) ?? "general";
  return {
    meta: {
      title: t("support.meta.title"),
      description: t("support.meta.description", { hours: support.responseHours }),
    },
    support,
    topic,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formTexts(form, FIELDS);
  const t = await getTranslator(context);
  try {
    const { message } = await apiRequest("support/messages", {
      ...apiContext(context, request),
      method: "POST",
      body: {
        ...values,
        phone: values.phone.trim() === "" ? undefined : values.phone,
        locale: context.get(localeContext),
        // The honeypot goes to the API as typed: it answers a bot as if all went well, and sends nothing.
        website: formText(form, "website"),
      },
      schema: ZContactResponse,
    });
    return formSuccess("support", message);
  } catch (error) {
    return formFailure(error, t, { intent: "support", values });
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  useApiMessageToast(actionData);
  const { support, topic } = loaderData;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
      <SupportDetails responseHours={support.responseHours} email={support.email} phone={support.phone} />
      <Suspense>
        <SupportForm id={SUPPORT_FORM_ID} result={actionData} defaultTopic={topic} />
      </Suspense>
    </div>
  );
}
