import { describe, expect, it } from "vitest";
import { formChecked, formFile, formText, formTexts } from "./form-data.ts";

function form(entries: Array<[string, string | File]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("form parsing", () => {
  const data = form([
    ["firstName", "Anne"],
    ["email", "  anne@example.com "],
    ["acceptTerms", "on"],
    ["file", new File(["x"], "a.png", { type: "image/png" })],
    ["empty", new File([], "", { type: "application/octet-stream" })],
  ]);

  it("reads texts as posted, and missing fields or files as empty", () => {
    expect(formText(data, "firstName")).toBe("Anne");
    // Trimming is the API's job (its schemas trim); the form gets back exactly what was typed.
    expect(formText(data, "email")).toBe("  anne@example.com ");
    expect(formText(data, "missing")).toBe("");
    expect(formText(data, "file")).toBe("");
    expect(formTexts(data, ["firstName", "missing"])).toEqual({ firstName: "Anne", missing: "" });
  });

  it("reads a checkbox as checked only when it was posted", () => {
    expect(formChecked(data, "acceptTerms")).toBe(true);
    expect(formChecked(data, "newsletter")).toBe(false);
  });

  it("reads a chosen file, and the empty file of an untouched file input as none", () => {
    expect(formFile(data, "file")?.name).toBe("a.png");
    expect(formFile(data, "empty")).toBeNull();
    expect(formFile(data, "firstName")).toBeNull();
  });
});
