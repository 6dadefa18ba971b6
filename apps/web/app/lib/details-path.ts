/**
 * The product's localized detail URL is `/{lang}/details/{id}` with lang one of en, en-GB, fr, it, es
 * (docs/product.md, Screens), and people also write en-US. en-GB, fr, it and es are this site's locale prefixes; "en" and
 * "en-US" are not (en-US is unprefixed), so these two are recognised here: they name English (US)
 * explicitly and are served as addressed, never sent to another language by the cookie or the browser.
 */
const ENGLISH_DETAILS = /^\/(en|en-us)\/details\/[^/]+\/?$/i;

export function isEnglishDetailsPath(pathname: string): boolean {
  return ENGLISH_DETAILS.test(pathname);
}
