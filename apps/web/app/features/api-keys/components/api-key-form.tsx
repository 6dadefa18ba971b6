import { API_KEY_NAME_MAX, API_KEY_SCOPES } from "@keel/contracts/api-key-codes";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { scopeLabelKey } from "#app/features/api-keys/scopes.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Field, FieldError } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";
import type { FormState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";

/** Name a key and tick its scopes; a created key empties the form for the next one. */
export function ApiKeyForm({ state, result }: { state: FormState; result: unknown }) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  useEffect(() => {
    if (result && state.isDone) formRef.current?.reset();
  }, [result, state.isDone]);
  const errors = state.fieldErrors;
  const ticked = new Set((state.values.scopes ?? "").split(",").filter(Boolean));
  const scopesError = errors.scopes;
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="create" />
      <FormAlert id="api-key-alert" message={state.formError} />
      <Field
        id="api-key-name"
        label={t("apiKeys.create.name")}
        hint={t("apiKeys.create.nameHint")}
        error={errors.name}
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
            required
            defaultValue={state.values.name}
            className="max-w-md"
          />
        )}
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={scopesError ? true : undefined}
        aria-describedby={scopesError ? "api-key-scopes-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t("apiKeys.create.scopes")}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              defaultChecked={ticked.has(scope)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{t(scopeLabelKey(scope))}</span>{" "}
              <code className="text-xs text-muted-foreground">{scope}</code>
              <span className="block text-muted-foreground">{t(`${scopeLabelKey(scope)}Hint`)}</span>
            </span>
          </label>
        ))}
        {scopesError ? <FieldError id="api-key-scopes-error">{scopesError}</FieldError> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          <Icon name="plus" aria-hidden="true" />
          {isSubmitting ? t("apiKeys.create.submitting") : t("apiKeys.create.submit")}
        </Button>
      </div>
    </Form>
  );
}
