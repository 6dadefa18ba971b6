import type { TAdminUser } from "@keel/contracts/admin";
import { SaveFormCard } from "#app/features/admin/components/save-form-card.tsx";
import { useT } from "#app/lib/i18n.ts";
import { LanguageOptions } from "#app/ui/form/account-fields.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { SelectField, TextField } from "#app/ui/form/field.tsx";

type Profile = Pick<TAdminUser, "firstName" | "lastName" | "email" | "language" | "updatedAt">;

/** Names, e-mail and language of an account. A refusal keeps what the admin typed, with the field errors. */
export function UserProfileForm({ user, failure }: { user: Profile; failure?: ActionFailure }) {
  const t = useT();
  const value = (name: keyof Profile) => failure?.values[name] ?? user[name];
  const error = (name: string) => failure?.fieldErrors[name];
  return (
    <SaveFormCard title={t("admin.user.profileTitle")} formKey={user.updatedAt} failure={failure}>
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
        <LanguageOptions />
      </SelectField>
    </SaveFormCard>
  );
}
