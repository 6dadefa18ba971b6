import { ZContactResponse } from "@keel/contracts/contact";
import { isLocale } from "@keel/contracts/locales";
import { ZSupportRequest } from "@keel/contracts/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rateLimited } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import { hitCounter } from "../auth/rate-limit.repository.ts";
import { sendTemplate } from "../mail/send.ts";
import { findSettings } from "../site/site.repository.ts";

const PER_ADDRESS_PER_DAY = 5;
const ACKS_PER_ADDRESS_PER_DAY = 1;

/**
 * The /contact page's form: e-mails Keel's support desk (site setting `support.email`, reply-to the sender) and
 * acknowledges in the sender's language with the response-time promise (usually within 48 hours).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/support/messages",
    {
      config: { access: access.public, rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: {
        tags: ["site"],
        summary: "Write to Keel's support team",
        body: ZSupportRequest,
        response: { 201: ZContactResponse },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? localeOf(request.headers);
      const success = () => reply.status(201).send({ message: translate(locale, "support.sent") });
      if (request.body.website?.trim()) return success();
      const { count } = await hitCounter(app.db, `support:${request.body.email}`, 86_400_000, new Date());
      if (count > PER_ADDRESS_PER_DAY) throw rateLimited(3600);
      const settings = await findSettings(app.db, ["support.email", "support.responseHours"]);
      const setting = (key: string) => settings.get(key);
      const desk = setting("support.email") ?? app.config.mailFrom;
      const { name, email, phone, message, topic } = request.body;
      await sendTemplate(app.ctx, {
        template: "supportRequest",
        to: desk,
        language: "en-US",
        name: "Support",
        values: {
          topic,
          sender: name,
          email,
          phone: phone ? ` · ${phone}` : "",
          language: isLocale(locale) ? locale : "en-US",
          message,
        },
        fromName: name,
        replyTo: email,
      });
      // The acknowledgement goes to an address nobody proved: it quotes nothing from the form (not even the
      // name), and one a day per address at most, so the form cannot relay text or mail-bomb a stranger.
      const acks = await hitCounter(app.db, `support-ack:${email.toLowerCase()}`, 86_400_000, new Date());
      if (acks.count <= ACKS_PER_ADDRESS_PER_DAY) {
        await sendTemplate(app.ctx, {
          template: "supportAck",
          to: email,
          language: locale,
          name: "",
          values: { hours: setting("support.responseHours") ?? "48" },
        });
      }
      return success();
    },
  );
};
