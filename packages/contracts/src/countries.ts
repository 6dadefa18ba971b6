/**
 * Countries a team can be based in (ISO 3166-1 alpha-2). Names come from Intl.DisplayNames in the user's
 * language, so this list holds codes only.
 */
export const COUNTRIES = [
  "AD", "AE", "AG", "AL", "AR", "AT", "AU", "BE", "BG", "BH", "BR", "BS", "CA", "CH", "CL", "CN", "CO", "CY", "CZ",
  "DE", "DK", "DO", "EE", "EG", "ES", "FI", "FR", "GB", "GI", "GR", "HK", "HR", "HU", "ID", "IE", "IL", "IN", "IS",
  "IT", "JP", "KR", "KW", "LT", "LU", "LV", "MA", "MC", "ME", "MT", "MU", "MX", "MY", "NL", "NO", "NZ", "OM", "PA",
  "PH", "PL", "PT", "QA", "RO", "RS", "SA", "SC", "SE", "SG", "SI", "SK", "TH", "TN", "TR", "UA", "US", "UY", "VG",
  "ZA",
] as const;
export type Country = (typeof COUNTRIES)[number];

export const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "AUD", "CAD", "AED", "TRY", "HRK"] as const;
export type Currency = (typeof CURRENCIES)[number];
