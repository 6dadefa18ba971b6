/**
 * The limits of what buyers and sellers write to each other, and the support form's topics, without zod, so the
 * browser may import them (the boat page's contact form, the support form, replies in a conversation).
 * `contact.ts`, `support.ts` and `messages.ts` build their schemas on them.
 */
export const CONTACT_NAME_MAX = 80;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** A reply in a conversation, from the seller's inbox or the buyer's enquiry page. */
export const REPLY_MAX = 10_000;

/** What the support form asks about (the topic of a message to the site's team). */
export const SUPPORT_TOPICS = ["general", "listing", "account", "billing", "partnership", "press"] as const;
