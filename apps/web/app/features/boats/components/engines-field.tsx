/**
 * Engines, one row each (up to six): make, model, type, fuel, power, hours, year, propulsion. The number of
 * engines is the number of rows; "no engine" (a sailboat without one, a life raft) is an empty list.
 */

import { ENGINE_TYPES, FUELS, MAX_ENGINES, PROPULSIONS } from "@keel/contracts/boat-codes";
import { useEffect, useRef } from "react";
import { type EngineField, type EngineRow, newEngineRow } from "#app/features/boats/boat-form.ts";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { describeFieldError, fieldId, useEditor } from "./editor-context.tsx";
import { FieldErrorText, FieldShell } from "./editor-fields.tsx";
import { EditorSection } from "./editor-section.tsx";

const CHOICES: Partial<Record<EngineField, { codes: readonly string[]; prefix: string }>> = {
  engineType: { codes: ENGINE_TYPES, prefix: "editor.engineType" },
  fuel: { codes: FUELS, prefix: "editor.fuel" },
  propulsion: { codes: PROPULSIONS, prefix: "editor.propulsion" },
};
const NUMERIC: Partial<Record<EngineField, { mode: "int" | "decimal"; unit?: string }>> = {
  powerHp: { mode: "decimal", unit: "hp" },
  hours: { mode: "int", unit: "h" },
  year: { mode: "int" },
};
const ORDER: EngineField[] = [
  "make",
  "model",
  "engineType",
  "fuel",
  "powerHp",
  "hours",
  "year",
  "propulsion",
];

export function EnginesSection() {
  const t = useT();
  const { values, update, errors, unit, locale, isDisabled } = useEditor();
  const engines = values.engines;
  const focusNew = useRef(false);
  const listError = errors.engines;

  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    document.getElementById(fieldId(`engines.${engines.length - 1}.make`))?.focus();
  }, [engines.length]);

  const setRow = (index: number, field: EngineField, value: string) =>
    update(
      "engines",
      engines.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    );

  return (
    <EditorSection id="engines" grid={false} description={t("editor.hint.engines")}>
      <p className="text-sm font-medium" aria-live="polite">
        {t("editor.engines.count", { count: engines.length })}
      </p>
      {listError ? (
        <FieldErrorText id="boat-engines-error">
          {describeFieldError(t, "engines", listError, { unit, locale, currency: values.currency })}
        </FieldErrorText>
      ) : null}
      {engines.map((row: EngineRow, index) => (
        <fieldset key={row.key} className="rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">
            {t("editor.engines.engine", { number: index + 1 })}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {ORDER.map((field) => {
              const path = `engines.${index}.${field}`;
              const id = fieldId(path);
              const error = errors[path];
              const errorText = error
                ? describeFieldError(t, path, error, { unit, locale, currency: values.currency })
                : null;
              const label = t(`editor.engine.${field}`);
              const choice = CHOICES[field];
              const numeric = NUMERIC[field];
              return (
                <FieldShell key={field} id={id} label={label} error={errorText}>
                  {(describedBy) =>
                    choice ? (
                      <Select
                        id={id}
                        value={row[field]}
                        onChange={(event) => setRow(index, field, event.target.value)}
                        aria-invalid={errorText ? true : undefined}
                        aria-describedby={describedBy}
                        disabled={isDisabled}
                      >
                        <option value="">{t("editor.choose")}</option>
                        {choice.codes.map((code) => (
                          <option key={code} value={code}>
                            {t(`${choice.prefix}.${code}`)}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <div className="relative">
                        <Input
                          id={id}
                          value={row[field]}
                          onChange={(event) => setRow(index, field, event.target.value)}
                          inputMode={numeric ? (numeric.mode === "int" ? "numeric" : "decimal") : undefined}
                          maxLength={numeric ? 12 : 80}
                          autoComplete="off"
                          aria-invalid={errorText ? true : undefined}
                          aria-describedby={describedBy}
                          disabled={isDisabled}
                          className={numeric?.unit ? "pr-10 tabular-nums" : undefined}
                        />
                        {numeric?.unit ? (
                          <span
                            aria-hidden="true"
                            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
                          >
                            {numeric.unit}
                          </span>
                        ) : null}
                      </div>
                    )
                  }
                </FieldShell>
              );
            })}
          </div>
          <div className="mt-3 flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              disabled={isDisabled}
              onClick={() =>
                update(
                  "engines",
                  engines.filter((_, i) => i !== index),
                )
              }
            >
              <Icon name="trash" aria-hidden="true" />
              {t("editor.engines.remove", { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="outline"
          disabled={isDisabled || engines.length >= MAX_ENGINES}
          onClick={() => {
            focusNew.current = true;
            update("engines", [...engines, newEngineRow()]);
          }}
        >
          <Icon name="plus" aria-hidden="true" />
          {t("editor.engines.add")}
        </Button>
        {engines.length >= MAX_ENGINES ? (
          <p className="mt-2 text-xs text-muted-foreground">
            {t("editor.engines.max", { max: MAX_ENGINES })}
          </p>
        ) : null}
      </div>
    </EditorSection>
  );
}
