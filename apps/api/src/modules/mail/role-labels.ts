import type { TeamRole } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";

const LABELS: Record<Locale, Record<TeamRole, string>> = {
  "en-US": { owner: "owner", admin: "administrator", member: "member" },
  "en-GB": { owner: "owner", admin: "administrator", member: "member" },
  fr: { owner: "propriétaire", admin: "administrateur", member: "membre" },
  it: { owner: "proprietario", admin: "amministratore", member: "membro" },
  es: { owner: "propietario", admin: "administrador", member: "miembro" },
};

/** A team role as words in e-mails. */
export function roleLabel(locale: Locale, role: TeamRole): string {
  return LABELS[locale][role];
}
