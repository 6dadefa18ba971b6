import type { ReactNode } from "react";

/** A scrollable frame for wide tables, reachable and scrollable with the keyboard. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border">
      {children}
    </section>
  );
}
