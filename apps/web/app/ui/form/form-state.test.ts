import { describe, expect, it } from "vitest";
import { formState } from "./form-state.ts";

describe("formState", () => {
  const failure = {
    intent: "profile",
    ok: false,
    fieldErrors: { firstName: "Ce champ est obligatoire." },
    formError: "Certains champs sont à corriger.",
    values: { firstName: "", lastName: "Durand" },
  };

  it("gives a form its own errors and values", () => {
    expect(formState(failure, "profile")).toEqual({
      fieldErrors: failure.fieldErrors,
      formError: failure.formError,
      values: failure.values,
      isDone: false,
    });
  });

  it("gives another form of the page nothing", () => {
    expect(formState(failure, "password")).toEqual({
      fieldErrors: {},
      formError: null,
      values: {},
      isDone: false,
    });
  });

  it("marks a success, and reads anything else as empty", () => {
    expect(formState({ intent: "invite", ok: true, message: "Sent" }, "invite").isDone).toBe(true);
    expect(formState(undefined, "invite").isDone).toBe(false);
    expect(formState({ message: "x" }, "invite").fieldErrors).toEqual({});
  });
});
