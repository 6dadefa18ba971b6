import type { TeamRole } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";
import { textsOf } from "../../i18n/messages.ts";

/** A team role as words in e-mails (`email.role.<role>` in the API's texts files). */
export function roleLabel(locale: Locale, role: TeamRole): string {
  return textsOf(locale)[`email.role.${role}`] ?? role;
}
