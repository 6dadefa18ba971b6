import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TImage } from "@keel/contracts/boats";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { imageFixture } from "#app/lib/public-boat.fixture.ts";
import { BoatPhoto, CARD_SIZES } from "./boat-photo.tsx";
import { packPhoto } from "./photo-set.ts";

const messages = JSON.parse(
  readFileSync(join(import.meta.dirname, "../locales/en-US.json"), "utf8"),
) as Messages;

const variants = (format: string) =>
  [320, 1024].map((width) => ({ url: `/media/photo-${width}.${format}`, width }));
const PHOTO = {
  width: 1600,
  height: 1200,
  alt: "A sloop",
  avif: variants("avif"),
  webp: variants("webp"),
} as TImage;

function page(isPriority: boolean): string {
  return renderToString(
    <html lang="en">
      <head />
      <body>
        <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
          <BoatPhoto photo={PHOTO} sizes={CARD_SIZES} isPriority={isPriority} />
        </I18nProvider>
      </body>
    </html>,
  );
}

describe("BoatPhoto", () => {
  it("announces the page's priority photo in <head>, in AVIF with its variants", () => {
    const html = page(true);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="preload"[^>]*as="image"/);
    expect(head).toContain('imageSrcSet="/media/photo-320.avif 320w, /media/photo-1024.avif 1024w"');
    expect(head).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it("leaves other photos to load lazily, unannounced", () => {
    const html = page(false);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });

  it("offers AVIF in a <source> and WebP as the <img>'s own variants, both sized for the slot", () => {
    const html = page(false);
    const body = html.slice(html.indexOf("<body>"));
    const sizes = `sizes="${CARD_SIZES}"`;
    expect(body).toContain(
      `<source type="image/avif" srcSet="/media/photo-320.avif 320w, /media/photo-1024.avif 1024w" ${sizes}/>`,
    );
    expect(body.match(/<source/g)).toHaveLength(1);
    expect(body).toContain(
      `<img src="/media/photo-1024.webp" srcSet="/media/photo-320.webp 320w, /media/photo-1024.webp 1024w" ${sizes}`,
    );
  });

  it("is a lone <img> when the photo has no AVIF variant", () => {
    const html = renderToString(
      <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
        <BoatPhoto photo={{ ...PHOTO, avif: [] }} sizes="128px" />
      </I18nProvider>,
    );
    expect(html).not.toContain("<picture");
    expect(html).toMatch(
      /^<img [^>]*srcSet="\/media\/photo-320.webp 320w, \/media\/photo-1024.webp 1024w" sizes="128px"/,
    );
  });

  it("names one variant per format for a slot of a fixed width: the smallest at least twice as wide", () => {
    const render = (sizes: number) =>
      renderToString(
        <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
          <BoatPhoto photo={PHOTO} sizes={sizes} />
        </I18nProvider>,
      );
    // A 96 px thumbnail: 320 px variants.
    const thumbnail = render(96);
    expect(thumbnail).toContain('<source type="image/avif" srcSet="/media/photo-320.avif"/>');
    expect(thumbnail).toMatch(/<img src="\/media\/photo-320.webp" width="1600"/);
    expect(thumbnail).not.toContain("sizes=");
    expect(thumbnail).not.toContain(" 320w");
    // 200 px needs 400: the 1024 px variants; 600 px needs more than there is: the widest.
    expect(render(200)).toContain('srcSet="/media/photo-1024.avif"');
    expect(render(200)).toContain('<img src="/media/photo-1024.webp"');
    expect(render(600)).toContain('<img src="/media/photo-1024.webp"');
  });

  it("writes the same markup for a list's packed photo as for the API's image", () => {
    const image = imageFixture("c3", "A ketch");
    const render = (photo: Parameters<typeof BoatPhoto>[0]["photo"], isPriority: boolean) =>
      renderToString(
        <html lang="en">
          <head />
          <body>
            <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
              <BoatPhoto photo={photo} sizes={CARD_SIZES} isPriority={isPriority} />
            </I18nProvider>
          </body>
        </html>,
      );
    const packed = packPhoto(image);
    expect(packed).toHaveProperty("base");
    for (const isPriority of [false, true]) {
      const html = render(packed, isPriority);
      expect(html).toBe(render(image, isPriority));
      expect(html).toContain("/media/boats/c3-1600.avif 1600w");
    }
  });
});
