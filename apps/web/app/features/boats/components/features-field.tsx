/** Features: short selling points ("Teak cockpit", "New sails 2023") added one by one and removable. */

import { FEATURE_MAX_LENGTH, MAX_FEATURES } from "@keel/contracts/boat-codes";
import { useRef, useState } from "react";
import { useT } from "#app/lib/i18n.ts";
import { Button } from "#app/ui/button.tsx";
import { matchKey } from "#app/ui/combobox-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Tooltip } from "#app/ui/tooltip.tsx";
import { useEditor } from "./editor-context.tsx";
import { FieldErrorText, useFieldError } from "./editor-fields.tsx";
import { EditorSection } from "./editor-section.tsx";

export function FeaturesSection() {
  const t = useT();
  const { values, update, isDisabled } = useEditor();
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const error = useFieldError("features");
  const features = values.features;
  const isFull = features.length >= MAX_FEATURES;

  const add = () => {
    const text = draft.trim().replace(/\s+/g, " ");
    if (!text) return;
    if (features.some((f) => matchKey(f) === matchKey(text))) {
      setNotice(t("editor.features.duplicate", { feature: text }));
      return;
    }
    update("features", [...features, text]);
    setDraft("");
    setNotice(t("editor.features.added", { feature: text }));
    inputRef.current?.focus();
  };

  return (
    <EditorSection id="features" grid={false} description={t("editor.hint.features")}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="boat-features">{t("editor.features.new")}</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id="boat-features"
            value={draft}
            maxLength={FEATURE_MAX_LENGTH}
            disabled={isDisabled || isFull}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            aria-describedby={error ? "boat-features-error" : undefined}
            aria-invalid={error ? true : undefined}
            className="max-w-md"
          />
          <Button variant="outline" onClick={add} disabled={isDisabled || isFull || draft.trim() === ""}>
            <Icon name="plus" aria-hidden="true" />
            {t("editor.features.add")}
          </Button>
        </div>
        {isFull ? (
          <p className="text-xs text-muted-foreground">{t("editor.features.max", { max: MAX_FEATURES })}</p>
        ) : null}
        {error ? <FieldErrorText id="boat-features-error">{error}</FieldErrorText> : null}
        <p className="sr-only" role="status" aria-live="polite">
          {notice}
        </p>
      </div>
      {features.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("editor.features.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("editor.section.features")}>
          {features.map((feature, index) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-1 pr-1 pl-3 text-sm"
            >
              {feature}
              <Tooltip content={t("editor.features.remove", { feature })}>
                <button
                  type="button"
                  disabled={isDisabled}
                  onClick={() => {
                    update(
                      "features",
                      features.filter((_, i) => i !== index),
                    );
                    setNotice(t("editor.features.removed", { feature }));
                    inputRef.current?.focus();
                  }}
                  aria-label={t("editor.features.remove", { feature })}
                  className="rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon name="x" aria-hidden="true" className="size-3.5" />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </EditorSection>
  );
}
