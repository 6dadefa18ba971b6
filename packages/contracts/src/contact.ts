import { z } from "zod";
import { ZEmail } from "./accounts.ts";
import { ZId } from "./common.ts";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
} from "./contact-limits.ts";
import { LOCALES } from "./locales.ts";

export {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
} from "./contact-limits.ts";

/** Control characters (CR and LF among them: header injection) and Unicode line/paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The same, minus the line breaks and tabs a message may hold. */
const CONTROL_IN_TEXT = /[^\P{Cc}\n\r\t]|[\u2028\u2029]/u;

/** Digits with the separators people type (`+33 6 12 34 56 78`, `(555) 123-4567`, `+44 20 7946 0958`). */
const PHONE = /^\+?[0-9][0-9 ()./-]*[0-9]$/;
const digitCount = (v: string) => v.replace(/\D/g, "").length;

export const ZContactParams = z.object({ boatId: ZId });

/**
 * "Contact the owner" (docs/product.md, Messages): name, e-mail, optional phone, message. `website` is
 * a honeypot that people never see: it must stay empty.
 */
export const ZContactRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(CONTACT_NAME_MAX)
      .refine((v) => !CONTROL.test(v), {
        message: "must be one line of text",
        params: { reason: "invalid_characters" },
      }),
    email: ZEmail,
    /** Optional; an empty string counts as absent. */
    phone: z
      .string()
      .trim()
      .max(CONTACT_PHONE_MAX)
      .refine((v) => v === "" || (PHONE.test(v) && digitCount(v) >= 6 && digitCount(v) <= 15), {
        message: "must be a phone number such as +33 6 12 34 56 78",
        params: { reason: "phone_invalid" },
      })
      .optional(),
    message: z
      .string()
      .trim()
      .overwrite((v) => v.replace(/\r\n?/g, "\n"))
      .min(CONTACT_MESSAGE_MIN)
      .max(CONTACT_MESSAGE_MAX)
      .refine((v) => !CONTROL_IN_TEXT.test(v), {
        message: "must not contain control characters",
        params: { reason: "invalid_characters" },
      }),
    /** Language the buyer writes in and wants answers in; defaults to Accept-Language. */
    locale: z.enum(LOCALES).optional(),
    /** Honeypot: hidden from people, filled by bots. */
    website: z.string().max(2000).optional(),
  })
  .meta({ id: "ContactRequest" });
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** The success text for the toast (docs/product.md, Interface rules). */
export const ZContactResponse = z.object({ message: z.string() }).meta({ id: "ContactResponse" });
export type TContactResponse = z.infer<typeof ZContactResponse>;
