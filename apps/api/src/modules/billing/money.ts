/** Amounts and plan names as e-mails and invoices print them, in the reader's language. */
import type { Locale } from "@keel/contracts/locales";

/** `amount` in minor units. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);
}

const PLAN_NAMES: Record<string, Record<Locale, string>> = {
  free: { "en-US": "Free", "en-GB": "Free", fr: "Gratuit", it: "Gratuito", es: "Gratis" },
  paid: {
    "en-US": "Professional",
    "en-GB": "Professional",
    fr: "Professionnel",
    it: "Professional",
    es: "Profesional",
  },
  custom: {
    "en-US": "Custom",
    "en-GB": "Custom",
    fr: "Sur mesure",
    it: "Personalizzato",
    es: "Personalizado",
  },
};

export function planName(code: string, locale: string): string {
  const names = PLAN_NAMES[code] ?? PLAN_NAMES.paid;
  return names?.[locale as Locale] ?? names?.["en-US"] ?? code;
}
