import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, matchParts } from "./highlight.tsx";

describe("matchParts", () => {
  it("cuts out every occurrence of the query, ignoring case, and keeps the text as written", () => {
    expect(matchParts("Stock STK-12 / stk-3", " stk-")).toEqual([
      { text: "Stock ", isMatch: false },
      { text: "STK-", isMatch: true },
      { text: "12 / ", isMatch: false },
      { text: "stk-", isMatch: true },
      { text: "3", isMatch: false },
    ]);
  });

  it("leaves the text whole when the query is blank or absent from it", () => {
    expect(matchParts("K000042", "  ")).toEqual([{ text: "K000042", isMatch: false }]);
    expect(matchParts("K000042", "ZZ")).toEqual([{ text: "K000042", isMatch: false }]);
  });

  it("matches accented letters in either case", () => {
    expect(matchParts("Élan Impression", "éLAN").filter((part) => part.isMatch)).toEqual([
      { text: "Élan", isMatch: true },
    ]);
  });
});

describe("Highlight", () => {
  it("wraps the matches in <mark> and escapes the rest", () => {
    expect(renderToStaticMarkup(<Highlight text="<Ref> K000042" query="0004" />)).toBe(
      '&lt;Ref&gt; K0<mark class="rounded-sm bg-accent font-semibold text-accent-foreground">0004</mark>2',
    );
  });
});
