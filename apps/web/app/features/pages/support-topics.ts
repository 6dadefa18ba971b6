/**
 * The support form's topics, as in @keel/contracts/support (repeated because that module builds zod schemas
 * at load time and the browser bundle must not carry zod; support-topics.test.ts fails if they drift apart).
 */
import type { TSupportRequest } from "@keel/contracts/support";

export const SUPPORT_TOPICS = [
  "general",
  "listing",
  "account",
  "billing",
  "partnership",
  "press",
] as const satisfies readonly TSupportRequest["topic"][];
