import { LOCALE_PREFIX, type Locale } from "@keel/contracts/locales";

/** An absolute link into the web app, in the recipient's language (`/fr/…`; en-US is unprefixed). */
export function appLink(publicAppUrl: string, locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  return `${publicAppUrl}${prefix ? `/${prefix}` : ""}${path}`;
}
