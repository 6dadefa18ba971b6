/**
 * E-mails in the recipient's language (the user's interface language drives it). Each template is a subject,
 * paragraphs and an optional call to action, kept in the API's texts files as `email.<template>.*`
 * (docs/decisions/039-texts.md); `renderMail` builds the HTML and plain-text bodies from them.
 */
import type { Locale } from "@keel/contracts/locales";
import { textsOf } from "../../i18n/messages.ts";

interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: string;
  footer: string;
}

export const TEMPLATE_NAMES = [
  "welcome",
  "welcomeJoined",
  "welcomeBuyer",
  "passwordReset",
  "passwordChanged",
  "invitation",
  "newMessage",
  "buyerReply",
  "messageDigest",
  "supportRequest",
  "supportAck",
  "signUpConfirm",
  "signUpExisting",
  "freshnessReminder",
  "billingPaymentConfirmed",
  "billingPastDue",
  "billingRestricted",
  "billingSubscriptionEnded",
  "planRequestSales",
  "planRequestAck",
  "feedReport",
  "feedRefused",
  "savedSearchAlert",
  "favouriteAlert",
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * Mails to an address nobody has proven yet (a sign-up's confirmation, a support form's acknowledgement) greet
 * without the name typed into the form and quote nothing else from it, so the form cannot be used to send
 * someone else a message of the sender's choosing.
 */
const TO_UNPROVEN_ADDRESS = new Set<TemplateName>(["supportAck", "signUpConfirm", "planRequestAck"]);

/** A template's texts in a locale, from the API's texts file: `email.<name>.subject`, `.paragraph1…`, `.action`. */
export function templateText(name: TemplateName, locale: Locale): TemplateText {
  const texts = textsOf(locale);
  const paragraphs: string[] = [];
  for (let n = 1; texts[`email.${name}.paragraph${n}`] !== undefined; n++) {
    paragraphs.push(texts[`email.${name}.paragraph${n}`] ?? "");
  }
  const action = texts[`email.${name}.action`];
  return {
    subject: texts[`email.${name}.subject`] ?? "",
    greeting: (TO_UNPROVEN_ADDRESS.has(name) ? texts["email.helloAnyone"] : texts["email.hello"]) ?? "",
    paragraphs,
    ...(action === undefined ? {} : { action }),
    footer: texts["email.footer"] ?? "",
  };
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function fill(template: string, values: Record<string, string>, encode: (v: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? encode(values[name] ?? "") : match,
  );
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Values are escaped in the HTML body; `actionUrl` becomes the button and the plain-text link; `unsubscribeUrl`
 * (notification e-mails) adds a "Stop these e-mails" link under the footer.
 */
export function renderMail(
  name: TemplateName,
  locale: Locale,
  values: Record<string, string> & { brand: string; name: string },
  actionUrl?: string,
  unsubscribeUrl?: string,
): RenderedMail {
  const t = templateText(name, locale);
  const stopLink = textsOf(locale)["email.stopLink"] ?? "";
  const plain = (s: string) => fill(s, values, (v) => v);
  // Values keep their line breaks in HTML (a reply or a message quoted in an e-mail).
  const html = (s: string) => fill(escapeHtml(s), values, (v) => escapeHtml(v).replace(/\r?\n/g, "<br>"));
  const button =
    t.action && actionUrl
      ? `<p style="margin:28px 0"><a href="${escapeHtml(actionUrl)}" style="background:#0b5f7a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${html(t.action)}</a></p>`
      : "";
  return {
    subject: plain(t.subject),
    html: `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f3f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2a33">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px">
<p style="font-size:20px;font-weight:700;color:#0b5f7a;margin:0 0 24px">${escapeHtml(values.brand)}</p>
<p style="font-size:16px;line-height:1.5">${html(t.greeting)}</p>
${t.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${html(p)}</p>`).join("\n")}
${button}
<p style="font-size:12px;color:#51646f;margin-top:32px">${html(t.footer)}</p>
${unsubscribeUrl ? `<p style="font-size:12px;color:#51646f"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#51646f">${escapeHtml(stopLink)}</a></p>` : ""}
</td></tr></table></td></tr></table></body></html>`,
    text: [
      plain(t.greeting),
      "",
      ...t.paragraphs.map(plain).flatMap((p) => [p, ""]),
      ...(t.action && actionUrl ? [`${plain(t.action)}: ${actionUrl}`, ""] : []),
      plain(t.footer),
      ...(unsubscribeUrl ? ["", `${stopLink}: ${unsubscribeUrl}`] : []),
    ].join("\n"),
  };
}
