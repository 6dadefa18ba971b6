import { type ReactNode, useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";

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

/** Where a section's top lands when its link is followed (`scroll-mt-28`), plus a little slack. */
const READING_LINE_PX = 7 * 16 + 16;

/**
 * The section being read: the last one whose top has passed the reading line (where a followed link puts a
 * section's title), or the last one on the page once the page is scrolled to its end (a short last section can
 * never reach the line).
 */
export function currentSection(
  tops: ReadonlyArray<readonly [EditorSectionId, number]>,
  isAtEnd: boolean,
): EditorSectionId {
  if (isAtEnd && tops.length > 0) return tops.at(-1)![0];
  let current = tops[0]?.[0] ?? EDITOR_SECTIONS[0];
  for (const [id, top] of tops) if (top <= READING_LINE_PX) current = id;
  return current;
}

function useCurrentSection(): EditorSectionId {
  const [current, setCurrent] = useState<EditorSectionId>(EDITOR_SECTIONS[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const tops = EDITOR_SECTIONS.flatMap((id) => {
          const element = document.getElementById(sectionId(id));
          return element ? [[id, element.getBoundingClientRect().top] as const] : [];
        });
        const root = document.documentElement;
        setCurrent(currentSection(tops, window.scrollY + window.innerHeight >= root.scrollHeight - 2));
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return current;
}

/** "On this page": links to the sections, beside the form on wide screens, the one being read marked. */
export function SectionNav() {
  const t = useT();
  const current = useCurrentSection();
  return (
    <nav aria-label={t("editor.sectionNav")} className="text-sm">
      <ul className="flex flex-col gap-0.5">
        {EDITOR_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${sectionId(id)}`}
              aria-current={id === current ? "location" : undefined}
              className="block rounded border-l-2 border-transparent px-2 py-1 text-muted-foreground no-underline hover:bg-muted hover:text-foreground aria-[current=location]:border-primary aria-[current=location]:bg-muted aria-[current=location]:font-medium aria-[current=location]:text-foreground"
            >
              {t(`editor.section.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
