import { CURRENCIES } from "@keel/contracts/countries";
import { defaultCurrency } from "@keel/contracts/currency-codes";
import { useId } from "react";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Select } from "#app/ui/select.tsx";

/** The parameter lib/visitor-currency.server.ts reads (a browser-safe copy of its name). */
const CURRENCY_CHOICE_PARAM = "pricesIn";

/**
 * The currency approximate prices are shown in (decision 041): a plain GET form, so it works without
 * JavaScript; the server records the choice in a cookie and comes back to the same page with its query kept.
 * It has no behaviour of its own, so the footer renders it as a static part (site-footer.tsx): its props are
 * the visitor's currency and the page's path and query, which it keeps in the form.
 */
export function CurrencySwitch({
  currency,
  pathname,
  search,
}: {
  currency: string;
  pathname: string;
  search: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const params = [...new URLSearchParams(search)].filter(([name]) => name !== CURRENCY_CHOICE_PARAM);
  return (
    <form method="get" action={pathname} className="flex flex-wrap items-end gap-2 sm:justify-end">
      {params.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm text-muted-foreground">
          {t("currency.label")}
        </label>
        <Select id={id} name={CURRENCY_CHOICE_PARAM} defaultValue={currency} className="w-auto min-w-28">
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code === defaultCurrency(locale) ? t("currency.byLanguage", { currency: code }) : code}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline">
        {t("currency.apply")}
      </Button>
    </form>
  );
}
