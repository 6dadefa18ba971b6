import type { TPartner } from "@keel/contracts/partners";
import type { TProfessionalProfile } from "@keel/contracts/professionals";
import { describe, expect, it } from "vitest";
import {
  organizationJsonLd,
  partnerJsonLd,
  professionalJsonLd,
  socialLinks,
  socialProfiles,
} from "./organization-seo.ts";

const site = { brand: "Keel", publicAppUrl: "https://keel.example" };

const settings = {
  "support.email": "support@keel.example",
  "support.phone": "+44 20 7946 0000",
  "support.responseHours": "48",
  "social.youtube": "https://www.youtube.com/@keel",
  "social.facebook": "https://www.facebook.com/keel",
  "social.instagram": "javascript:alert(1)",
  "social.linkedin": " https://www.linkedin.com/company/keel ",
};

const partner: TPartner = {
  id: 7,
  slug: "cap-soleil-marina",
  name: "Cap Soleil Marina",
  category: "marina",
  description: "Berths   for 800 boats\n\nin Hyères.",
  language: "en-US",
  country: "FR",
  city: "Hyères",
  logoUrl: "/media/partners/cap-soleil.webp",
  website: "https://cap-soleil.example",
  email: "port@cap-soleil.example",
  phone: "+33 4 94 00 00 00",
};

const profile: TProfessionalProfile = {
  slug: "riviera-yachts",
  name: "Riviera Yachts",
  kind: "broker",
  headline: "Sail and power yachts on the Riviera",
  country: "FR",
  city: "Antibes",
  isVerified: true,
  memberSince: "2019-03-01",
  spokenLanguages: ["en", "fr", "it"],
  boatCount: 14,
  medianReplyMinutes: 90,
  bannerUrl: "/media/teams/riviera-banner.webp",
  logoUrl: null,
  description: null,
  website: "ftp://not-a-web-address",
  phone: null,
  email: "sales@riviera.example",
  boats: { items: [], total: 14 },
};

describe("socialProfiles", () => {
  it("keeps the social.* settings that are web addresses, in key order", () => {
    expect(socialProfiles(settings)).toEqual([
      "https://www.facebook.com/keel",
      "https://www.linkedin.com/company/keel",
      "https://www.youtube.com/@keel",
    ]);
  });
});

describe("organizationJsonLd", () => {
  it("describes the marketplace with its logo, social profiles and support desk", () => {
    expect(organizationJsonLd(site, settings)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://keel.example/#organization",
      name: "Keel",
      url: "https://keel.example/",
      logo: { "@type": "ImageObject", url: "https://keel.example/logo.png", width: 512, height: 512 },
      sameAs: [
        "https://www.facebook.com/keel",
        "https://www.linkedin.com/company/keel",
        "https://www.youtube.com/@keel",
      ],
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: "support@keel.example",
        telephone: "+44 20 7946 0000",
        availableLanguage: ["en", "fr", "it", "es"],
      },
    });
  });

  it("leaves out what the settings do not give", () => {
    const ld = organizationJsonLd(site, {});
    expect(ld).not.toHaveProperty("sameAs");
    expect(ld).not.toHaveProperty("contactPoint");
    expect(ld.name).toBe("Keel");
  });
});

describe("partnerJsonLd", () => {
  it("is a LocalBusiness with its page, website, contacts and address", () => {
    expect(partnerJsonLd(partner, { site, locale: "fr" })).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://keel.example/fr/partners/cap-soleil-marina#organization",
      name: "Cap Soleil Marina",
      url: "https://cap-soleil.example",
      mainEntityOfPage: "https://keel.example/fr/partners/cap-soleil-marina",
      description: "Berths for 800 boats in Hyères.",
      logo: "https://keel.example/media/partners/cap-soleil.webp",
      image: "https://keel.example/media/partners/cap-soleil.webp",
      email: "port@cap-soleil.example",
      telephone: "+33 4 94 00 00 00",
      address: { "@type": "PostalAddress", addressLocality: "Hyères", addressCountry: "FR" },
      sameAs: ["https://cap-soleil.example"],
    });
  });

  it("uses the precise schema.org type of a category where there is one", () => {
    expect(partnerJsonLd({ ...partner, category: "insurance" }, { site, locale: "en-US" })["@type"]).toBe(
      "InsuranceAgency",
    );
    expect(partnerJsonLd({ ...partner, category: "legal" }, { site, locale: "en-US" })["@type"]).toBe(
      "LegalService",
    );
    expect(partnerJsonLd({ ...partner, category: "surveyor" }, { site, locale: "en-US" })["@type"]).toBe(
      "ProfessionalService",
    );
  });

  it("falls back to the directory page as the URL and omits missing contacts", () => {
    const ld = partnerJsonLd(
      { ...partner, website: null, email: null, phone: null, city: null, country: null, logoUrl: null },
      { site, locale: "en-US" },
    );
    expect(ld.url).toBe("https://keel.example/partners/cap-soleil-marina");
    for (const key of ["email", "telephone", "address", "logo", "sameAs"]) expect(ld).not.toHaveProperty(key);
  });
});

describe("professionalJsonLd", () => {
  it("is an Organization with languages, banner, contacts and no non-web website", () => {
    expect(professionalJsonLd(profile, { site, locale: "it" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://keel.example/it/professionals/riviera-yachts#organization",
      name: "Riviera Yachts",
      url: "https://keel.example/it/professionals/riviera-yachts",
      mainEntityOfPage: "https://keel.example/it/professionals/riviera-yachts",
      description: "Sail and power yachts on the Riviera",
      image: "https://keel.example/media/teams/riviera-banner.webp",
      email: "sales@riviera.example",
      address: { "@type": "PostalAddress", addressLocality: "Antibes", addressCountry: "FR" },
      knowsLanguage: ["en", "fr", "it"],
    });
  });
});

describe("socialLinks", () => {
  it("names each valid profile for the footer, in a stable order, dropping unsafe ones", () => {
    expect(socialLinks({ ...settings, "social.mastodon": "https://mastodon.social/@keel" })).toEqual([
      { network: "facebook", name: "Facebook", url: "https://www.facebook.com/keel" },
      { network: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/keel" },
      { network: "mastodon", name: "Mastodon", url: "https://mastodon.social/@keel" },
      { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@keel" },
    ]);
    expect(socialLinks({ "support.email": "a@b.c" })).toEqual([]);
  });
});
