import type { TImage } from "@keel/contracts/boats";
import { describe, expect, it } from "vitest";
import { imageFixture } from "#app/lib/public-boat.fixture.ts";
import { packPhoto, photoVariants, withPackedPhoto } from "./photo-set.ts";

describe("packPhoto / photoVariants", () => {
  it("packs the API's variants into a base and widths, and unpacks them into the same URLs", () => {
    const image = imageFixture("ab12", "A sloop");
    const packed = packPhoto(image);
    expect(packed).toEqual({
      width: 2000,
      height: 1500,
      alt: "A sloop",
      base: "/media/boats/ab12",
      widths: [320, 640, 1024, 1600],
      hasAvif: true,
    });
    expect(photoVariants(packed)).toEqual(image);
    // The point of it: a card's photo is a fraction of its URLs' weight in loader data.
    expect(JSON.stringify(packed).length * 3).toBeLessThan(JSON.stringify(image).length);
  });

  it("packs a photo stored before AVIF (no AVIF variant) and a small one (its own width as the last)", () => {
    const webp = [320, 480].map((width) => ({ url: `/media/k-${width}.webp`, width }));
    const image: TImage = { width: 480, height: 360, alt: "", avif: [], webp };
    const packed = packPhoto(image);
    expect(packed).toMatchObject({ base: "/media/k", widths: [320, 480], hasAvif: false });
    expect(photoVariants(packed)).toEqual(image);
  });

  it("keeps an image whose URLs follow no pattern as it came", () => {
    const image = imageFixture("a");
    const elsewhere = {
      ...image,
      webp: image.webp.map((v, i) => (i === 2 ? { ...v, url: "https://cdn/x.webp" } : v)),
    };
    expect(packPhoto(elsewhere)).toBe(elsewhere);
    const otherWidths = { ...image, avif: image.avif.slice(0, 2) };
    expect(packPhoto(otherWidths)).toBe(otherWidths);
    const noVariant: TImage = { ...image, avif: [], webp: [] };
    expect(packPhoto(noVariant)).toBe(noVariant);
    expect(photoVariants(elsewhere)).toBe(elsewhere);
  });

  it("packs a card's photo and leaves the rest of the card, or a card without photo, alone", () => {
    const card = { id: 7, title: "Sloop", photo: imageFixture("b") };
    expect(withPackedPhoto(card)).toEqual({ id: 7, title: "Sloop", photo: packPhoto(card.photo) });
    expect(withPackedPhoto({ id: 8, photo: null })).toEqual({ id: 8, photo: null });
  });
});
