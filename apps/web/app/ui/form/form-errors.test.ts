import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/lib/i18n.ts";
import { fieldErrorMessage, fieldOf, readFieldIssues, translateFieldErrors } from "./form-errors.ts";

// A translator over a tiny French catalogue, so the tests read what a French user would.
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
      { companyName: "  ", email: "", password: "short" },
    );
    expect(errors).toEqual({
      companyName: "Ce champ est obligatoire.",
      email: "Ce champ est obligatoire.",
      password: "Au moins 10 caractères.",
    });
  });
});
