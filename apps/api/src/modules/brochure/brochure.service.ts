/**
 * The printable brochure of a boat (issue 5): an A4 PDF in the reader's language with the main photo, a strip of
 * photos, the specs grouped like the detail page, the description, the equipment and the seller. Rendered once
 * per boat version and language, then served from storage.
 */
import { createHash } from "node:crypto";
import { defaultLengthUnit, type Locale } from "@keel/contracts/locales";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { Storage } from "../media/storage.ts";
import { BROCHURE_TEXTS } from "./brochure-texts.ts";
import { FUEL_LABELS, HULL_LABELS } from "./enum-labels.ts";

const BRAND = "#0b5f7a";
const INK = "#1b2a33";
const MUTED = "#51646f";
const MARGIN = 42;

/**
 * The standard PDF fonts cover WinAnsi only: Intl's narrow no-break space (French and other thousands
 * separators) becomes a plain no-break space, which prints the same.
 */
export const printable = (text: string): string => text.replace(/[\u202f\u2009]/g, "\u00a0");

export function brochureKey(boat: Pick<TPublicBoat, "id" | "updatedAt">, locale: Locale): string {
  const version = createHash("sha256").update(`${boat.updatedAt}|${locale}|v1`).digest("hex").slice(0, 12);
  return `brochures/${boat.id}-${locale.toLowerCase()}-${version}.pdf`;
}

async function jpegOf(storage: Storage, url: string | undefined, width: number): Promise<Buffer | null> {
  if (!url) return null;
  const object = await storage.get(url.replace(/^\/media\//, ""));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  // pdfkit embeds JPEG and PNG only; the stored variants are WebP/AVIF.
  return sharp(Buffer.concat(chunks))
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const variant = (boat: TPublicBoat, index: number, min: number) => {
  const webp = boat.photos[index]?.image.webp ?? [];
  return (webp.find((v) => v.width >= min) ?? webp.at(-1))?.url;
};

export async function renderBrochure(
  storage: Storage,
  boat: TPublicBoat,
  locale: Locale,
  site: { brandName: string; boatUrl: string },
): Promise<Buffer> {
  const t = BROCHURE_TEXTS[locale];
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const number = { format: (value: number) => printable(numberFormat.format(value)) };
  const feet = defaultLengthUnit(locale) === "ft";
  const length = (m: number | null) =>
    m === null ? null : feet ? `${number.format(m / 0.3048)} ft` : `${number.format(m)} m`;
  const price = boat.price
    ? printable(
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: boat.price.currency,
          maximumFractionDigits: 0,
        }).format(boat.price.amount / 100),
      )
    : t.priceOnRequest;
  const vat = [
    boat.price ? (boat.isVatIncluded ? t.vatIncluded : t.vatExcluded) : null,
    boat.vatStatus === "paid" ? t.vatPaid : boat.vatStatus === "not_paid" ? t.vatNotPaid : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const country = boat.location.country
    ? new Intl.DisplayNames([locale], { type: "region" }).of(boat.location.country)
    : null;
  const [main, ...thumbs] = await Promise.all([
    jpegOf(storage, variant(boat, 0, 1024), 1100),
    ...[1, 2, 3].map((i) => jpegOf(storage, variant(boat, i, 320), 400)),
  ]);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: boat.title, Author: site.brandName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;

  doc.rect(0, 0, doc.page.width, 28).fill(BRAND);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(11).text(site.brandName, MARGIN, 9);
  doc
    .moveDown(1.6)
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(boat.title, MARGIN, 44, { width });
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(BRAND)
    .text(price, { continued: Boolean(vat) });
  if (vat) doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`    ${vat}`, { baseline: "alphabetic" });
  doc.moveDown(0.5);
  if (main) {
    doc.image(main, MARGIN, doc.y, { fit: [width, 300], align: "center" });
    doc.y += 305;
  }
  const thumbImages = thumbs.filter((b): b is Buffer => b !== null);
  if (thumbImages.length > 0) {
    const w = (width - 10 * (thumbImages.length - 1)) / thumbImages.length;
    const top = doc.y;
    for (const [i, image] of thumbImages.entries())
      doc.image(image, MARGIN + i * (w + 10), top, { fit: [w, 90] });
    doc.y = top + 98;
  }

  const rows = (title: string, items: [string, string | number | null | undefined][]) => {
    const present = items.filter(([, v]) => v !== null && v !== undefined && v !== "");
    if (present.length === 0) return;
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(title, MARGIN);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .strokeColor("#c9d6dd")
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
    for (const [label, value] of present) {
      const y = doc.y;
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(MUTED)
        .text(label, MARGIN, y, { width: width * 0.4 });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(INK)
        .text(String(value), MARGIN + width * 0.4, y, { width: width * 0.6 });
    }
  };
  rows(t.general, [
    [t.type, boat.boatType?.label],
    [t.condition, boat.condition?.label],
    [t.year, boat.yearBuilt],
    [
      t.hull,
      boat.build.hullMaterial
        ? (HULL_LABELS[locale][boat.build.hullMaterial] ?? boat.build.hullMaterial)
        : null,
    ],
    [t.location, [boat.location.city, country].filter(Boolean).join(", ")],
    [t.reference, boat.stockCode ?? boat.reference],
  ]);
  rows(t.dimensions, [
    [t.length, length(boat.dimensions.lengthM)],
    [t.beam, length(boat.dimensions.beamM)],
    [t.draft, length(boat.dimensions.draftMaxM ?? boat.dimensions.draftMinM)],
    [
      t.displacement,
      boat.dimensions.displacementKg ? `${number.format(boat.dimensions.displacementKg)} kg` : null,
    ],
  ]);
  rows(
    t.engines,
    boat.propulsion.engines.map((e, i) => [
      `${t.engine} ${i + 1}`,
      [
        [e.make, e.model].filter(Boolean).join(" "),
        e.powerHp ? `${number.format(e.powerHp)} hp` : null,
        e.fuel ? FUEL_LABELS[locale][e.fuel] : null,
        e.hours !== null ? `${number.format(e.hours)} ${t.hours.toLowerCase()}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
    ]),
  );
  rows(t.accommodation, [
    [t.cabins, boat.accommodation.cabins],
    [t.berths, boat.accommodation.berths],
    [t.bathrooms, boat.accommodation.bathrooms],
    [t.passengers, boat.accommodation.passengers],
  ]);
  if (boat.description) {
    doc.addPage();
    doc.font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(t.description, MARGIN, MARGIN);
    doc
      .moveDown(0.3)
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(boat.description.slice(0, 6000), { width, lineGap: 2 });
  }
  if (boat.equipment.length > 0) {
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(t.equipment, MARGIN);
    for (const group of boat.equipment) {
      doc.moveDown(0.2).font("Helvetica-Bold").fontSize(10).fillColor(INK).text(group.label, MARGIN);
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(INK)
        .text(group.items.map((i) => i.label).join(" · "), { width });
    }
  }
  if (doc.y > doc.page.height - 150) doc.addPage();
  doc.moveDown(1).font("Helvetica-Bold").fontSize(12).fillColor(BRAND).text(t.seller, MARGIN);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`${boat.seller.name}${boat.seller.isVerified ? `  ·  ${t.verified}` : ""}`);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(t.viewOnline);
  doc.fillColor(BRAND).text(site.boatUrl, { link: site.boatUrl, underline: true });

  const range = doc.bufferedPageRange();
  const generated = printable(
    t.generated.replace("{date}", new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date())),
  );
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - 30;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(7.5).fillColor(MUTED);
    doc.text(generated, MARGIN, bottom, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(
      t.page.replace("{n}", String(i + 1)).replace("{total}", String(range.count)),
      MARGIN + width - 80,
      bottom,
      { width: 80, align: "right" },
    );
  }
  doc.end();
  return done;
}

/** The brochure from storage, rendering and storing it first when this version and language is new. */
export async function getBrochure(
  storage: Storage,
  boat: TPublicBoat,
  locale: Locale,
  site: { brandName: string; boatUrl: string },
): Promise<Buffer> {
  const key = brochureKey(boat, locale);
  const cached = await storage.get(key);
  if (cached) {
    const chunks: Buffer[] = [];
    for await (const chunk of cached.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const pdf = await renderBrochure(storage, boat, locale, site);
  await storage.put(key, pdf, "application/pdf");
  return pdf;
}
