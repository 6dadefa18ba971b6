import { describe, expect, it } from "vitest";
import type { Translate } from "#app/lib/i18n.ts";
import { catalogFieldErrors } from "./catalog-field-errors.ts";

/** Shows which message and values were picked: "key {values}". */
const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("catalogFieldErrors", () => {
  it("words the catalog's own reasons", () => {
    const details = [
      { path: "body.code", code: "code_taken", message: "already used: used" },
      { path: "body.intoId", code: "other_brand", message: "other brand" },
      { path: "body.name", code: "name_taken", message: "taken" },
    ];
    expect(catalogFieldErrors(details, t)).toEqual({
      code: "catalog.fieldError.codeTaken",
      intoId: "catalog.fieldError.otherBrand",
      name: "catalog.fieldError.nameTaken",
    });
  });

  it("reads the limits of number fields as values and of text fields as lengths", () => {
    const details = [
      { path: "body.sortOrder", code: "too_big", message: "", limit: 1_000_000 },
      { path: "body.yearBuilt", code: "too_small", message: "", limit: 1850 },
      { path: "body.nameFr", code: "too_big", message: "", limit: 120 },
    ];
    expect(catalogFieldErrors(details, t, { numberFields: ["sortOrder", "yearBuilt"] })).toEqual({
      sortOrder: 'catalog.fieldError.max {"limit":1000000}',
      yearBuilt: 'catalog.fieldError.min {"limit":1850}',
      nameFr: 'admin.fieldError.tooLong {"limit":120}',
    });
  });

  it("gives a field its own format message and falls back to the back office's general ones", () => {
    const details = [
      { path: "body.code", code: "invalid_format", message: "" },
      { path: "body.nameEs", code: "too_small", message: "", limit: 1 },
      { path: "body.category", code: "invalid_value", message: "" },
    ];
    expect(catalogFieldErrors(details, t, { formatKeys: { code: "catalog.fieldError.codeFormat" } })).toEqual(
      {
        code: "catalog.fieldError.codeFormat",
        nameEs: "admin.fieldError.required",
        category: "admin.fieldError.choose",
      },
    );
  });

  it("puts an API field's message on the form field that holds it, first issue winning", () => {
    const details = [
      { path: "body.priceAmount", code: "too_big", message: "", limit: 100 },
      { path: "body.priceAmount", code: "invalid_type", message: "" },
    ];
    expect(catalogFieldErrors(details, t, { aliases: { priceAmount: "price" } })).toEqual({
      price: 'admin.fieldError.tooLong {"limit":100}',
    });
  });

  it("ignores details that are not a list of field issues (a 409's usage count)", () => {
    expect(catalogFieldErrors({ usage: 12 }, t)).toEqual({});
    expect(catalogFieldErrors(undefined, t)).toEqual({});
  });
});
