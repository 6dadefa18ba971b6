/**
 * The contact forms' limits, without zod, so the browser may import them (the boat page's contact form, the
 * support form). `contact.ts` builds its schemas on them.
 */
export const CONTACT_NAME_MAX = 80;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
