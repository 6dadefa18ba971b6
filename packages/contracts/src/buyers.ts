/**
 * What a buyer keeps on Keel (docs/decisions/045-buyer-accounts-and-favourites.md): favourite boats with a
 * private note and what changed since they last looked, and their own conversations with sellers (their
 * enquiries), seen from the buyer's side.
 */
import { z } from "zod";
import { BOAT_STATUSES, ZImage, ZMoney } from "./boats.ts";
import { ZId } from "./common.ts";
import { REPLY_MAX } from "./contact-limits.ts";
import { ALERT_FREQUENCIES, FAVOURITE_NOTE_MAX } from "./saved-search-codes.ts";

/** A user keeps at most this many favourites; the 501st is refused with a clear message. */
export const FAVOURITES_MAX = 500;

/** Control characters other than line breaks and tabs. */
const CONTROL_IN_TEXT = /[^\P{Cc}\n\r\t]|[\u2028\u2029]/u;

const ZNote = z
  .string()
  .trim()
  .overwrite((v) => v.replace(/\r\n?/g, "\n"))
  .max(FAVOURITE_NOTE_MAX)
  .refine((v) => !CONTROL_IN_TEXT.test(v), {
    message: "must not contain control characters",
    params: { reason: "invalid_characters" },
  });

export const ZFavouriteCreate = z
  .strictObject({ boatId: ZId, note: ZNote.optional() })
  .meta({ id: "FavouriteCreate" });
export type TFavouriteCreate = z.infer<typeof ZFavouriteCreate>;

/** Edit the note (an empty one removes it), or take the boat's current price and status as seen. */
export const ZFavouriteUpdate = z
  .strictObject({ note: ZNote.nullable().optional(), markSeen: z.literal(true).optional() })
  .refine((v) => v.note !== undefined || v.markSeen !== undefined, {
    message: "nothing to change: send note or markSeen",
    params: { reason: "empty_update" },
  })
  .meta({ id: "FavouriteUpdate" });
export type TFavouriteUpdate = z.infer<typeof ZFavouriteUpdate>;

export const ZFavouriteParams = z.object({ boatId: ZId });

/**
 * What changed since the buyer last looked: `price` when the asking price moved (either side may be on
 * request), `status` when the boat went under offer, was sold, or left the market (`withdrawn`: a draft or
 * archived boat), or came back (`available`).
 */
export const FAVOURITE_STATUS_CHANGES = ["under_offer", "sold", "withdrawn", "available"] as const;
export type FavouriteStatusChange = (typeof FAVOURITE_STATUS_CHANGES)[number];

export const ZFavourite = z
  .object({
    boat: z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      status: z.enum(BOAT_STATUSES),
      /** Whether the boat's page is public (published or under offer): only then is it linked. */
      isPublic: z.boolean(),
      price: ZMoney.nullable(),
      isPriceOnRequest: z.boolean(),
      yearBuilt: z.number().int().nullable(),
      lengthM: z.number().nullable(),
      country: z.string().nullable(),
      city: z.string().nullable(),
      photo: ZImage.nullable(),
    }),
    note: z.string().nullable(),
    createdAt: z.string(),
    changes: z.object({
      price: z.object({ from: ZMoney.nullable(), to: ZMoney.nullable() }).nullable(),
      status: z.enum(FAVOURITE_STATUS_CHANGES).nullable(),
    }),
  })
  .meta({ id: "Favourite" });
export type TFavourite = z.infer<typeof ZFavourite>;

export const ZFavouriteList = z
  .object({ items: z.array(ZFavourite), total: z.number().int() })
  .meta({ id: "FavouriteList" });
export type TFavouriteList = z.infer<typeof ZFavouriteList>;

/** The ids of the caller's favourite boats among `boatIds` (for the hearts of a page of cards), or all. */
export const ZFavouriteIdsQuery = z.object({
  boatIds: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, "must be up to 100 comma-separated ids")
    .optional(),
});
export const ZFavouriteIds = z.object({ boatIds: z.array(z.number().int()) }).meta({ id: "FavouriteIds" });

/** A buyer's conversation with a seller, as the buyer's list shows it. */
export const ZEnquiryRow = z
  .object({
    id: z.number().int(),
    boat: z
      .object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        isPublic: z.boolean(),
        photo: ZImage.nullable(),
      })
      .nullable(),
    seller: z.object({ name: z.string(), slug: z.string() }),
    preview: z.string(),
    /** Whether the last message is the seller's (a reply the buyer has not answered). */
    isAwaitingBuyer: z.boolean(),
    replyCount: z.number().int(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
  })
  .meta({ id: "EnquiryRow" });
export type TEnquiryRow = z.infer<typeof ZEnquiryRow>;

export const ZEnquiryList = z
  .object({ items: z.array(ZEnquiryRow), total: z.number().int() })
  .meta({ id: "EnquiryList" });

export const ZEnquiry = ZEnquiryRow.omit({ preview: true, replyCount: true, isAwaitingBuyer: true })
  .extend({
    messages: z.array(
      z.object({
        id: z.number().int(),
        /** `inbound`: the buyer's; `outbound`: the seller's. */
        direction: z.enum(["inbound", "outbound"]),
        body: z.string(),
        createdAt: z.string(),
        /** The seller's member who wrote a reply (first name only); null for the buyer's own messages. */
        author: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "Enquiry" });
export type TEnquiry = z.infer<typeof ZEnquiry>;

export const ZEnquiryParams = z.object({ conversationId: ZId });
export const ZEnquiryReply = z
  .strictObject({
    body: z
      .string()
      .trim()
      .overwrite((v) => v.replace(/\r\n?/g, "\n"))
      .min(1)
      .max(REPLY_MAX)
      .refine((v) => !CONTROL_IN_TEXT.test(v), {
        message: "must not contain control characters",
        params: { reason: "invalid_characters" },
      }),
  })
  .meta({ id: "EnquiryReply" });

/**
 * How often the changes of a user's favourites are e-mailed (price drops, under offer, sold): at once, in a
 * daily or weekly digest, or never. Until the user chooses, at once: a favourite going under offer is news a
 * day late (docs/decisions/045, addendum of 2026-11-27).
 */
export const ZFavouriteAlerts = z
  .object({ frequency: z.enum(ALERT_FREQUENCIES) })
  .meta({ id: "FavouriteAlerts" });
export type TFavouriteAlerts = z.infer<typeof ZFavouriteAlerts>;

export const ZFavouriteAlertsUpdate = z
  .strictObject({ frequency: z.enum(ALERT_FREQUENCIES) })
  .meta({ id: "FavouriteAlertsUpdate" });

export const ZFavouriteAlertsWithMessage = ZFavouriteAlerts.extend({ message: z.string() }).meta({
  id: "FavouriteAlertsWithMessage",
});
