/**
 * The printable brochure of a boat: an A4 PDF in the reader's language and unit system. Page one carries the
 * title, the price with its VAT terms, the main photo and a strip of three more, the key facts and the specs
 * grouped in two columns; the description, highlights and equipment follow in the same flow, and the seller's
 * card (logo, languages, a QR code to the listing) closes it. Text is set in DejaVu Sans, embedded, so every
 * Latin character and Intl's narrow spaces print. Rendered once per boat version and language, then served
 * from storage.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { Locale } from "@keel/contracts/locales";
import { formatBoatLength, formatShortLength, formatVolume, formatWeight } from "@keel/contracts/measures";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import sharp from "sharp";
import type { Storage } from "../media/storage.ts";
import { BROCHURE_TEXTS, type BrochureTexts } from "./brochure-texts.ts";
import { FUEL_LABELS, HULL_LABELS } from "./enum-labels.ts";

const BRAND = "#0b5f7a";
const INK = "#1b2a33";
const MUTED = "#51646f";
const RULE = "#c9d6dd";
const TINT = "#eef4f7";
const MARGIN = 36;
const FOOTER = 34;
/** Bump when the layout changes, so stored brochures of unchanged boats are rendered again. */
const LAYOUT_VERSION = "v2";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface BrochureSite {
  brandName: string;
  boatUrl: string;
  /** The date printed in the footer (a parameter so tests render the same page every time). */
  generatedAt: Date;
}

export function brochureKey(boat: Pick<TPublicBoat, "id" | "updatedAt">, locale: Locale): string {
  const version = createHash("sha256")
    .update(`${boat.updatedAt}|${locale}|${LAYOUT_VERSION}`)
    .digest("hex")
    .slice(0, 12);
  return `brochures/${boat.id}-${locale.toLowerCase()}-${version}.pdf`;
}

async function read(storage: Storage, url: string | null | undefined): Promise<Buffer | null> {
  if (!url) return null;
  const object = await storage.get(url.replace(/^\/media\//, ""));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A photo cropped to the box it fills (pdfkit embeds JPEG and PNG only; stored variants are WebP/AVIF). */
async function photo(storage: Storage, url: string | undefined, width: number, height: number) {
  const source = await read(storage, url);
  if (!source) return null;
  return sharp(source)
    .resize({ width: Math.round(width * 2), height: Math.round(height * 2), fit: "cover" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The seller's logo as PNG, keeping its transparency. */
async function logo(storage: Storage, url: string | null) {
  const source = await read(storage, url);
  return source ? sharp(source).resize({ width: 240, withoutEnlargement: true }).png().toBuffer() : null;
}

const variant = (boat: TPublicBoat, index: number, min: number) => {
  const webp = boat.photos[index]?.image.webp ?? [];
  return (webp.find((v) => v.width >= min) ?? webp.at(-1))?.url;
};

type Row = [label: string, value: string | null | undefined];
interface Group {
  title: string;
  rows: [string, string][];
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The specs of the detail page, in the brochure's words and the reader's units. */
function specGroups(boat: TPublicBoat, locale: Locale, t: BrochureTexts): Group[] {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const n = (value: number | null) => (value === null ? null : number.format(value));
  const short = (m: number | null) => (m === null ? null : formatShortLength(m, locale));
  const kg = (value: number | null) => (value === null ? null : formatWeight(value, locale));
  const litres = (value: number | null) => (value === null ? null : formatVolume(value, locale));
  const knots = (value: number | null) =>
    value === null ? null : fill(t.knots, { value: number.format(value) });
  const country = boat.location.country
    ? new Intl.DisplayNames([locale], { type: "region" }).of(boat.location.country)
    : null;
  const group = (title: string, rows: Row[]): Group => ({
    title,
    rows: rows.filter((row): row is [string, string] => typeof row[1] === "string" && row[1] !== ""),
  });
  const { dimensions: d, accommodation: a, performance: p } = boat;
  return [
    group(t.general, [
      [t.type, boat.boatType?.label],
      [t.condition, boat.condition?.label],
      [t.year, boat.yearBuilt === null ? null : String(boat.yearBuilt)],
      [
        t.hull,
        boat.build.hullMaterial
          ? (HULL_LABELS[locale][boat.build.hullMaterial] ?? boat.build.hullMaterial)
          : null,
      ],
      [t.location, [boat.location.city, country].filter(Boolean).join(", ")],
      [t.reference, boat.stockCode ?? boat.reference],
    ]),
    group(t.dimensions, [
      [t.length, d.lengthM === null ? null : formatBoatLength(d.lengthM, locale)],
      [t.beam, short(d.beamM)],
      [t.draft, short(d.draftMaxM ?? d.draftMinM)],
      [t.displacement, kg(d.displacementKg)],
    ]),
    group(
      t.engines,
      boat.propulsion.engines.map(
        (e, i): Row => [
          boat.propulsion.engines.length > 1 ? `${t.engine} ${i + 1}` : t.engine,
          [
            [e.make, e.model].filter(Boolean).join(" "),
            e.powerHp === null ? null : fill(t.horsepower, { value: number.format(e.powerHp) }),
            e.fuel ? FUEL_LABELS[locale][e.fuel] : null,
            e.hours === null ? null : fill(t.hoursValue, { value: number.format(e.hours) }),
            e.year === null ? null : String(e.year),
          ]
            .filter(Boolean)
            .join(" · "),
        ],
      ),
    ),
    group(t.accommodation, [
      [t.cabins, n(a.cabins)],
      [t.berths, n(a.berths)],
      [t.bathrooms, n(a.bathrooms)],
      [t.passengers, n(a.passengers)],
    ]),
    group(t.performance, [
      [t.cruisingSpeed, knots(p.cruisingSpeedKn)],
      [t.maxSpeed, knots(p.maxSpeedKn)],
      [t.fuelTank, litres(p.fuelTankL)],
      [t.waterTank, litres(p.waterTankL)],
    ]),
  ].filter((g) => g.rows.length > 0);
}

/** Up to five facts in boxes under the photos: the ones a buyer compares first. */
function keyFacts(boat: TPublicBoat, locale: Locale, t: BrochureTexts): [string, string][] {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const power = boat.propulsion.engines.reduce((sum, e) => sum + (e.powerHp ?? 0), 0);
  const { cabins, berths } = boat.accommodation;
  const facts: Row[] = [
    [
      t.keyLength,
      boat.dimensions.lengthM === null ? null : formatBoatLength(boat.dimensions.lengthM, locale),
    ],
    [t.keyYear, boat.yearBuilt === null ? null : String(boat.yearBuilt)],
    [t.keyBerths, cabins === null && berths === null ? null : `${cabins ?? "–"} / ${berths ?? "–"}`],
    [
      t.keyPower,
      power > 0
        ? `${boat.propulsion.engines.length > 1 ? `${boat.propulsion.engines.length} × ` : ""}${fill(t.horsepower, { value: number.format(power / Math.max(1, boat.propulsion.engines.length)) })}`
        : null,
    ],
    [t.keyCondition, boat.condition?.label],
  ];
  return facts.filter((f): f is [string, string] => typeof f[1] === "string" && f[1] !== "");
}

export async function renderBrochure(
  storage: Storage,
  boat: TPublicBoat,
  locale: Locale,
  site: BrochureSite,
): Promise<Buffer> {
  const t = BROCHURE_TEXTS[locale];
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER - 10 },
    bufferPages: true,
    info: { Title: boat.title, Author: site.brandName, CreationDate: site.generatedAt },
  });
  doc.registerFont("Sans", FONT);
  doc.registerFont("Sans-Bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const pageWidth = doc.page.width;
  const width = pageWidth - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const photoHeight = 250;
  const thumbGap = 8;
  const thumbWidth = (width - 2 * thumbGap) / 3;
  const thumbHeight = 78;
  const [main, thumbs, sellerLogo] = await Promise.all([
    photo(storage, variant(boat, 0, 1024), width, photoHeight),
    Promise.all([1, 2, 3].map((i) => photo(storage, variant(boat, i, 320), thumbWidth, thumbHeight))),
    logo(storage, boat.seller.logoUrl),
  ]);

  // Header band: the marketplace and the boat's reference.
  doc.rect(0, 0, pageWidth, 30).fill(BRAND);
  doc
    .font("Sans-Bold")
    .fontSize(11)
    .fillColor("#ffffff")
    .text(site.brandName, MARGIN, 9, { lineBreak: false });
  doc
    .font("Sans")
    .fontSize(9)
    .text(`${t.reference} ${boat.stockCode ?? boat.reference}`, MARGIN, 10.5, { width, align: "right" });

  // Title, then the price on its own line and its VAT terms under it: nothing shares a line, nothing overlaps.
  doc.font("Sans-Bold").fontSize(19).fillColor(INK).text(boat.title, MARGIN, 44, { width, lineGap: 1 });
  const price = boat.price
    ? new Intl.NumberFormat(locale, {
        style: "currency",
        currency: boat.price.currency,
        maximumFractionDigits: 0,
      }).format(boat.price.amount / 100)
    : t.priceOnRequest;
  const vat = [
    boat.price ? (boat.isVatIncluded ? t.vatIncluded : t.vatExcluded) : null,
    boat.vatStatus === "paid" ? t.vatPaid : boat.vatStatus === "not_paid" ? t.vatNotPaid : null,
  ]
    .filter(Boolean)
    .join(" · ");
  doc.moveDown(0.2).font("Sans-Bold").fontSize(16).fillColor(BRAND).text(price, MARGIN, doc.y, { width });
  if (vat) doc.font("Sans").fontSize(9).fillColor(MUTED).text(vat, MARGIN, doc.y, { width });
  let y = doc.y + 8;

  if (main) {
    doc.image(main, MARGIN, y, { width, height: photoHeight });
    y += photoHeight + thumbGap;
  }
  const strip = thumbs.filter((b): b is NonNullable<typeof b> => b !== null);
  if (strip.length > 0) {
    for (const [i, image] of strip.entries())
      doc.image(image, MARGIN + i * (thumbWidth + thumbGap), y, { width: thumbWidth, height: thumbHeight });
    y += thumbHeight + 10;
  }

  /** One line of text, its size reduced until it fits the width (a key fact never wraps into the next). */
  const fitted = (
    text: string,
    font: string,
    size: number,
    x: number,
    top: number,
    w: number,
    colour: string,
  ) => {
    let fontSize = size;
    doc.font(font);
    while (fontSize > 5 && doc.fontSize(fontSize).widthOfString(text) > w) fontSize -= 0.5;
    doc.fillColor(colour).text(text, x, top + (size - fontSize) / 2, { lineBreak: false });
  };
  const facts = keyFacts(boat, locale, t);
  if (facts.length > 0) {
    const gap = 6;
    const boxWidth = (width - gap * (facts.length - 1)) / facts.length;
    for (const [i, [label, value]] of facts.entries()) {
      const x = MARGIN + i * (boxWidth + gap);
      doc.rect(x, y, boxWidth, 40).fill(TINT);
      fitted(label.toUpperCase(), "Sans", 7.5, x + 7, y + 7, boxWidth - 14, MUTED);
      fitted(value, "Sans-Bold", 11.5, x + 7, y + 20, boxWidth - 14, INK);
    }
    y += 52;
  }

  // Specs in two columns, each group kept whole, flowing to the next page when the page is full.
  const columnGap = 20;
  const columnWidth = (width - columnGap) / 2;
  const labelWidth = columnWidth * 0.42;
  const valueWidth = columnWidth - labelWidth - 6;
  const rowHeight = (label: string, value: string) => {
    doc.font("Sans").fontSize(9);
    return (
      Math.max(
        doc.heightOfString(label, { width: labelWidth }),
        doc.heightOfString(value, { width: valueWidth }),
      ) + 3
    );
  };
  const groupHeight = (g: Group) => 20 + g.rows.reduce((sum, [l, v]) => sum + rowHeight(l, v), 0) + 8;
  const drawGroup = (g: Group, x: number, top: number) => {
    doc.font("Sans-Bold").fontSize(10.5).fillColor(BRAND).text(g.title, x, top, { width: columnWidth });
    doc
      .moveTo(x, top + 15)
      .lineTo(x + columnWidth, top + 15)
      .strokeColor(RULE)
      .lineWidth(0.6)
      .stroke();
    let rowTop = top + 20;
    for (const [label, value] of g.rows) {
      const h = rowHeight(label, value);
      doc.font("Sans").fontSize(9).fillColor(MUTED).text(label, x, rowTop, { width: labelWidth });
      doc.fillColor(INK).text(value, x + labelWidth + 6, rowTop, { width: valueWidth });
      rowTop += h;
    }
  };
  const groups = specGroups(boat, locale, t);
  let column = 0;
  const columnTops = [y, y];
  let sectionTop = y;
  for (const g of groups) {
    const h = groupHeight(g);
    if (columnTops[column]! + h > bottom()) {
      if (column === 0 && columnTops[1]! + h <= bottom()) column = 1;
      else {
        doc.addPage();
        sectionTop = MARGIN;
        columnTops[0] = columnTops[1] = sectionTop;
        column = 0;
      }
    }
    drawGroup(g, MARGIN + column * (columnWidth + columnGap), columnTops[column]!);
    columnTops[column]! += h;
    // Fill the shorter column next, so both columns end close to each other.
    column = columnTops[0]! <= columnTops[1]! ? 0 : 1;
  }
  y = Math.max(columnTops[0]!, columnTops[1]!, sectionTop) + 6;

  const heading = (title: string) => {
    if (y + 60 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font("Sans-Bold").fontSize(12).fillColor(BRAND).text(title, MARGIN, y, { width });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .strokeColor(RULE)
      .lineWidth(0.6)
      .stroke();
    doc.y += 6;
  };
  const paragraph = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc
      .font("Sans")
      .fontSize(9.5)
      .fillColor(INK)
      .text(text, MARGIN, doc.y, { width, lineGap: 2, ...options });
    y = doc.y + 10;
  };

  if (boat.description.trim()) {
    heading(t.description);
    paragraph(boat.description.slice(0, 8000).replace(/\n{3,}/g, "\n\n"), { paragraphGap: 4 });
  }
  if (boat.features.length > 0) {
    heading(t.highlights);
    paragraph(boat.features.map((f) => `•  ${f}`).join("\n"));
  }
  if (boat.equipment.length > 0) {
    heading(t.equipment);
    for (const g of boat.equipment) {
      doc
        .font("Sans-Bold")
        .fontSize(9.5)
        .fillColor(INK)
        .text(`${g.label} `, MARGIN, doc.y, { width, continued: true });
      doc.font("Sans").text(g.items.map((i) => i.label).join(" · "), { lineGap: 2 });
      doc.y += 3;
    }
    y = doc.y + 10;
  }

  // The seller's card: logo, name, where and since when, languages; a QR code to the listing on the right.
  const cardHeight = 112;
  if (y + cardHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc.roundedRect(MARGIN, y, width, cardHeight, 6).lineWidth(0.8).strokeColor(RULE).stroke();
  const qrSize = 84;
  const qrX = MARGIN + width - qrSize - 12;
  const qr = QRCode.create(site.boatUrl, { errorCorrectionLevel: "M" });
  const cell = qrSize / qr.modules.size;
  for (let row = 0; row < qr.modules.size; row += 1)
    for (let col = 0; col < qr.modules.size; col += 1)
      if (qr.modules.get(row, col)) doc.rect(qrX + col * cell, y + 10 + row * cell, cell, cell);
  doc.fill(INK);
  doc
    .font("Sans")
    .fontSize(7)
    .fillColor(MUTED)
    .text(t.scan, qrX - 20, y + 10 + qrSize + 3, { width: qrSize + 40, align: "center" });
  let textX = MARGIN + 14;
  if (sellerLogo) {
    doc.image(sellerLogo, textX, y + 14, { fit: [80, 50] });
    textX += 92;
  }
  const textWidth = qrX - 16 - textX;
  doc
    .font("Sans")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.seller.toUpperCase(), textX, y + 14, { width: textWidth });
  doc
    .font("Sans-Bold")
    .fontSize(13)
    .fillColor(INK)
    .text(boat.seller.name, textX, doc.y + 1, { width: textWidth });
  const where = [
    boat.seller.city,
    new Intl.DisplayNames([locale], { type: "region" }).of(boat.seller.country),
  ]
    .filter(Boolean)
    .join(", ");
  const since = boat.seller.memberSince
    ? fill(t.memberSince, { year: String(new Date(boat.seller.memberSince).getUTCFullYear()) })
    : null;
  const languages = boat.seller.spokenLanguages
    .map((code) => new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code)
    .join(", ");
  doc
    .font("Sans")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [boat.seller.isVerified ? `✓ ${t.verified}` : null, where, since, languages]
        .filter(Boolean)
        .join(" · "),
      textX,
      doc.y + 2,
      { width: textWidth },
    );
  doc.moveDown(0.4).fillColor(MUTED).text(t.viewOnline, textX, doc.y, { width: textWidth });
  doc
    .fillColor(BRAND)
    .text(site.boatUrl, textX, doc.y, { width: textWidth, link: site.boatUrl, underline: true });

  const range = doc.bufferedPageRange();
  const generated = fill(t.generated, {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(site.generatedAt),
  });
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const footerY = doc.page.height - FOOTER + 8;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, footerY - 6)
      .lineTo(MARGIN + width, footerY - 6)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.font("Sans").fontSize(7).fillColor(MUTED);
    doc.text(generated, MARGIN, footerY, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(fill(t.page, { n: String(i + 1), total: String(range.count) }), MARGIN + width - 80, footerY, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** The brochure from storage, rendering and storing it first when this version and language is new. */
export async function getBrochure(
  storage: Storage,
  boat: TPublicBoat,
  locale: Locale,
  site: BrochureSite,
): Promise<Buffer> {
  const key = brochureKey(boat, locale);
  const cached = await read(storage, key);
  if (cached) return cached;
  const pdf = await renderBrochure(storage, boat, locale, site);
  await storage.put(key, pdf, "application/pdf");
  return pdf;
}
