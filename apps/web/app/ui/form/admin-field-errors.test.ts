import { describe, expect, it } from "vitest";
import type { Translate } from "#app/lib/i18n.ts";
import { fieldOf, toFieldErrors } from "./admin-field-errors.ts";

/** A translator that shows which key and values were asked for. */
const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("fieldOf", () => {
  it("drops the request part of a path", () => {
    expect(fieldOf("body.email")).toBe("email");
    expect(fieldOf("query.page")).toBe("page");
    expect(fieldOf("email")).toBe("email");
  });
});

describe("toFieldErrors", () => {
  it("translates zod's codes, with the limit of size problems", () => {
    expect(
      toFieldErrors(
        [
          { path: "body.firstName", code: "too_small", message: "x", limit: 1 },
          { path: "body.name", code: "too_small", message: "x", limit: 2 },
          { path: "body.lastName", code: "too_big", message: "x", limit: 80 },
          { path: "body.language", code: "invalid_value", message: "x" },
        ],
        t,
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
      toFieldErrors(
        [
          { path: "body.email", code: "invalid_format", message: "x" },
          { path: "body.website", code: "invalid_union", message: "x" },
          { path: "body.phone", code: "invalid_format", message: "x" },
        ],
        t,
      ),
    ).toEqual({
      email: "admin.fieldError.emailFormat",
      website: "admin.fieldError.websiteFormat",
      phone: "admin.fieldError.invalid",
    });
  });

  it("translates the API's named reasons", () => {
    expect(
      toFieldErrors(
        [
          { path: "body.email", code: "email_taken", message: "x" },
          { path: "body.status", code: "self_deactivation", message: "x" },
          { path: "body.teamId", code: "not_found", message: "x" },
          { path: "body.userId", code: "already_member", message: "x" },
        ],
        t,
      ),
    ).toEqual({
      email: "admin.fieldError.emailTaken",
      status: "admin.fieldError.selfDeactivation",
      teamId: "admin.fieldError.teamNotFound",
      userId: "admin.fieldError.alreadyMember",
    });
    expect(toFieldErrors([{ path: "body.email", code: "not_found" }], t)).toEqual({
      email: "admin.fieldError.userNotFound",
    });
  });

  it("keeps the first problem of a field and falls back for unknown codes", () => {
    expect(
      toFieldErrors(
        [
          { path: "body.email", code: "email_taken" },
          { path: "body.email", code: "too_big", limit: 254 },
          { path: "body.city", code: "something_new" },
        ],
        t,
      ),
    ).toEqual({ email: "admin.fieldError.emailTaken", city: "admin.fieldError.invalid" });
  });

  it("ignores details that are not a list of issues", () => {
    expect(toFieldErrors(undefined, t)).toEqual({});
    expect(toFieldErrors({ userId: 1 }, t)).toEqual({});
    expect(toFieldErrors([null, { path: 1, code: "x" }, "oops"], t)).toEqual({});
  });
});
