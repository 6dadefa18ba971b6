import { isLocale, type Locale } from "@keel/contracts/locales";
import type { AppContext } from "../../context.ts";
import { appLink } from "./links.ts";
import { renderMail, type TemplateName } from "./templates.ts";

/**
 * Renders a template in the recipient's language and sends it. A mail failure is logged, never thrown: the
 * action that triggered it (a registration, a reset request) has already happened and must not be undone.
 */
export async function sendTemplate(
  ctx: AppContext,
  input: {
    template: TemplateName;
    to: string;
    language: string;
    name: string;
    values?: Record<string, string>;
    /** Path inside the web app for the call to action, e.g. `/dashboard`. */
    actionPath?: string;
    /** Shown as "{fromName} via {brand}" (e.g. a buyer writing to a team). */
    fromName?: string;
    /** Where the recipient's reply goes (e.g. the buyer's address). */
    replyTo?: string;
  },
): Promise<void> {
  const locale: Locale = isLocale(input.language) ? input.language : "en-US";
  const actionUrl = input.actionPath ? appLink(ctx.config.publicAppUrl, locale, input.actionPath) : undefined;
  const mail = renderMail(
    input.template,
    locale,
    { brand: ctx.config.brandName, name: input.name, ...input.values },
    actionUrl,
  );
  try {
    await ctx.mailer.send({
      to: input.to,
      ...mail,
      ...(input.fromName ? { fromName: input.fromName } : {}),
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    });
  } catch (error) {
    ctx.log.error({ err: error, template: input.template, to: input.to }, "mail could not be sent");
  }
}
