import { z } from "zod";
import { ZContactRequest } from "./contact.ts";
import { SUPPORT_TOPICS } from "./contact-limits.ts";

export { SUPPORT_TOPICS } from "./contact-limits.ts";

/** The /contact page's form to Keel's support team: the owner-contact fields plus a topic. */
export const ZSupportRequest = ZContactRequest.extend({ topic: z.enum(SUPPORT_TOPICS) }).meta({
  id: "SupportRequest",
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
