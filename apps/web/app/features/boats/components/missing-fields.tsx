import type { PublishRequirement } from "@keel/contracts/boat-codes";
import { useEffect, useRef } from "react";
import { fieldOfRequirement } from "#app/features/boats/boat-form.ts";
import { useT } from "#app/lib/i18n.ts";
import { Icon } from "#app/ui/icon.tsx";
import { fieldId } from "./editor-context.tsx";

/** Takes the seller to a field: scrolled into view and focused, so they can type at once. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  element.focus({ preventScroll: true });
}

/**
 * After a refused publish: what is still missing, each a link to its field. The list shrinks as fields are
 * filled; it receives focus when it appears, so keyboard and screen reader users land on it.
 */
export function MissingFields({ missing }: { missing: PublishRequirement[] }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const isShown = missing.length > 0;
  useEffect(() => {
    if (isShown) ref.current?.focus();
  }, [isShown]);
  if (!isShown) {
    return (
      <div
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
      >
        {t("editor.publish.ready")}
      </div>
    );
  }
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="missing-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 focus-visible:outline-2 focus-visible:outline-ring dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="missing-title" className="flex items-center gap-2 text-base">
        <Icon name="list-checks" aria-hidden="true" className="size-5" />
        {t("editor.publish.missingTitle", { count: missing.length })}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {missing.map((requirement) => {
          const id = fieldId(fieldOfRequirement(requirement));
          return (
            <li key={requirement}>
              <a
                href={`#${id}`}
                className="font-medium text-amber-950 underline underline-offset-4 dark:text-amber-50"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(id);
                }}
              >
                {t(`editor.missing.${requirement}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
