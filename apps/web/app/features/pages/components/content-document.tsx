import type { ContentBlock, ContentDocument, ContentSection } from "#app/features/pages/content/types.ts";
import { parseInline } from "#app/features/pages/content.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizeHref } from "#app/lib/locale.ts";

/** Running text with its inline marks: `code` and [links](/path) (site paths in the page's locale). */
export function InlineText({ text }: { text: string }) {
  const locale = useLocale();
  return (
    <>
      {parseInline(text).map((segment, index) => {
        const key = `${index}-${segment.kind}`;
        if (segment.kind === "text") return <span key={key}>{segment.text}</span>;
        if (segment.kind === "code")
          return (
            <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] break-words">
              {segment.text}
            </code>
          );
        if (segment.href.startsWith("/"))
          return (
            <Link key={key} to={localizeHref(segment.href, locale)}>
              {segment.text}
            </Link>
          );
        return (
          <a key={key} href={segment.href}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}

function Block({ block, labelledBy }: { block: ContentBlock; labelledBy: string }) {
  if (typeof block === "string")
    return (
      <p>
        <InlineText text={block} />
      </p>
    );
  if ("list" in block)
    return (
      <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-muted-foreground">
        {block.list.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    // Narrow screens scroll the table sideways; the region is focusable so keyboards can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-labelledby={labelledBy} tabIndex={0} className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {block.table.head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                <InlineText text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row) => (
            <tr key={row.join("|")} className="border-t align-top">
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static table, by column
                <td key={index} className={cn("px-3 py-2", index === 0 && "font-medium")}>
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Section({ section }: { section: ContentSection }) {
  const headingId = `${section.id}-title`;
  return (
    // Not a landmark (no accessible name): a legal text would otherwise hold a dozen regions.
    <section id={section.id} className="flex scroll-mt-24 flex-col gap-4">
      <h2 id={headingId} className="text-xl sm:text-2xl">
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
        <Block key={index} block={block} labelledBy={headingId} />
      ))}
    </section>
  );
}

interface ContentDocumentProps {
  document: ContentDocument;
  /** "Last updated …", shown under the title of legal texts. */
  updated?: string;
  /** A table of contents ("On this page") before the sections: useful for long legal texts. */
  hasContents?: boolean;
}

/** A long-form page (about, terms, privacy): title, lead paragraphs, optional contents, sections. */
export function ContentDocumentView({ document, updated, hasContents = false }: ContentDocumentProps) {
  const t = useT();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4">
        <h1>{document.title}</h1>
        {updated ? <p className="text-sm text-muted-foreground">{updated}</p> : null}
        {document.lead.map((text) => (
          <p key={text} className="text-lg text-muted-foreground">
            <InlineText text={text} />
          </p>
        ))}
      </header>
      {hasContents ? (
        <nav aria-labelledby="contents-title" className="rounded-xl border bg-muted/40 p-5">
          <h2 id="contents-title" className="mb-3 text-base">
            {t("pages.contents")}
          </h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-col gap-10 leading-relaxed">
        {document.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
    </article>
  );
}
