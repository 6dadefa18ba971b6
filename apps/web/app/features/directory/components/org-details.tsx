import type { ReactNode } from "react";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { otherLanguageName } from "#app/lib/original-language.ts";
import { Icon } from "#app/ui/icon.tsx";
import { OrgLogo } from "./org-logo.tsx";

export interface Crumb {
  label: string;
  /** The last crumb, the page itself, has no link. */
  to?: string;
}

/** "Partners › Cap Soleil Marina": where the page sits, as a labelled navigation landmark. */
export function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("pages.breadcrumbs")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" aria-hidden="true" className="size-4" /> : null}
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page" className="text-foreground">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Text typed by a team or a partner: blank lines separate paragraphs, single line breaks are kept. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** "https://www.cap-soleil.example/en" -> "cap-soleil.example/en": what people recognise in a link. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === "/" ? "" : parsed.pathname.replace(/\/$/, "");
    return `${parsed.hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return url;
  }
}

/** Links in running text are underlined (the base style of bare links, plus wrapping of long addresses). */
const LINK = "break-all text-primary underline underline-offset-4 hover:decoration-2";

/** Only web addresses become links; anything else (a typo, "javascript:") is shown as text. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

interface ContactListProps {
  titleId: string;
  title: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  emptyText: string;
}

/**
 * The ways to reach an organisation. The website link carries rel="nofollow" (a directory does not vouch for
 * the sites it lists) and "noopener".
 */
export function ContactList({ titleId, title, website, email, phone, emptyText }: ContactListProps) {
  const t = useT();
  const hasAny = Boolean(website || email || phone);
  return (
    <section
      aria-labelledby={titleId}
      className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg">
        {title}
      </h2>
      {hasAny ? (
        <ul className="flex flex-col gap-3 text-sm">
          {website ? (
            <li className="flex items-start gap-2">
              <Icon
                name="globe"
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              <span className="sr-only">{t("pages.org.website")}</span>
              {isWebUrl(website) ? (
                <a href={website} rel="noopener nofollow" className={LINK}>
                  {displayUrl(website)}
                </a>
              ) : (
                <span className="break-all">{website}</span>
              )}
            </li>
          ) : null}
          {email ? (
            <li className="flex items-start gap-2">
              <Icon name="mail" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{t("pages.org.email")}</span>
              <a href={`mailto:${email}`} className={LINK}>
                {email}
              </a>
            </li>
          ) : null}
          {phone ? (
            <li className="flex items-start gap-2">
              <Icon
                name="phone"
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              <span className="sr-only">{t("pages.org.phone")}</span>
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      )}
    </section>
  );
}

/** An organisation page's header: its logo, its name as the h1, and what it is (`children`) below the name. */
export function OrgHeader({
  name,
  logoUrl,
  children,
}: {
  name: string;
  logoUrl: string | null;
  children: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <OrgLogo name={name} url={logoUrl} className="size-24" />
      <div className="flex flex-col gap-2">
        <h1>{name}</h1>
        {children}
      </div>
    </header>
  );
}

interface OrgAboutProps {
  /** The section's heading ("About Cap Soleil Marina") and its id. */
  titleId: string;
  title: string;
  /** The organisation's own words, or the text shown when it wrote none. */
  description: string | null;
  /** The language the description is written in; named ("Original in French") when not the page's. */
  language?: string;
  noDescriptionText: string;
  contact: ContactListProps;
  /** More about it, after the description (facts). */
  children?: ReactNode;
}

/** An organisation page's body: what it says about itself, and beside it (below, on a phone) how to reach it. */
export function OrgAbout({
  titleId,
  title,
  description,
  language,
  noDescriptionText,
  contact,
  children,
}: OrgAboutProps) {
  const t = useT();
  const locale = useLocale();
  const otherLanguage = language ? otherLanguageName(language, locale) : null;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl">
          {title}
        </h2>
        {description && otherLanguage ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon name="languages" aria-hidden="true" className="size-4 shrink-0" />
            {t("pages.org.originalIn", { language: otherLanguage })}
          </p>
        ) : null}
        {description ? (
          <div lang={language}>
            <Paragraphs text={description} />
          </div>
        ) : (
          <p className="text-muted-foreground">{noDescriptionText}</p>
        )}
        {children}
      </section>
      <ContactList {...contact} />
    </div>
  );
}
