import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useT } from "../../lib/i18n.ts";

/** The editor's sections, in page order; the side navigation links to each. */
export const EDITOR_SECTIONS = [
  "identity",
  "price",
  "location",
  "dimensions",
  "weights",
  "build",
  "engines",
  "performance",
  "accommodation",
  "equipment",
  "features",
  "media",
  "description",
  "photos",
] as const;
export type EditorSectionId = (typeof EDITOR_SECTIONS)[number];

export const sectionId = (id: EditorSectionId) => `section-${id}`;

/** A titled card of fields; `grid` lays simple fields out in columns. */
export function EditorSection({
  id,
  children,
  grid = true,
  description,
}: {
  id: EditorSectionId;
  children: ReactNode;
  grid?: boolean;
  description?: string;
}) {
  const t = useT();
  return (
    <section
      id={sectionId(id)}
      aria-labelledby={`${sectionId(id)}-title`}
      className="scroll-mt-28 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={`${sectionId(id)}-title`} className="text-lg">
        {t(`editor.section.${id}`)}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className={cn("mt-4", grid ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4")}>
        {children}
      </div>
    </section>
  );
}

/** "On this page": links to the sections, beside the form on wide screens. */
export function SectionNav() {
  const t = useT();
  return (
    <nav aria-label={t("editor.sectionNav")} className="text-sm">
      <ul className="flex flex-col gap-0.5">
        {EDITOR_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${sectionId(id)}`}
              className="block rounded px-2 py-1 text-muted-foreground no-underline hover:bg-muted hover:text-foreground"
            >
              {t(`editor.section.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
