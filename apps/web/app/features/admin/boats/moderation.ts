/**
 * Boat moderation in the back office: what the boat list's URL may hold, and how the boat page's edit form
 * becomes a PATCH body. Pure and browser-safe (no zod): the route modules call these, unit tests pin them.
 * Only changed fields are sent, so the audit entry of an edit lists what the administrator actually changed.
 */

import { ADMIN_BOAT_SORTS, ADMIN_PAGE_SIZES, type AdminBoatSort } from "@keel/contracts/admin-codes";
import { BOAT_STATUSES } from "@keel/contracts/boat-codes";
import type { Locale } from "@keel/contracts/locales";
import { toMajorUnits, toMinorUnits } from "#app/lib/money.ts";
import { formatDecimal, parseDecimal } from "#app/ui/form/number-input.ts";
import { idRule, type ListSpec, oneOfRule, textRule } from "#app/ui/list/list-query.ts";

/**
 * The moderation list's URL: search, status, team (an id, or part of a name to look up), boat type, flagged,
 * and boats whose brand or model waits for review.
 */
export const BOAT_LIST = {
  filters: {
    q: textRule(),
    status: oneOfRule(BOAT_STATUSES),
    team: textRule(),
    boatTypeId: idRule,
    flagged: oneOfRule(["true", "false"]),
    pendingBrand: oneOfRule(["true"]),
  },
  sorts: ADMIN_BOAT_SORTS,
  defaultSort: "updated_desc",
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: 24,
} satisfies ListSpec<"q" | "status" | "team" | "boatTypeId" | "flagged" | "pendingBrand", AdminBoatSort>;

/** The `team` filter: a number is a team id; other text names the team, looked up before the list loads. */
export function readTeamFilter(team: string | undefined): { teamId: number } | { search: string } | null {
  if (!team) return null;
  const id = idRule(team.replace(/^#/, ""));
  return id ? { teamId: Number(id) } : { search: team };
}

/** Statuses a boat can be unpublished from (the public ones, decision 008). */
export function isPublic(status: string): boolean {
  return status === "published" || status === "under_offer";
}

export const UNPUBLISH_REASON = { min: 10, max: 1000 } as const;

/** The fields of the boat page's edit form, as the form names them. */
export const BOAT_FORM_FIELDS = [
  "title",
  "description",
  "brandName",
  "modelName",
  "boatTypeId",
  "conditionId",
  "availabilityId",
  "yearBuilt",
  "lengthM",
  "price",
  "currency",
  "isPriceOnRequest",
  "isVatIncluded",
  "country",
  "city",
] as const;
export type BoatFormField = (typeof BOAT_FORM_FIELDS)[number];
export type BoatFormValues = Record<BoatFormField, string>;

/** The facts of a boat that moderation both shows (the facts panel) and edits (the edit form). */
export interface BoatFactFields {
  boatTypeId: number | null;
  conditionId: number | null;
  availabilityId: number | null;
  yearBuilt: number | null;
  lengthM: number | null;
  priceAmount: number | null;
  currency: string;
  isPriceOnRequest: boolean;
  isVatIncluded: boolean;
  country: string | null;
  city: string | null;
}

/** The boat as its edit form shows it (numbers in the page's language, a checkbox as "on" or ""). */
export interface EditableBoat extends BoatFactFields {
  title: string;
  description: string;
  brandName: string | null;
  modelName: string | null;
}

export function boatFormValues(boat: EditableBoat, locale: Locale): BoatFormValues {
  const id = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: boat.title,
    description: boat.description,
    brandName: boat.brandName ?? "",
    modelName: boat.modelName ?? "",
    boatTypeId: id(boat.boatTypeId),
    conditionId: id(boat.conditionId),
    availabilityId: id(boat.availabilityId),
    yearBuilt: id(boat.yearBuilt),
    lengthM: boat.lengthM === null ? "" : formatDecimal(boat.lengthM, locale),
    price:
      boat.priceAmount === null ? "" : formatDecimal(toMajorUnits(boat.priceAmount, boat.currency), locale),
    currency: boat.currency,
    isPriceOnRequest: boat.isPriceOnRequest ? "on" : "",
    isVatIncluded: boat.isVatIncluded ? "on" : "",
    country: boat.country ?? "",
    city: boat.city ?? "",
  };
}

export type BoatBody = Record<string, string | number | boolean | null>;

/** The PATCH body for the fields that changed, or the text keys of the fields that are not numbers. */
export function boatEditBody(
  boat: EditableBoat,
  values: BoatFormValues,
  locale: Locale,
): { ok: true; body: BoatBody } | { ok: false; errors: Partial<Record<BoatFormField, string>> } {
  const body: BoatBody = {};
  const errors: Partial<Record<BoatFormField, string>> = {};
  const text = (value: string) => value.trim();
  const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
  const idOrNull = (field: BoatFormField): number | null | undefined => {
    const value = values[field].trim();
    if (value === "") return null;
    if (/^[1-9]\d{0,9}$/.test(value)) return Number(value);
    errors[field] = "catalog.fieldError.chooseValue";
    return undefined;
  };
  const numberOrNull = (field: BoatFormField, isInteger: boolean): number | null | undefined => {
    const parsed = parseDecimal(values[field], locale);
    if (parsed === null) return null;
    if (Number.isNaN(parsed) || (isInteger && !Number.isInteger(parsed))) {
      errors[field] = isInteger ? "catalog.fieldError.wholeNumber" : "catalog.fieldError.number";
      return undefined;
    }
    return parsed;
  };
  const setIfChanged = (
    key: string,
    next: string | number | boolean | null | undefined,
    current: unknown,
  ) => {
    if (next !== undefined && next !== current) body[key] = next;
  };

  setIfChanged("title", text(values.title), boat.title);
  setIfChanged("description", text(values.description), boat.description);
  for (const field of ["boatTypeId", "conditionId", "availabilityId"] as const) {
    setIfChanged(field, idOrNull(field), boat[field]);
  }
  setIfChanged("yearBuilt", numberOrNull("yearBuilt", true), boat.yearBuilt);
  setIfChanged("lengthM", numberOrNull("lengthM", false), boat.lengthM);
  setIfChanged("currency", text(values.currency) || boat.currency, boat.currency);
  const currency = typeof body.currency === "string" ? body.currency : boat.currency;
  const price = numberOrNull("price", false);
  setIfChanged(
    "priceAmount",
    price === null || price === undefined ? price : toMinorUnits(price, currency),
    boat.priceAmount,
  );
  setIfChanged("isPriceOnRequest", values.isPriceOnRequest !== "", boat.isPriceOnRequest);
  setIfChanged("isVatIncluded", values.isVatIncluded !== "", boat.isVatIncluded);
  setIfChanged("country", orNull(values.country), boat.country);
  setIfChanged("city", orNull(values.city), boat.city);

  // Brand and model are sent by name: the API links a listed one (any case) or creates it pending review.
  // A new brand sends the model again, so that it is looked up under the new brand.
  const brandName = orNull(values.brandName);
  const modelName = orNull(values.modelName);
  if (brandName !== (boat.brandName ?? null)) {
    Object.assign(body, { brandId: null, brandName, modelId: null, modelName });
  } else if (modelName !== (boat.modelName ?? null)) {
    Object.assign(body, { modelId: null, modelName });
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
