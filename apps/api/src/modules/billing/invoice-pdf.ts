/**
 * The invoices of the test gateway as A4 PDFs, with the brochure's PDF stack (pdfkit, DejaVu Sans embedded):
 * issuer, customer with VAT id, the line, VAT by rate, the total, and the reverse-charge mention when the
 * customer accounts for the VAT. Invoices of the Stripe gateway are Stripe's hosted PDFs.
 */
import { createRequire } from "node:module";
import type { Locale } from "@keel/contracts/locales";
import PDFDocument from "pdfkit";
import type { BillTo } from "./gateway.ts";
import { formatMoney, planName } from "./money.ts";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
const BRAND = "#0b5f7a";
const INK = "#1b2a33";
const MUTED = "#51646f";
const MARGIN = 50;

interface InvoiceTexts {
  invoice: string;
  number: string;
  date: string;
  billTo: string;
  vatId: string;
  description: string;
  period: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
  paid: string;
  due: string;
  subscription: string;
  proration: string;
  renewal: string;
  reverseChargeEu: string;
  reverseChargeUk: string;
  outsideScope: string;
  testMode: string;
}

const TEXTS: Record<Locale, InvoiceTexts> = {
  "en-US": {
    invoice: "Invoice",
    number: "Number",
    date: "Date",
    billTo: "Bill to",
    vatId: "VAT ID",
    description: "Description",
    period: "Period",
    amount: "Amount",
    subtotal: "Subtotal (excl. VAT)",
    vat: "VAT {rate}%",
    total: "Total",
    paid: "Paid",
    due: "Amount due",
    subscription: "{plan} plan subscription ({interval})",
    proration: "{plan} plan ({interval}): change of plan, prorated",
    renewal: "{plan} plan subscription renewal ({interval})",
    reverseChargeEu:
      "Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).",
    reverseChargeUk: "Reverse charge: the customer must account for the VAT to HMRC.",
    outsideScope: "VAT not applicable: services supplied outside the scope of EU VAT.",
    testMode: "Test mode: no real payment was taken.",
  },
  "en-GB": {
    invoice: "Invoice",
    number: "Number",
    date: "Date",
    billTo: "Bill to",
    vatId: "VAT number",
    description: "Description",
    period: "Period",
    amount: "Amount",
    subtotal: "Subtotal (excl. VAT)",
    vat: "VAT {rate}%",
    total: "Total",
    paid: "Paid",
    due: "Amount due",
    subscription: "{plan} plan subscription ({interval})",
    proration: "{plan} plan ({interval}): change of plan, prorated",
    renewal: "{plan} plan subscription renewal ({interval})",
    reverseChargeEu:
      "Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).",
    reverseChargeUk: "Reverse charge: the customer must account for the VAT to HMRC.",
    outsideScope: "VAT not applicable: services supplied outside the scope of EU VAT.",
    testMode: "Test mode: no real payment was taken.",
  },
  fr: {
    invoice: "Facture",
    number: "Numéro",
    date: "Date",
    billTo: "Facturé à",
    vatId: "N° de TVA",
    description: "Désignation",
    period: "Période",
    amount: "Montant",
    subtotal: "Total HT",
    vat: "TVA {rate} %",
    total: "Total TTC",
    paid: "Payée",
    due: "Montant dû",
    subscription: "Abonnement {plan} ({interval})",
    proration: "Formule {plan} ({interval}) : changement de formule, au prorata",
    renewal: "Renouvellement de l'abonnement {plan} ({interval})",
    reverseChargeEu: "Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).",
    reverseChargeUk: "Autoliquidation : TVA due par le client auprès du HMRC.",
    outsideScope: "TVA non applicable : prestation hors du champ de la TVA de l'UE.",
    testMode: "Mode test : aucun paiement réel n'a été effectué.",
  },
  it: {
    invoice: "Fattura",
    number: "Numero",
    date: "Data",
    billTo: "Intestata a",
    vatId: "Partita IVA",
    description: "Descrizione",
    period: "Periodo",
    amount: "Importo",
    subtotal: "Imponibile",
    vat: "IVA {rate}%",
    total: "Totale",
    paid: "Pagata",
    due: "Importo dovuto",
    subscription: "Abbonamento al piano {plan} ({interval})",
    proration: "Piano {plan} ({interval}): cambio di piano, pro rata",
    renewal: "Rinnovo dell'abbonamento al piano {plan} ({interval})",
    reverseChargeEu:
      "Inversione contabile: IVA a carico del committente (articolo 196 della direttiva 2006/112/CE).",
    reverseChargeUk: "Inversione contabile: l'IVA è dovuta dal cliente all'HMRC.",
    outsideScope: "IVA non applicabile: servizio fuori dal campo di applicazione dell'IVA UE.",
    testMode: "Modalità di prova: nessun pagamento reale è stato addebitato.",
  },
  es: {
    invoice: "Factura",
    number: "Número",
    date: "Fecha",
    billTo: "Facturar a",
    vatId: "NIF-IVA",
    description: "Concepto",
    period: "Periodo",
    amount: "Importe",
    subtotal: "Base imponible",
    vat: "IVA {rate} %",
    total: "Total",
    paid: "Pagada",
    due: "Importe pendiente",
    subscription: "Suscripción al plan {plan} ({interval})",
    proration: "Plan {plan} ({interval}): cambio de plan, prorrateado",
    renewal: "Renovación de la suscripción al plan {plan} ({interval})",
    reverseChargeEu:
      "Inversión del sujeto pasivo: IVA a cargo del destinatario (artículo 196 de la Directiva 2006/112/CE).",
    reverseChargeUk: "Inversión del sujeto pasivo: el cliente debe declarar el IVA ante HMRC.",
    outsideScope: "IVA no aplicable: servicio fuera del ámbito del IVA de la UE.",
    testMode: "Modo de prueba: no se ha cobrado ningún pago real.",
  },
};

const INTERVALS: Record<Locale, Record<string, string>> = {
  "en-US": { month: "monthly", year: "yearly" },
  "en-GB": { month: "monthly", year: "yearly" },
  fr: { month: "mensuel", year: "annuel" },
  it: { month: "mensile", year: "annuale" },
  es: { month: "mensual", year: "anual" },
};

export interface InvoiceDocument {
  number: string;
  status: string;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  taxRate: number;
  reverseCharge: boolean;
  /** `subscription:paid:month`, `proration:…`, `renewal:…` (test gateway) or a free text. */
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  issuedAt: string;
  billTo: Partial<BillTo>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

function describe(description: string, locale: Locale, t: InvoiceTexts): string {
  const [kind, plan, interval] = description.split(":");
  const template =
    kind === "proration"
      ? t.proration
      : kind === "renewal"
        ? t.renewal
        : kind === "subscription"
          ? t.subscription
          : null;
  if (!template || !plan || !interval) return description;
  return fill(template, { plan: planName(plan, locale), interval: INTERVALS[locale][interval] ?? interval });
}

export function renderInvoicePdf(
  invoice: InvoiceDocument,
  locale: Locale,
  site: { issuer: string[]; testMode: boolean },
): Promise<Buffer> {
  const t = TEXTS[locale];
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${t.invoice} ${invoice.number}`, Author: site.issuer[0] ?? "Keel" },
  });
  doc.registerFont("Sans", FONT);
  doc.registerFont("Sans-Bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);

  // Issuer on the left, the invoice's number and date on the right.
  doc
    .font("Sans-Bold")
    .fontSize(16)
    .fillColor(BRAND)
    .text(site.issuer[0] ?? "Keel", MARGIN, MARGIN);
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  for (const line of site.issuer.slice(1)) doc.text(line);
  doc
    .font("Sans-Bold")
    .fontSize(20)
    .fillColor(INK)
    .text(t.invoice, MARGIN, MARGIN, { width, align: "right" });
  doc.font("Sans").fontSize(10).fillColor(INK);
  doc.text(`${t.number}: ${invoice.number}`, { width, align: "right" });
  doc.text(`${t.date}: ${date(invoice.issuedAt)}`, { width, align: "right" });
  doc.text(invoice.status === "paid" ? t.paid : `${t.due}: ${money(invoice.total)}`, {
    width,
    align: "right",
  });

  // The customer.
  let y = Math.max(doc.y, MARGIN + 90) + 20;
  const b = invoice.billTo;
  doc.font("Sans-Bold").fontSize(10).fillColor(MUTED).text(t.billTo.toUpperCase(), MARGIN, y);
  doc.font("Sans").fontSize(11).fillColor(INK);
  for (const line of [
    b.legalName,
    b.addressLine1,
    b.addressLine2,
    [b.postalCode, b.city].filter(Boolean).join(" "),
    b.region,
    b.country,
  ]) {
    if (line) doc.text(line);
  }
  if (b.vatId) doc.text(`${t.vatId}: ${b.vatId}`);

  // The line.
  y = doc.y + 30;
  doc.rect(MARGIN, y, width, 22).fill("#eef4f7");
  doc.font("Sans-Bold").fontSize(9).fillColor(MUTED);
  doc.text(t.description.toUpperCase(), MARGIN + 8, y + 7);
  doc.text(t.amount.toUpperCase(), MARGIN, y + 7, { width: width - 8, align: "right" });
  y += 30;
  doc
    .font("Sans")
    .fontSize(10.5)
    .fillColor(INK)
    .text(describe(invoice.description, locale, t), MARGIN + 8, y, {
      width: width - 140,
    });
  doc.text(money(invoice.subtotal), MARGIN, y, { width: width - 8, align: "right" });
  if (invoice.periodStart && invoice.periodEnd) {
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${t.period}: ${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`, MARGIN + 8, doc.y + 2);
  }

  // Totals.
  y = doc.y + 24;
  doc
    .moveTo(MARGIN + width / 2, y)
    .lineTo(MARGIN + width, y)
    .strokeColor("#c9d6dd")
    .stroke();
  const row = (label: string, value: string, bold = false) => {
    y += 8;
    doc
      .font(bold ? "Sans-Bold" : "Sans")
      .fontSize(bold ? 12 : 10.5)
      .fillColor(INK);
    doc.text(label, MARGIN + width / 2, y, { width: width / 4 });
    doc.text(value, MARGIN, y, { width: width - 8, align: "right" });
    y = doc.y;
  };
  row(t.subtotal, money(invoice.subtotal));
  row(fill(t.vat, { rate: new Intl.NumberFormat(locale).format(invoice.taxRate) }), money(invoice.tax));
  row(t.total, money(invoice.total), true);

  // Mentions.
  y += 30;
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  const mentions: string[] = [];
  if (invoice.reverseCharge) mentions.push(b.country === "GB" ? t.reverseChargeUk : t.reverseChargeEu);
  else if (invoice.taxRate === 0) mentions.push(t.outsideScope);
  if (site.testMode) mentions.push(t.testMode);
  for (const mention of mentions) {
    doc.text(mention, MARGIN, y, { width });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
