/**
 * The ECB's daily reference rates file (eurofxref-daily.xml): an envelope holding one `<Cube time='YYYY-MM-DD'>`
 * of `<Cube currency='USD' rate='1.0556'/>` entries, units of the currency for one euro. Read strictly: a file
 * that is not well-formed XML of that shape, has no or two days, repeats a currency, or carries a rate that is
 * not a positive decimal is refused whole, so garbage never reaches the table.
 */
import { SaxesParser } from "saxes";

export class EcbFileError extends Error {
  override name = "EcbFileError";
}

export interface EcbRates {
  date: string;
  /** Units of each currency for one euro, as published (every currency of the file, known to Keel or not). */
  rates: Map<string, number>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d{1,7}(\.\d{1,8})?$/;
const CODE = /^[A-Z]{3}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseEcbDaily(xml: string): EcbRates {
  const parser = new SaxesParser({ xmlns: false });
  const stack: string[] = [];
  let root: string | undefined;
  let date: string | undefined;
  const rates = new Map<string, number>();
  parser.on("opentag", (tag) => {
    const name = tag.name;
    if (stack.length === 0) root = name;
    const attributes = tag.attributes as Record<string, string>;
    if (name === "Cube") {
      const depth = stack.filter((n) => n === "Cube").length;
      if (depth === 1 && "time" in attributes) {
        if (date !== undefined) throw new EcbFileError("more than one day");
        if (!isCalendarDate(attributes.time ?? "")) throw new EcbFileError("not a date");
        date = attributes.time;
      } else if (depth === 2) {
        const currency = attributes.currency ?? "";
        const rate = attributes.rate ?? "";
        if (!CODE.test(currency)) throw new EcbFileError("not a currency code");
        if (!DECIMAL.test(rate) || Number(rate) <= 0) throw new EcbFileError(`not a rate for ${currency}`);
        if (rates.has(currency)) throw new EcbFileError(`${currency} twice`);
        rates.set(currency, Number(rate));
      } else if (depth !== 0) {
        throw new EcbFileError("unexpected Cube");
      }
    }
    stack.push(name);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw error instanceof EcbFileError ? error : new EcbFileError("not well-formed XML");
  }
  if (!root?.endsWith("Envelope")) throw new EcbFileError("not a reference rates envelope");
  if (date === undefined) throw new EcbFileError("no day");
  if (rates.size === 0) throw new EcbFileError("no rates");
  return { date, rates };
}
