import { ALERT_FREQUENCIES, type AlertFrequency } from "@keel/contracts/saved-search-codes";
import type { Translate } from "#app/lib/i18n.ts";

/** The alert frequencies as options of a select, in the reader's language. */
export function frequencyOptions(t: Translate): { value: AlertFrequency; label: string }[] {
  return ALERT_FREQUENCIES.map((value) => ({ value, label: t(`savedSearches.frequency.${value}`) }));
}
