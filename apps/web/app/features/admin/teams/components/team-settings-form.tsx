import type { TAdminTeam } from "@keel/contracts/admin";
import { COUNTRIES, CURRENCIES } from "@keel/contracts/countries";
import { SaveFormCard } from "#app/features/admin/components/save-form-card.tsx";
import { formatCountry } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/field.tsx";

/** The settings fields, in the order of the form (also what the action reads). */
export const TEAM_SETTINGS_FIELDS = [
  "name",
  "country",
  "currency",
  "unit",
  "address",
  "city",
  "postalCode",
  "phone",
  "email",
  "website",
  "description",
] as const;
type SettingsField = (typeof TEAM_SETTINGS_FIELDS)[number];

/** A team's settings as its owners edit them, editable by an admin. Refusals keep what was typed. */
export function TeamSettingsForm({ team, failure }: { team: TAdminTeam; failure?: ActionFailure }) {
  const t = useT();
  const locale = useLocale();
  const value = (name: SettingsField) => failure?.values[name] ?? team[name] ?? "";
  const field = (name: SettingsField) => ({
    id: `team-${name}`,
    name,
    label: t(`admin.team.field.${name}`),
    defaultValue: value(name),
    error: failure?.fieldErrors[name],
  });
  const countries = COUNTRIES.map((code) => ({ code, label: formatCountry(code, locale) })).sort((a, b) =>
    collator(locale).compare(a.label, b.label),
  );
  return (
    <SaveFormCard title={t("admin.team.settingsTitle")} formKey={team.updatedAt} failure={failure}>
      <TextField {...field("name")} required maxLength={120} autoComplete="off" className="sm:col-span-2" />
      <SelectField {...field("country")}>
        {countries.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField {...field("currency")}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField {...field("unit")}>
        <option value="metric">{t("admin.team.unit.metric")}</option>
        <option value="imperial">{t("admin.team.unit.imperial")}</option>
      </SelectField>
      <TextField {...field("phone")} type="tel" maxLength={40} autoComplete="off" />
      <TextField {...field("address")} maxLength={200} autoComplete="off" className="sm:col-span-2" />
      <TextField {...field("city")} maxLength={120} autoComplete="off" />
      <TextField {...field("postalCode")} maxLength={20} autoComplete="off" />
      <TextField {...field("email")} type="email" maxLength={254} autoComplete="off" />
      <TextField {...field("website")} type="url" maxLength={300} autoComplete="off" placeholder="https://" />
      <TextAreaField {...field("description")} maxLength={4000} rows={4} className="sm:col-span-2" />
    </SaveFormCard>
  );
}
