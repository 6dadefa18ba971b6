import { z } from "zod";
import { ZContactRequest } from "./contact.ts";

export const SUPPORT_TOPICS = ["general", "listing", "account", "billing", "partnership", "press"] as const;

/** The /contact page's form to Keel's support team: the owner-contact fields plus a topic. */
export const ZSupportRequest = ZContactRequest.extend({ topic: z.enum(SUPPORT_TOPICS) }).meta({
  id: "SupportRequest",
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
