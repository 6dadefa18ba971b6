/**
 * The contact form's limits, as in @keel/contracts/contact (repeated because that module builds zod schemas
 * at load time and the browser bundle must not carry zod; contact-limits.test.ts fails if they drift apart).
 */
export const CONTACT_NAME_MAX = 80;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
