import { describe, expect, it } from "vitest";
import {
  DIRECTORY_PAGE_SIZE,
  directoryPageCount,
  directoryPageWindow,
  directorySearch,
  isFiltered,
  parsePartnerQuery,
  parseProfessionalQuery,
  toDirectoryApiQuery,
} from "./directory-query.ts";

const params = (search: string) => new URLSearchParams(search);

describe("parsePartnerQuery", () => {
  it("reads a keyword, a category, a country and the page", () => {
    expect(parsePartnerQuery(params("q=  dry   dock &category=shipyard&country=fr&page=3"))).toEqual({
      q: "dry dock",
      category: "shipyard",
      country: "FR",
      page: 3,
    });
  });

  it("forgives what it cannot use rather than failing the page", () => {
    expect(parsePartnerQuery(params(`q=${"x".repeat(300)}&category=pirates&country=ZZ&page=-2`))).toEqual({
      q: "x".repeat(100),
      category: null,
      country: null,
      page: 1,
    });
    expect(parsePartnerQuery(params("page=1.5")).page).toBe(1);
    expect(parsePartnerQuery(params("page=99999999")).page).toBe(10_000);
  });
});

describe("parseProfessionalQuery", () => {
  it("reads a two-letter language code, lower-cased", () => {
    expect(parseProfessionalQuery(params("language=IT&country=gb"))).toMatchObject({
      language: "it",
      country: "GB",
    });
    expect(parseProfessionalQuery(params("language=italian")).language).toBeNull();
  });
});

describe("directorySearch", () => {
  const query = { q: "marina", category: "marina", country: null, page: 2 };

  it("writes the non-empty values in order, the page last and only past the first", () => {
    expect(directorySearch(query)).toBe("?q=marina&category=marina&page=2");
    expect(directorySearch(query, { page: 1 })).toBe("?q=marina&category=marina");
    expect(directorySearch({ q: "", category: null, page: 1 })).toBe("");
  });

  it("encodes the keyword", () => {
    expect(directorySearch({ q: "a&b c", page: 1 })).toBe("?q=a%26b+c");
  });
});

describe("toDirectoryApiQuery and isFiltered", () => {
  it("leaves empty filters out and adds the page size", () => {
    expect(toDirectoryApiQuery({ q: "", country: "FR", language: null, page: 1 })).toEqual({
      pageSize: DIRECTORY_PAGE_SIZE,
      q: undefined,
      country: "FR",
      language: undefined,
      page: 1,
    });
  });

  it("tells a filtered list from the full one, whatever the page", () => {
    expect(isFiltered({ q: "", category: null, page: 4 })).toBe(false);
    expect(isFiltered({ q: "", category: "legal", page: 1 })).toBe(true);
  });
});

describe("pages", () => {
  it("counts pages of 24, at least one", () => {
    expect(directoryPageCount(0)).toBe(1);
    expect(directoryPageCount(24)).toBe(1);
    expect(directoryPageCount(25)).toBe(2);
  });

  it("shows the first, the last and two either side, with gaps", () => {
    expect(directoryPageWindow(1, 1)).toEqual([1]);
    expect(directoryPageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(directoryPageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
