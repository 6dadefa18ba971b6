/**
 * JSON-LD (schema.org) of the organisations the public site presents: the marketplace itself on the home
 * page, partners as local businesses, professionals' teams as organisations. Pure functions of the API's
 * data and the site's identity, run by the pages' loaders, which give the blocks as their `jsonLd` (written in
 * the page's body: lib/json-ld.tsx), so the browser gets no code for them (client JS budget, decision 022).
 */
import type { Locale } from "@keel/contracts/locales";
import type { PartnerCategory, TPartner } from "@keel/contracts/partners";
import type { TProfessionalProfile } from "@keel/contracts/professionals";
import { absoluteUrl, plainExcerpt } from "./boat-seo.ts";
import type { JsonLd } from "./json-ld-scripts.tsx";
import { localizePath } from "./locale.ts";
import type { SiteMeta } from "./meta.ts";
import { partnerPath, professionalPath } from "./public-paths.ts";

type Site = Pick<SiteMeta, "brand" | "publicAppUrl">;

/** The square logo served by the web app (public/logo.png, 512 px), for search engines and link previews. */
export const LOGO_PATH = "/logo.png";
export const LOGO_SIZE = 512;

/** Site settings holding the brand's social profiles ("social.instagram"…). */
const SOCIAL_PREFIX = "social.";

/** Names of the networks as they spell themselves (proper names, the same in every language). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
  twitter: "X",
  tiktok: "TikTok",
  pinterest: "Pinterest",
};

export interface SocialLink {
  /** The setting's key after `social.` ("instagram"). */
  network: string;
  /** How the network names itself ("Instagram"). */
  name: string;
  url: string;
}

/** The brand's social profiles from the site settings: absolute http(s) URLs only, in a stable order. */
export function socialLinks(settings: Readonly<Record<string, string>>): SocialLink[] {
  return Object.keys(settings)
    .filter((key) => key.startsWith(SOCIAL_PREFIX))
    .sort()
    .map((key) => {
      const network = key.slice(SOCIAL_PREFIX.length);
      const name = NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
      return { network, name, url: settings[key]!.trim() };
    })
    .filter((link) => link.network !== "" && /^https?:\/\/[^\s]+$/i.test(link.url));
}

/** The brand's social profile URLs (for the Organization's sameAs). */
export function socialProfiles(settings: Readonly<Record<string, string>>): string[] {
  return socialLinks(settings).map((link) => link.url);
}

/** The marketplace as an Organization: name, URL, logo, social profiles and the support desk. */
export function organizationJsonLd(site: Site, settings: Readonly<Record<string, string>>): JsonLd {
  const home = `${site.publicAppUrl}/`;
  const sameAs = socialProfiles(settings);
  const email = settings["support.email"]?.trim();
  const telephone = settings["support.phone"]?.trim();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: site.brand,
    url: home,
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(site, LOGO_PATH),
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(email || telephone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer support",
            ...(email ? { email } : {}),
            ...(telephone ? { telephone } : {}),
            availableLanguage: ["en", "fr", "it", "es"],
          },
        }
      : {}),
  };
}

/** schema.org types of the partner categories; the generic LocalBusiness where none fits better. */
const PARTNER_TYPES: Record<PartnerCategory, string> = {
  marina: "LocalBusiness",
  surveyor: "ProfessionalService",
  insurance: "InsuranceAgency",
  finance: "FinancialService",
  transport: "LocalBusiness",
  shipyard: "LocalBusiness",
  sailmaker: "LocalBusiness",
  electronics: "LocalBusiness",
  legal: "LegalService",
};

function address(city: string | null, country: string | null): JsonLd | undefined {
  if (!city && !country) return undefined;
  return {
    "@type": "PostalAddress",
    ...(city ? { addressLocality: city } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** Only absolute web addresses are links worth giving search engines. */
function webAddress(url: string | null): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

interface LdContext {
  site: Site;
  locale: Locale;
}

/** A partner as a LocalBusiness (or a more precise type), described on its page of the directory. */
export function partnerJsonLd(partner: TPartner, { site, locale }: LdContext): JsonLd {
  const page = absoluteUrl(site, localizePath(partnerPath(partner.slug), locale));
  const website = webAddress(partner.website);
  const place = address(partner.city, partner.country);
  const logo = partner.logoUrl ? absoluteUrl(site, partner.logoUrl) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": PARTNER_TYPES[partner.category],
    "@id": `${page}#organization`,
    name: partner.name,
    url: website ?? page,
    mainEntityOfPage: page,
    ...(partner.description ? { description: plainExcerpt(partner.description, 500) } : {}),
    ...(logo ? { logo, image: logo } : {}),
    ...(partner.email ? { email: partner.email } : {}),
    ...(partner.phone ? { telephone: partner.phone } : {}),
    ...(place ? { address: place } : {}),
    ...(website ? { sameAs: [website] } : {}),
  };
}

/** A professional's team as an Organization with its contacts and the languages it speaks. */
export function professionalJsonLd(profile: TProfessionalProfile, { site, locale }: LdContext): JsonLd {
  const page = absoluteUrl(site, localizePath(professionalPath(profile.slug), locale));
  const website = webAddress(profile.website);
  const place = address(profile.city, profile.country);
  const logo = profile.logoUrl ? absoluteUrl(site, profile.logoUrl) : undefined;
  const description = profile.description ?? profile.headline;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${page}#organization`,
    name: profile.name,
    url: website ?? page,
    mainEntityOfPage: page,
    ...(description ? { description: plainExcerpt(description, 500) } : {}),
    ...(logo ? { logo } : {}),
    ...(profile.bannerUrl ? { image: absoluteUrl(site, profile.bannerUrl) } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(profile.phone ? { telephone: profile.phone } : {}),
    ...(place ? { address: place } : {}),
    ...(profile.spokenLanguages.length > 0 ? { knowsLanguage: profile.spokenLanguages } : {}),
    ...(website ? { sameAs: [website] } : {}),
  };
}
