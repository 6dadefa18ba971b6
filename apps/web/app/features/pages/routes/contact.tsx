/**
 * Contact (/contact): Keel's support details and promise ("support usually answers
 * within 48 hours", from the site settings) and a form to the support desk. The API validates, sends the
 * desk's e-mail and the sender's acknowledgement, and answers the message shown as a success toast; the page
 * also shows it in place of the form, so that it is seen without JavaScript.
 */

import { ZContactResponse } from "@keel/contracts/contact";
import { CONTACT_MESSAGE_MAX, SUPPORT_TOPICS } from "@keel/contracts/contact-limits";
import { SupportForm } from "#app/features/pages/components/support-form.tsx";
import { getSupportSettings } from "#app/features/pages/content.server.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formText, formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/contact";

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
  const t = useT();
  useApiMessageToast(actionData);
  const { support, topic } = loaderData;
  const state = formState(actionData, "support");
  const sentMessage = actionData?.ok ? (actionData.message ?? t("support.sent")) : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1>{t("support.title")}</h1>
          <p className="text-lg text-muted-foreground">{t("support.intro")}</p>
        </header>
        <p className="flex items-start gap-3 rounded-xl border bg-accent p-4 text-accent-foreground">
          <Icon name="clock" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t("support.responseTime", { hours: support.responseHours })}</span>
        </p>
        <section aria-labelledby="support-direct" className="flex flex-col gap-3">
          <h2 id="support-direct" className="text-lg">
            {t("support.direct.title")}
          </h2>
          <ul className="flex flex-col gap-2">
            {support.email ? (
              <li className="flex items-center gap-2">
                <Icon name="mail" aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">{t("pages.org.email")}</span>
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </li>
            ) : null}
            {support.phone ? (
              <li className="flex items-center gap-2">
                <Icon name="phone" aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">{t("pages.org.phone")}</span>
                <a href={`tel:${support.phone.replace(/[^\d+]/g, "")}`}>{support.phone}</a>
              </li>
            ) : null}
          </ul>
          <p className="text-sm text-muted-foreground">{t("support.direct.boats")}</p>
        </section>
      </div>
      <SupportForm
        state={state}
        defaultTopic={topic}
        sentMessage={sentMessage}
        messageMax={CONTACT_MESSAGE_MAX}
      />
    </div>
  );
}
