import { type ReactNode, useId, useState } from "react";
import { Form } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { type Translate, useT } from "#app/lib/i18n.ts";
import { type ActionData, confirmOf, failureOf } from "#app/ui/form/action-result.ts";
import { ConfirmStep, ConfirmSubmit } from "#app/ui/form/confirm-submit.tsx";
import { SelectField } from "#app/ui/form/field.tsx";
import { FormAlert } from "#app/ui/form/form-alert.tsx";

export interface MergeOption {
  value: string;
  label: string;
  /** Shown as an <optgroup> (equipments by type). */
  group?: string;
}

interface MergeFormProps {
  /** The value being merged away, as the admin reads it. */
  sourceName: string;
  /** What the merge moves ("12 boats use it…"), in words. */
  impact: string;
  options: MergeOption[];
  /** The page's last action result (see MergeSection); a refused merge keeps the value chosen. */
  result: ActionData;
}

/** "Merge “Beneteau” into “Bénéteau”?", or without a known target "… into the value you chose?". */
export function mergeConfirmTitle(t: Translate, sourceName: string, target: string | undefined): string {
  return target
    ? t("catalog.merge.confirmTitle", { name: sourceName, target })
    : t("catalog.merge.confirmTitleAny", { name: sourceName });
}

interface MergeSectionProps {
  title: string;
  /** What the merge moves, in words. */
  impact: string;
  sourceName: string;
  /** The name of the value with this id, when known (the waiting confirmation names its target). */
  nameOf: (intoId: string | undefined) => string | undefined;
  /**
   * The page's last action result: a refused merge, a merge waiting for confirmation (without JavaScript), or
   * a delete refused because boats use the value, which draws this section with emphasis.
   */
  result: ActionData;
  /** The way to choose the value to keep (a select, or a search). */
  children: ReactNode;
}

/**
 * The "#merge" section of a catalog value's page: title, impact, the last refusal and, without JavaScript,
 * the confirmation step; the way to choose the target is the caller's.
 */
export function MergeSection({ title, impact, sourceName, nameOf, result, children }: MergeSectionProps) {
  const t = useT();
  const confirmFields = confirmOf(result, "merge")?.confirm.fields;
  const isHighlighted = failureOf(result, "delete")?.error.code === "CONFLICT";
  return (
    <section
      id="merge"
      aria-labelledby="merge-title"
      className={cn(
        "flex flex-col gap-4 rounded-lg border p-4",
        isHighlighted && "border-amber-600 bg-amber-50 dark:border-amber-400 dark:bg-amber-950",
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id="merge-title" className="text-lg">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{impact}</p>
      </div>
      <FormAlert message={failureOf(result, "merge")?.error.message} />
      {confirmFields ? (
        <ConfirmStep
          title={mergeConfirmTitle(t, sourceName, nameOf(confirmFields.intoId))}
          description={t("catalog.merge.confirmBody")}
          confirmLabel={t("catalog.merge.submit")}
          fields={confirmFields}
        />
      ) : null}
      {children}
    </section>
  );
}

function groupsOf(options: MergeOption[]): [string | undefined, MergeOption[]][] {
  const groups = new Map<string | undefined, MergeOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups.entries()];
}

/**
 * "Merge into…": pick another value of the same list; every boat using this one moves there and this one is
 * deleted. Asks first (ConfirmSubmit: the dialog with JavaScript, a confirmation step without), naming both
 * values. Posts `intent=merge` with `intoId`.
 */
export function MergeForm({ sourceName, impact, options, result }: MergeFormProps) {
  const t = useT();
  const formId = useId();
  const failure = failureOf(result, "merge");
  const chosen = failure ? failure.values.intoId : confirmOf(result)?.confirm.fields.intoId;
  const [selected, setSelected] = useState(chosen ?? "");
  const labelOf = (value: string | undefined) => options.find((option) => option.value === value)?.label;
  return (
    <MergeSection
      title={t("catalog.merge.title")}
      impact={impact}
      sourceName={sourceName}
      nameOf={labelOf}
      result={result}
    >
      {options.length === 0 ? (
        <p className="text-sm">{t("catalog.merge.noTarget")}</p>
      ) : (
        <Form
          method="post"
          id={formId}
          noValidate
          preventScrollReset
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="merge" />
          <SelectField
            id={`${formId}-into`}
            name="intoId"
            label={t("catalog.merge.into")}
            required
            className="min-w-64 flex-1"
            value={selected}
            onChange={(event) => setSelected(event.currentTarget.value)}
            error={failure?.fieldErrors.intoId}
          >
            <option value="">{t("catalog.form.choose")}</option>
            {groupsOf(options).map(([group, items]) =>
              group ? (
                <optgroup key={group} label={group}>
                  {items.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ) : (
                items.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))
              ),
            )}
          </SelectField>
          <ConfirmSubmit
            form={formId}
            size="md"
            title={mergeConfirmTitle(t, sourceName, labelOf(selected))}
            description={t("catalog.merge.confirmBody")}
            confirmLabel={t("catalog.merge.submit")}
          >
            {t("catalog.merge.submit")}
          </ConfirmSubmit>
        </Form>
      )}
    </MergeSection>
  );
}
