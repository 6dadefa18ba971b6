import { isLocale, type Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { appLink } from "./links.ts";
import { queueMail } from "./outbox.ts";
import { renderMail, type TemplateName } from "./templates.ts";
import { unsubscribeUrl } from "./unsubscribe.repository.ts";

/**
 * Renders a template in the recipient's language and puts it in the outbox, from where a job delivers it
 * (outbox.ts). Pass the transaction of the change that causes the mail as `db`, so a rolled-back change sends
 * nothing and a committed one always sends, even when the mail server is down for a while.
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
    /**
     * A notification a team member chose (not a transactional mail): it carries List-Unsubscribe and one-click
     * unsubscribe (RFC 8058), which turn that member's notifications of the team off.
     */
    unsubscribe?: { teamId: number; userId: number };
    /** The one-click unsubscribe link of a notification that has its own (a saved search's alerts). */
    unsubscribeUrl?: string;
  },
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  const locale: Locale = isLocale(input.language) ? input.language : "en-US";
  const actionUrl = input.actionPath ? appLink(ctx.config.publicAppUrl, locale, input.actionPath) : undefined;
  const stopUrl =
    input.unsubscribeUrl ??
    (input.unsubscribe ? await unsubscribeUrl(db, ctx.config, input.unsubscribe) : undefined);
  const mail = renderMail(
    input.template,
    locale,
    { brand: ctx.config.brandName, name: input.name, ...input.values },
    actionUrl,
    stopUrl,
  );
  await queueMail(
    db,
    {
      template: input.template,
      to: input.to,
      ...mail,
      ...(input.fromName ? { fromName: input.fromName } : {}),
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      ...(stopUrl ? { unsubscribeUrl: stopUrl } : {}),
    },
    new URL(ctx.config.publicAppUrl).hostname,
  );
}
