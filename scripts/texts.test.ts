import { describe, expect, it } from "vitest";
import { findTextsProblems, TEXTS_DIRS } from "./texts.ts";

describe("the product's texts files", () => {
  it("covers the web app's and the API's texts", () => {
    expect(TEXTS_DIRS).toEqual(["apps/web/app/locales", "apps/api/src/i18n/locales"]);
  });

  it("has every en-US key in every full locale, no unknown key, and no en-GB value equal to en-US's", () => {
    // Printed key by key, so a failure says which to add, remove or drop (`npm run texts:normalize` drops the last).
    const offending = findTextsProblems().map((p) => `${p.dir}/${p.file} ${p.key}: ${p.problem}`);
    expect(offending).toEqual([]);
  });
});
