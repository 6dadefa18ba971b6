import { describe, expect, it } from "vitest";
import { createTranslator, type Translate } from "#app/lib/i18n.ts";
import {
  BACK_OFFICE_WORDING,
  CATALOG_WORDING,
  type FieldErrorOptions,
  fieldErrorMessage,
  fieldOf,
  readFieldIssues,
  translateFieldErrors,
} from "./form-errors.ts";

// A translator over a few French texts, so the tests read what a French user would.
const t = createTranslator({
  locale: "fr",
  brand: "Keel",
  messages: {
    "fieldError.required": "Ce champ est obligatoire.",
    "fieldError.tooShort": "Au moins {limit} caractères.",
    "fieldError.email": "Adresse e-mail invalide.",
    "fieldError.emailTaken": "Adresse déjà utilisée.",
    "fieldError.passwordWeak": "Une lettre et un chiffre.",
  },
});

describe("readFieldIssues", () => {
  it("reads the API's details", () => {
    const details = [{ path: "body.email", code: "invalid_format", message: "Invalid email" }];
    expect(readFieldIssues(details)).toEqual(details);
  });

  it.each([undefined, null, "text", { from: "draft" }, [{ code: "x" }]])(
    "reads %j as no issue",
    (details) => {
      expect(readFieldIssues(details)).toEqual([]);
    },
  );
});

describe("fieldOf", () => {
  it.each([
    ["body.email", "email"],
    ["params.token", "token"],
    ["body.engines.0.fuel", "engines.0.fuel"],
    ["body", ""],
  ])("%s -> %j", (path, field) => {
    expect(fieldOf(path)).toBe(field);
  });
});

describe("fieldErrorMessage", () => {
  it.each([
    ["firstName", { code: "too_small", limit: 1 }, "fieldError.required", undefined],
    ["firstName", { code: "invalid_type" }, "fieldError.required", undefined],
    ["password", { code: "too_small", limit: 10 }, "fieldError.tooShort", { limit: 10 }],
    ["companyName", { code: "too_big", limit: 120 }, "fieldError.tooLong", { limit: 120 }],
    ["email", { code: "invalid_format" }, "fieldError.email", undefined],
    ["email", { code: "invalid_union" }, "fieldError.email", undefined],
    ["website", { code: "invalid_union" }, "fieldError.url", undefined],
    ["phone", { code: "invalid_format" }, "fieldError.invalidFormat", undefined],
    ["acceptTerms", { code: "invalid_value" }, "fieldError.acceptTerms", undefined],
    ["country", { code: "invalid_value" }, "fieldError.invalidChoice", undefined],
    ["email", { code: "email_taken" }, "fieldError.emailTaken", undefined],
    ["password", { code: "password_weak" }, "fieldError.passwordWeak", undefined],
    ["confirmation", { code: "passwords_mismatch" }, "fieldError.passwordsMismatch", undefined],
    ["currentPassword", { code: "password_wrong" }, "fieldError.passwordWrong", undefined],
    ["confirmName", { code: "confirm_mismatch" }, "fieldError.confirmMismatch", undefined],
    ["role", { code: "role_too_high" }, "fieldError.roleTooHigh", undefined],
    ["email", { code: "already_member" }, "fieldError.alreadyMember", undefined],
    ["file", { code: "required" }, "fieldError.fileMissing", undefined],
    ["file", { code: "image_not_an_image" }, "fieldError.imageNotAnImage", undefined],
    ["file", { code: "image_unsupported_format" }, "fieldError.imageUnsupported", undefined],
    [
      "file",
      { code: "image_too_large", limit: 15 * 1024 * 1024 },
      "fieldError.imageTooLarge",
      { megabytes: 15 },
    ],
    [
      "file",
      { code: "image_too_many_pixels", limit: 50_000_000 },
      "fieldError.imageTooManyPixels",
      { megapixels: 50 },
    ],
    ["file", { code: "image_too_small", limit: 1024 }, "fieldError.imageTooSmall", { limit: 1024 }],
    ["anything", { code: "custom" }, "fieldError.invalid", undefined],
  ])("%s %j -> %s", (field, issue, key, values) => {
    expect(fieldErrorMessage(field, issue)).toEqual(values ? { key, values } : { key });
  });
});

describe("translateFieldErrors", () => {
  it("gives one message per field in the user's language, the first issue of a field winning", () => {
    const errors = translateFieldErrors(
      [
        { path: "body.password", code: "too_small", limit: 10 },
        { path: "body.password", code: "password_weak" },
        { path: "body.email", code: "email_taken" },
        { path: "body.firstName", code: "too_small", limit: 1 },
      ],
      t,
    );
    expect(errors).toEqual({
      password: "Au moins 10 caractères.",
      email: "Adresse déjà utilisée.",
      firstName: "Ce champ est obligatoire.",
    });
  });

  it("leaves issues about the whole body to the form's alert", () => {
    expect(translateFieldErrors([{ path: "body", code: "FST_ERR_CTP_INVALID_MEDIA_TYPE" }], t)).toEqual({});
  });
});

describe("translateFieldErrors with what was submitted", () => {
  it("calls an empty field required rather than too short or badly formatted", () => {
    const errors = translateFieldErrors(
      [
        { path: "body.companyName", code: "too_small", limit: 2 },
        { path: "body.email", code: "invalid_format" },
        { path: "body.password", code: "too_small", limit: 10 },
      ],
      t,
      { submitted: { companyName: "  ", email: "", password: "short" } },
    );
    expect(errors).toEqual({
      companyName: "Ce champ est obligatoire.",
      email: "Ce champ est obligatoire.",
      password: "Au moins 10 caractères.",
    });
  });
});

/** A translator that shows which key and values were asked for: "key {values}". */
const keys: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

/** The back office's forms: the one translator with the back office's wording. */
const backOffice = (details: unknown, translate: Translate) =>
  translateFieldErrors(details, translate, { wording: BACK_OFFICE_WORDING });

/** The catalog and moderation forms: the catalog's wording and what each form adds. */
const catalog = (details: unknown, translate: Translate, options: FieldErrorOptions = {}) =>
  translateFieldErrors(details, translate, { ...options, wording: CATALOG_WORDING });

describe("fieldOf on the back office's paths", () => {
  it("drops the request part of a path", () => {
    expect(fieldOf("body.email")).toBe("email");
    expect(fieldOf("query.page")).toBe("page");
    expect(fieldOf("email")).toBe("email");
  });
});

describe("translateFieldErrors with the back office's wording", () => {
  it("translates zod's codes, with the limit of size problems", () => {
    expect(
      backOffice(
        [
          { path: "body.firstName", code: "too_small", message: "x", limit: 1 },
          { path: "body.name", code: "too_small", message: "x", limit: 2 },
          { path: "body.lastName", code: "too_big", message: "x", limit: 80 },
          { path: "body.language", code: "invalid_value", message: "x" },
        ],
        keys,
      ),
    ).toEqual({
      firstName: "admin.fieldError.required",
      name: 'admin.fieldError.tooShort {"limit":2}',
      lastName: 'admin.fieldError.tooLong {"limit":80}',
      language: "admin.fieldError.choose",
    });
  });

  it("has field-specific format messages for e-mails and websites", () => {
    expect(
      backOffice(
        [
          { path: "body.email", code: "invalid_format", message: "x" },
          { path: "body.website", code: "invalid_union", message: "x" },
          { path: "body.phone", code: "invalid_format", message: "x" },
        ],
        keys,
      ),
    ).toEqual({
      email: "admin.fieldError.emailFormat",
      website: "admin.fieldError.websiteFormat",
      phone: "admin.fieldError.invalid",
    });
  });

  it("translates the API's named reasons", () => {
    expect(
      backOffice(
        [
          { path: "body.email", code: "email_taken", message: "x" },
          { path: "body.status", code: "self_deactivation", message: "x" },
          { path: "body.teamId", code: "not_found", message: "x" },
          { path: "body.userId", code: "already_member", message: "x" },
        ],
        keys,
      ),
    ).toEqual({
      email: "admin.fieldError.emailTaken",
      status: "admin.fieldError.selfDeactivation",
      teamId: "admin.fieldError.teamNotFound",
      userId: "admin.fieldError.alreadyMember",
    });
    expect(backOffice([{ path: "body.email", code: "not_found" }], keys)).toEqual({
      email: "admin.fieldError.userNotFound",
    });
  });

  it("keeps the first problem of a field and falls back for unknown codes", () => {
    expect(
      backOffice(
        [
          { path: "body.email", code: "email_taken" },
          { path: "body.email", code: "too_big", limit: 254 },
          { path: "body.city", code: "something_new" },
        ],
        keys,
      ),
    ).toEqual({ email: "admin.fieldError.emailTaken", city: "admin.fieldError.invalid" });
  });

  it("ignores details that are not a list of issues", () => {
    expect(backOffice(undefined, keys)).toEqual({});
    expect(backOffice({ userId: 1 }, keys)).toEqual({});
    expect(backOffice([null, { path: 1, code: "x" }, "oops"], keys)).toEqual({});
  });
});

describe("translateFieldErrors with the catalog's wording", () => {
  it("words the catalog's own reasons", () => {
    const details = [
      { path: "body.code", code: "code_taken", message: "already used: used" },
      { path: "body.intoId", code: "other_brand", message: "other brand" },
      { path: "body.name", code: "name_taken", message: "taken" },
    ];
    expect(catalog(details, keys)).toEqual({
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
    expect(catalog(details, keys, { numberFields: ["sortOrder", "yearBuilt"] })).toEqual({
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
    expect(catalog(details, keys, { formatKeys: { code: "catalog.fieldError.codeFormat" } })).toEqual({
      code: "catalog.fieldError.codeFormat",
      nameEs: "admin.fieldError.required",
      category: "admin.fieldError.choose",
    });
  });

  it("puts an API field's message on the form field that holds it, first issue winning", () => {
    const details = [
      { path: "body.priceAmount", code: "too_big", message: "", limit: 100 },
      { path: "body.priceAmount", code: "invalid_type", message: "" },
    ];
    expect(catalog(details, keys, { aliases: { priceAmount: "price" } })).toEqual({
      price: 'admin.fieldError.tooLong {"limit":100}',
    });
  });

  it("ignores details that are not a list of field issues (a 409's usage count)", () => {
    expect(catalog({ usage: 12 }, keys)).toEqual({});
    expect(catalog(undefined, keys)).toEqual({});
  });
});
