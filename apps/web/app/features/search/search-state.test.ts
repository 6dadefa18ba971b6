import { ZBoatSearchQuery } from "@keel/contracts/search";
import { KEYWORD_MAX } from "@keel/contracts/search-codes";
import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./search-pages.ts";
import { parseSearchParams, readNumber } from "./search-parse.ts";
import {
  activeFilters,
  clearedSearch,
  emptySearchState,
  searchHref,
  serializeSearch,
  toApiQuery,
  withoutParams,
} from "./search-state.ts";

const parse = (query: string, locale: Parameters<typeof parseSearchParams>[1] = "en-US") =>
  parseSearchParams(new URLSearchParams(query), locale);

describe("parseSearchParams", () => {
  it("reads an empty query as the locale's defaults", () => {
    const { state, issues } = parse("");
    expect(state).toEqual(emptySearchState("en-US"));
    expect(state.unit).toBe("ft");
    expect(state.currency).toBe("USD");
    expect(parse("", "fr").state.unit).toBe("m");
    expect(parse("", "fr").state.currency).toBe("EUR");
    expect(parse("", "en-GB").state.currency).toBe("GBP");
    expect(issues.params).toEqual([]);
  });

  it("reads every filter, lists both comma-joined and repeated (a GET form repeats checkboxes)", () => {
    const { state, issues } = parse(
      "q=  oceanis   40 &type=sailboat,catamaran&condition=used&condition=new&brand=beneteau&model=oceanis-40" +
        "&priceMin=50000&priceMax=150000&currency=eur&lengthMin=10&lengthMax=14.5&unit=m&yearMin=2005&yearMax=2020" +
        "&country=fr,it&country=es&fuel=diesel&hull=grp&cabinsMin=3&berthsMin=6&equipment=gps,autopilot" +
        "&reduced=true&sort=price_asc&page=3&pageSize=48",
    );
    expect(issues.params).toEqual([]);
    expect(state).toEqual({
      q: "oceanis 40",
      type: ["sailboat", "catamaran"],
      condition: ["used", "new"],
      brand: "beneteau",
      model: "oceanis-40",
      priceMin: 50000,
      priceMax: 150000,
      currency: "EUR",
      lengthMin: 10,
      lengthMax: 14.5,
      unit: "m",
      yearMin: 2005,
      yearMax: 2020,
      country: ["FR", "IT", "ES"],
      fuel: ["diesel"],
      hull: ["grp"],
      cabinsMin: 3,
      berthsMin: 6,
      equipment: ["gps", "autopilot"],
      reduced: true,
      sort: "price_asc",
      page: 3,
      pageSize: 48,
    });
  });

  it("ignores empty fields of a submitted form without complaint", () => {
    const { state, issues } = parse(
      "q=&priceMin=&priceMax=&currency=EUR&lengthMin=&yearMin=&brand=&cabinsMin=",
    );
    expect(issues.params).toEqual([]);
    expect(state.priceMin).toBeNull();
    expect(state.brand).toBeNull();
  });

  it("reads the price-reduced filter in its one spelling, and drops any other", () => {
    expect(parse("reduced=true").state.reduced).toBe(true);
    const { state, issues } = parse("reduced=1");
    expect(state.reduced).toBe(false);
    expect(issues.params).toEqual(["reduced"]);
  });

  it("drops values the API would refuse and names them", () => {
    const { state, issues } = parse(
      "priceMin=-5&sort=cheapest&country=FR,XX&fuel=coal,diesel&hull=paper&pageSize=13&page=0&yearMin=1200" +
        "&lengthMax=abc&cabinsMin=2.5&type=Sail%20Boat&brand=%27%3B%20DROP%20TABLE&currency=BTC&unit=cubit",
    );
    expect(state.priceMin).toBeNull();
    expect(state.sort).toBe("default");
    expect(state.country).toEqual(["FR"]);
    expect(state.fuel).toEqual(["diesel"]);
    expect(state.hull).toEqual([]);
    expect(state.pageSize).toBe(24);
    expect(state.page).toBe(1);
    expect(state.yearMin).toBeNull();
    expect(state.lengthMax).toBeNull();
    expect(state.cabinsMin).toBeNull();
    expect(state.type).toEqual([]);
    expect(state.brand).toBeNull();
    expect(state.currency).toBe("USD");
    expect(state.unit).toBe("ft");
    expect(issues.params.sort()).toEqual(
      [
        "priceMin",
        "sort",
        "country",
        "fuel",
        "hull",
        "pageSize",
        "page",
        "yearMin",
        "lengthMax",
        "cabinsMin",
        "type",
        "brand",
        "currency",
        "unit",
      ].sort(),
    );
  });

  it("shortens a keyword over the API's limit and says so", () => {
    const { state, issues } = parse(`q=${"a".repeat(10_000)}`);
    expect(state.q).toHaveLength(KEYWORD_MAX);
    expect(issues.params).toEqual(["q"]);
  });

  it("keeps SQL-looking text as a plain keyword (the API tokenises it)", () => {
    const { state, issues } = parse(`q=${encodeURIComponent("' OR 1=1; --")}`);
    expect(state.q).toBe("' OR 1=1; --");
    expect(issues.params).toEqual([]);
  });

  it("swaps an inverted range instead of refusing it", () => {
    const { state, issues } = parse("priceMin=200000&priceMax=100000&yearMin=2020&yearMax=2000");
    expect([state.priceMin, state.priceMax]).toEqual([100000, 200000]);
    expect([state.yearMin, state.yearMax]).toEqual([2000, 2020]);
    expect(issues.params.sort()).toEqual(["priceMax", "yearMax"]);
  });

  it("reads numbers as people type them in each language", () => {
    expect(readNumber("150 000")).toBe(150000);
    expect(readNumber("150,000")).toBe(150000);
    expect(readNumber("12,5")).toBe(12.5);
    expect(readNumber("12.5")).toBe(12.5);
    expect(readNumber("1\u202f250\u202f000")).toBe(1250000);
    expect(readNumber("")).toBeNull();
    expect(readNumber("12 m")).toBeNaN();
    expect(parse("priceMax=150%20000&lengthMin=12,5", "fr").state).toMatchObject({
      priceMax: 150000,
      lengthMin: 12.5,
    });
  });

  it("drops a model without a brand, a zero minimum and relevance without a keyword", () => {
    const { state, issues } = parse("model=oceanis-40&cabinsMin=0&sort=relevance");
    expect(state.model).toBeNull();
    expect(state.cabinsMin).toBeNull();
    expect(state.sort).toBe("default");
    expect(issues.params).toEqual(["model"]);
    expect(parse("q=oceanis&sort=relevance").state.sort).toBe("relevance");
  });

  it("caps lists at the API's maximum", () => {
    const types = Array.from({ length: 25 }, (_, i) => `type${i}`).join(",");
    const { state, issues } = parse(`type=${types}`);
    expect(state.type).toHaveLength(20);
    expect(issues.params).toEqual(["type"]);
  });

  it("only ever produces queries the API's own schema accepts", () => {
    for (const query of [
      "",
      "priceMin=-1&priceMax=-2&lengthMin=2000&yearMax=99999&page=5000&pageSize=1000&sort=x",
      `q=${"z".repeat(500)}&country=ZZ,FR&fuel=x&hull=y&equipment=A%20B`,
      "reduced=true&sort=reduced",
      "reduced=yes&sort=reduction",
      "priceMin=300&priceMax=100&lengthMin=30&lengthMax=20&unit=ft&yearMin=2020&yearMax=1990",
    ]) {
      for (const locale of ["en-US", "fr"] as const) {
        const api = toApiQuery(parse(query, locale).state, locale);
        const defined = Object.fromEntries(
          Object.entries(api)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        );
        expect(ZBoatSearchQuery.safeParse(defined).success, `${query} (${locale})`).toBe(true);
      }
    }
  });
});

describe("serializeSearch", () => {
  it("leaves out defaults and writes lists comma-joined in a fixed order", () => {
    expect(serializeSearch(emptySearchState("fr"), "fr")).toBe("");
    const { state } = parse(
      "pageSize=48&country=IT&type=sailboat&type=catamaran&q=oceanis&sort=newest&page=2",
    );
    expect(serializeSearch(state, "en-US")).toBe(
      "q=oceanis&type=sailboat,catamaran&country=IT&sort=newest&pageSize=48&page=2",
    );
  });

  it("writes the currency and unit only with a bound that needs them", () => {
    const { state } = parse("priceMax=100000&currency=EUR&unit=m", "en-US");
    expect(serializeSearch(state, "en-US")).toBe("priceMax=100000&currency=EUR");
  });

  it("round-trips: parsing the serialized state gives the same state", () => {
    const { state } = parse(
      "q=lagoon&type=catamaran&brand=lagoon&model=lagoon-42&priceMin=1&priceMax=2&currency=GBP&lengthMin=40" +
        "&unit=ft&yearMin=2010&country=GR&fuel=diesel&hull=grp&cabinsMin=4&berthsMin=8&equipment=gps&reduced=true" +
        "&sort=reduced",
    );
    expect(state.reduced).toBe(true);
    expect(parse(serializeSearch(state, "it"), "it").state).toEqual(state);
  });

  it("builds hrefs with or without a query", () => {
    expect(searchHref("/fr/boats", emptySearchState("fr"), "fr")).toBe("/fr/boats");
    expect(searchHref("/boats", { ...emptySearchState("en-US"), page: 2 }, "en-US")).toBe("/boats?page=2");
  });
});

describe("toApiQuery", () => {
  it("asks for facets in the page's language, with the unit of the length bounds", () => {
    const { state } = parse("lengthMin=40", "en-US");
    expect(toApiQuery(state, "en-US")).toMatchObject({
      lengthMin: 40,
      unit: "ft",
      locale: "en-US",
      facets: "true",
      page: 1,
      pageSize: 24,
      currency: undefined,
    });
    expect(toApiQuery(parse("lengthMin=12", "fr").state, "fr")).toMatchObject({ lengthMin: 12, unit: "m" });
  });
});

describe("activeFilters", () => {
  it("gives one chip per value, each removing only itself and going back to page 1", () => {
    const { state } = parse("q=x&type=a,b&brand=lagoon&model=l42&priceMin=5&priceMax=9&country=FR&page=4");
    const chips = activeFilters(state);
    expect(chips.map((c) => [c.param, c.value])).toEqual([
      ["q", undefined],
      ["type", "a"],
      ["type", "b"],
      ["brand", "lagoon"],
      ["model", "l42"],
      ["priceMin", undefined],
      ["country", "FR"],
    ]);
    const typeA = chips[1]!.without;
    expect(typeA.type).toEqual(["b"]);
    expect(typeA.page).toBe(1);
    const brand = chips[3]!.without;
    expect([brand.brand, brand.model]).toEqual([null, null]);
    expect([chips[5]!.without.priceMin, chips[5]!.without.priceMax]).toEqual([null, null]);
  });

  it("clears every filter but keeps the sort and page size", () => {
    const { state } = parse("q=x&type=a&sort=price_asc&pageSize=48&page=3");
    const cleared = clearedSearch(state, "en-US");
    expect(activeFilters(cleared)).toEqual([]);
    expect(serializeSearch(cleared, "en-US")).toBe("sort=price_asc&pageSize=48");
  });

  it("drops named parameters (those the API refused) back to their defaults", () => {
    const { state } = parse("brand=x&model=y&priceMin=4&country=FR");
    const next = withoutParams(state, ["brand", "country", "notAParam"], "en-US");
    expect(next.brand).toBeNull();
    expect(next.model).toBeNull();
    expect(next.country).toEqual([]);
    expect(next.priceMin).toBe(4);
  });
});

describe("pagination", () => {
  it("counts pages, at least one and at most the API's limit", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(1_000_000, 12)).toBe(1000);
  });

  it("shows the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
