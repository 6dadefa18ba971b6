import type { TAdminUser } from "@keel/contracts/admin";
import { LOCALES } from "@keel/contracts/locales";
import { Form, useNavigation } from "react-router";
import type { ActionFailure } from "../../lib/admin-action.ts";
import { useT } from "../../lib/i18n.ts";
import { LOCALE_NAMES } from "../../lib/locale.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SelectField, TextField } from "./form-field.tsx";

type Profile = Pick<TAdminUser, "firstName" | "lastName" | "email" | "language" | "updatedAt">;

/** Names, e-mail and language of an account. A refusal keeps what the admin typed, with the field errors. */
export function UserProfileForm({ user, failure }: { user: Profile; failure?: ActionFailure }) {
  const t = useT();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const value = (name: keyof Profile) => failure?.values[name] ?? user[name];
  const error = (name: string) => failure?.fieldErrors[name];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.user.profileTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Remounted after a save so the fields show what the API stored (trimmed, lower-cased e-mail). */}
        <Form
          method="post"
          noValidate
          preventScrollReset
          className="grid gap-4 sm:grid-cols-2"
          key={user.updatedAt}
        >
          <input type="hidden" name="intent" value="save" />
          <div className="sm:col-span-2">
            <FormAlert message={failure?.error.message} />
          </div>
          <TextField
            id="user-firstName"
            name="firstName"
            label={t("admin.user.firstName")}
            defaultValue={value("firstName")}
            error={error("firstName")}
            autoComplete="off"
            required
            maxLength={80}
          />
          <TextField
            id="user-lastName"
            name="lastName"
            label={t("admin.user.lastName")}
            defaultValue={value("lastName")}
            error={error("lastName")}
            autoComplete="off"
            required
            maxLength={80}
          />
          <TextField
            id="user-email"
            name="email"
            type="email"
            label={t("admin.user.email")}
            defaultValue={value("email")}
            error={error("email")}
            autoComplete="off"
            required
            maxLength={254}
            className="sm:col-span-2"
          />
          <SelectField
            id="user-language"
            name="language"
            label={t("admin.user.language")}
            hint={t("admin.user.languageHint")}
            defaultValue={value("language")}
            error={error("language")}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end sm:col-span-2">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t("admin.form.saving") : t("admin.form.save")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
