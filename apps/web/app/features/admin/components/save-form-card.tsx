import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/ui/card.tsx";
import type { ActionFailure } from "#app/ui/form/action-result.ts";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

interface SaveFormCardProps {
  title: string;
  /** Changes after a save (the record's `updatedAt`), which remounts the form so its fields show what the API stored. */
  formKey: string;
  /** The last refusal of this form: its message above the fields (the fields show their own errors). */
  failure?: ActionFailure;
  /** The fields, laid out on a two-column grid from the small breakpoint. */
  children: ReactNode;
}

/** A back-office record's main form in a card: posts `intent=save`, with the refusal's message and a Save button. */
export function SaveFormCard({ title, formKey, failure, children }: SaveFormCardProps) {
  const t = useT();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate preventScrollReset className="grid gap-4 sm:grid-cols-2" key={formKey}>
          <input type="hidden" name="intent" value="save" />
          <div className="sm:col-span-2">
            <FormAlert message={failure?.error.message} />
          </div>
          {children}
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
