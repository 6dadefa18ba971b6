/**
 * Page meta (docs/product.md, Interface rules): "{title} - {brand}", description and keywords with
 * defaults from the texts, Open Graph (type website, URL from PUBLIC_APP_URL), the canonical URL and
 * hreflang alternates for the five locales plus x-default.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@keel/contracts/locales";
import type { MetaDescriptor } from "react-router";
import { htmlLang, localizePath, splitLocalePath } from "./locale.ts";

/** Site-wide meta, computed by the root loader in the request's locale. */
export interface SiteMeta {
  brand: string;
  /** Absolute origin (and optional base path) without a trailing slash. */
  publicAppUrl: string;
  locale: Locale;
  defaultTitle: string;
  defaultDescription: string;
  keywords: string;
}

/** What a page adds, translated by its loader. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** Private or error pages: kept out of search indexes. */
  noIndex?: boolean;
  /**
   * What the page's loader adds after the site's tags (a link preview's image, JSON-LD blocks), built on the
   * server so the browser needs no code for it (client JS budget, decision 022).
   */
  extra?: MetaDescriptor[];
}

const OG_LOCALE: Record<Locale, string> = {
  "en-US": "en_US",
  "en-GB": "en_GB",
  fr: "fr_FR",
  it: "it_IT",
  es: "es_ES",
};

export function buildMeta(site: SiteMeta, page: PageMeta | undefined, pathname: string): MetaDescriptor[] {
  const title = `${page?.title ?? site.defaultTitle} - ${site.brand}`;
  const description = page?.description ?? site.defaultDescription;
  // The page's path without its locale prefix, so every locale's URL of this page can be derived.
  const { path } = splitLocalePath(normalizePathname(pathname));
  const urlOf = (locale: Locale) => site.publicAppUrl + localizePath(path, locale);
  const url = urlOf(site.locale);

  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: site.keywords },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[site.locale] },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: htmlLang(locale),
      href: urlOf(locale),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlOf(DEFAULT_LOCALE) },
  ];
  if (page?.noIndex) descriptors.push({ name: "robots", content: "noindex" });
  if (page?.extra) descriptors.push(...page.extra);
  return descriptors;
}

/** "/fr/" and "/fr" are one page; the canonical form has no trailing slash (except the root "/"). */
function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
