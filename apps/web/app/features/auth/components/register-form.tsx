import type { Locale } from "@keel/contracts/locales";
import { Form, useNavigation } from "react-router";
import type { Option } from "#app/lib/country-options.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/ui/card.tsx";
import { LanguageField, NewPasswordField, PersonNameFields } from "#app/ui/form/account-fields.tsx";
import { Field, FieldError } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { withRedirect } from "./auth-paths.ts";

const ALERT_ID = "register-alert";

export interface RegisterFormProps {
  state: FormState;
  countries: Option[];
  defaults: { language: Locale; country: string };
  /** Where the visitor goes after signing up (an invitation), kept through the form. */
  redirectTarget: string | null;
  /** The visitor comes from an invitation link. */
  isInvitation: boolean;
  /** That link's invitation, when it exists: pending, the visitor joins its team instead of creating one. */
  invitation: RegisterInvitation | null;
  /** The API's "check your inbox" once the form was sent (the same whether or not the address is taken). */
  notice?: string | null;
  /** A buyer's account (the person alone) or a seller's (with their first team); `?as=buyer` picks it. */
  accountType?: "buyer" | "seller";
}

export interface RegisterInvitation {
  id: string;
  teamName: string;
  /** The invited address, masked (`j•••@example.com`). */
  maskedEmail: string;
  isPending: boolean;
}

const NOTICE_CLASS = "mb-5 rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground";

/**
 * The sign-up card: the person, then their company (their first team), or, from a pending invitation, the
 * person alone with the team they join. Validation happens on the server in the page's language
 * (`noValidate`: the browser's own bubbles would speak the browser's language).
 */
export function RegisterForm({
  state,
  countries,
  defaults,
  redirectTarget,
  isInvitation,
  invitation,
  notice = null,
  accountType = "seller",
}: RegisterFormProps) {
  const t = useT();
  const locale = useLocale();
  const isSubmitting = useNavigation().state === "submitting";
  const { fieldErrors: errors, values } = state;
  const joining = invitation?.isPending ? invitation : null;
  const isBuyer = !joining && accountType === "buyer";
  if (notice) {
    return (
      <Card className="w-full max-w-xl">
        <CardHeader>
          <h1 className="text-2xl">{t("register.title")}</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div
            role="status"
            className="flex items-start gap-3 rounded-md border bg-accent p-4 text-accent-foreground"
          >
            <Icon name="mail-check" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1 text-sm">
              <p className="font-medium">{notice}</p>
              <p>{t("register.checkInbox")}</p>
            </div>
          </div>
          <p className="text-center text-sm">
            <Link to={localizePath("/auth/login", locale)}>{t("password.backToLogin")}</Link>
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <h1 className="text-2xl">{t("register.title")}</h1>
        <CardDescription>{t(isBuyer ? "register.subtitleBuyer" : "register.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        {joining ? (
          <div className={NOTICE_CLASS}>
            <p>{t("register.joiningTeam", { team: joining.teamName, email: joining.maskedEmail })}</p>
            {errors.invitationId ? (
              <FieldError id="invitationId-error">{errors.invitationId}</FieldError>
            ) : null}
          </div>
        ) : invitation ? (
          <p className={NOTICE_CLASS}>{t("register.invitationUnusable", { team: invitation.teamName })}</p>
        ) : isInvitation ? (
          <p className={NOTICE_CLASS}>{t("register.invitationNotice")}</p>
        ) : null}
        {joining ? null : <AccountTypeSwitch accountType={accountType} redirectTarget={redirectTarget} />}
        <Form method="post" noValidate aria-describedby={ALERT_ID} className="flex flex-col gap-5">
          {redirectTarget ? <input type="hidden" name="redirect" value={redirectTarget} /> : null}
          {joining ? null : <input type="hidden" name="accountType" value={isBuyer ? "buyer" : "seller"} />}
          {joining ? <input type="hidden" name="invitationId" value={joining.id} /> : null}
          <FormAlert id={ALERT_ID} message={state.formError} />
          <fieldset className="flex flex-col gap-5">
            <legend className="mb-4 text-base font-semibold">{t("register.aboutYou")}</legend>
            <PersonNameFields
              labels={{ firstName: t("register.firstName"), lastName: t("register.lastName") }}
              values={values}
              errors={errors}
            />
            <Field id="email" label={t("register.email")} error={errors.email}>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  defaultValue={values.email}
                />
              )}
            </Field>
            <NewPasswordField name="password" label={t("register.password")} error={errors.password} />
            <LanguageField
              label={t("register.language")}
              hint={t("register.languageHint")}
              error={errors.language}
              defaultValue={values.language || defaults.language}
            />
          </fieldset>
          {joining || isBuyer ? null : (
            <CompanyFields countries={countries} defaults={defaults} state={state} />
          )}
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <input
                id="acceptTerms"
                name="acceptTerms"
                type="checkbox"
                required
                defaultChecked={values.acceptTerms === "on"}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <div className="flex flex-col gap-1 text-sm">
                <label htmlFor="acceptTerms" className="font-medium">
                  {t("register.acceptTerms")}
                </label>
                <a href={localizePath("/legal/terms", locale)} target="_blank" rel="noopener">
                  {t("register.termsLink")}
                  <span className="sr-only"> ({t("register.newTab")})</span>
                </a>
              </div>
            </div>
            {errors.acceptTerms ? <FieldError id="acceptTerms-error">{errors.acceptTerms}</FieldError> : null}
          </div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t("register.submitting") : t("register.submit")}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t("register.haveAccount")}{" "}
          <Link to={withRedirect(localizePath("/auth/login", locale), redirectTarget)}>
            {t("register.loginLink")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * "I'm buying" or "I'm selling": two links to the same page (`?as=buyer` or not), the current one marked,
 * so the choice works without JavaScript and survives a reload.
 */
function AccountTypeSwitch({
  accountType,
  redirectTarget,
}: {
  accountType: "buyer" | "seller";
  redirectTarget: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const base = localizePath("/auth/register", locale);
  const hrefOf = (type: "buyer" | "seller") => {
    const query = new URLSearchParams();
    if (type === "buyer") query.set("as", "buyer");
    if (redirectTarget) query.set("redirect", redirectTarget);
    return query.size > 0 ? `${base}?${query}` : base;
  };
  return (
    <nav
      aria-label={t("register.accountType.label")}
      className="mb-6 grid grid-cols-2 gap-2 rounded-lg border p-1"
    >
      {(["buyer", "seller"] as const).map((type) => (
        <Link
          key={type}
          to={hrefOf(type)}
          aria-current={accountType === type ? "page" : undefined}
          className={
            accountType === type
              ? "flex flex-col rounded-md bg-primary px-3 py-2 text-primary-foreground no-underline"
              : "flex flex-col rounded-md px-3 py-2 text-foreground no-underline hover:bg-muted"
          }
        >
          <span className="font-semibold">{t(`register.accountType.${type}`)}</span>
          <span className="text-xs">{t(`register.accountType.${type}Hint`)}</span>
        </Link>
      ))}
    </nav>
  );
}

/** The company of the account's first team (absent when joining a team through its invitation). */
function CompanyFields({
  countries,
  defaults,
  state,
}: Pick<RegisterFormProps, "countries" | "defaults" | "state">) {
  const t = useT();
  const { fieldErrors: errors, values } = state;
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 text-base font-semibold">{t("register.company")}</legend>
      <Field
        id="companyName"
        label={t("register.companyName")}
        hint={t("register.companyHint")}
        error={errors.companyName}
      >
        {(control) => (
          <Input
            {...control}
            name="companyName"
            autoComplete="organization"
            required
            maxLength={120}
            defaultValue={values.companyName}
          />
        )}
      </Field>
      <Field id="country" label={t("register.country")} error={errors.country}>
        {(control) => (
          <Select
            {...control}
            name="country"
            autoComplete="country"
            defaultValue={values.country || defaults.country}
          >
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </fieldset>
  );
}
