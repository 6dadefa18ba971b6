import type { TAdminTeam } from "@keel/contracts/admin";
import { COUNTRIES, CURRENCIES } from "@keel/contracts/countries";
import { Form, useNavigation } from "react-router";
import type { ActionFailure } from "../../lib/admin-action.ts";
import { formatCountry } from "../../lib/format.ts";
import { useLocale, useT } from "../../lib/i18n.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SelectField, TextAreaField, TextField } from "./form-field.tsx";

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
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const value = (name: SettingsField) => failure?.values[name] ?? team[name] ?? "";
  const field = (name: SettingsField) => ({
    id: `team-${name}`,
    name,
    label: t(`admin.team.field.${name}`),
    defaultValue: value(name),
    error: failure?.fieldErrors[name],
  });
  const countries = COUNTRIES.map((code) => ({ code, label: formatCountry(code, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.team.settingsTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          noValidate
          preventScrollReset
          className="grid gap-4 sm:grid-cols-2"
          key={team.updatedAt}
        >
          <input type="hidden" name="intent" value="save" />
          <div className="sm:col-span-2">
            <FormAlert message={failure?.error.message} />
          </div>
          <TextField
            {...field("name")}
            required
            maxLength={120}
            autoComplete="off"
            className="sm:col-span-2"
          />
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
          <TextField
            {...field("website")}
            type="url"
            maxLength={300}
            autoComplete="off"
            placeholder="https://"
          />
          <TextAreaField {...field("description")} maxLength={4000} rows={4} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t("admin.form.saving") : t("admin.form.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
