/**
 * Page-only values (page-only.server.ts): the stand-ins a document's loader data carries, and a static part
 * rendered by the server with the values behind them (static-part.tsx; this file runs as the server does).
 */

import { prerender } from "react-dom/static";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pageOnly, pageOnlyContext } from "./page-only.server.ts";
import { PageOnlyValues, staticPart } from "./static-part.tsx";

const documentContext = () => {
  const context = new RouterContextProvider();
  context.set(pageOnlyContext, new Map());
  return context;
};

const Names = staticPart<{ names: string[]; title: string }>("names", async () => ({ names, title }) => (
  <section>
    <h2>{title}</h2>
    <ul>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  </section>
));

async function html(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { onError: () => {} });
  return new Response(prelude).text();
}

describe("pageOnly", () => {
  it("gives a stand-in in a document and keeps the value behind it", () => {
    const context = documentContext();
    const names = ["Ada", "Grace"];
    const catalog = { types: ["sail"] };
    expect(pageOnly(context, names)).toEqual({ $pageOnly: "1" });
    expect(pageOnly(context, catalog)).toEqual({ $pageOnly: "2" });
    const kept = context.get(pageOnlyContext)!;
    expect(kept.get("1")).toBe(names);
    expect(kept.get("2")).toBe(catalog);
    // Nothing worth standing in for.
    expect(pageOnly(context, null)).toBeNull();
    expect(pageOnly(context, "text")).toBe("text");
    expect(kept.size).toBe(2);
  });

  it("gives the value itself outside a document (a `.data` request, a test's context)", () => {
    const names = ["Ada"];
    expect(pageOnly(new RouterContextProvider(), names)).toBe(names);
  });
});

describe("a static part rendered by the server", () => {
  it("renders the values behind its stand-ins, and its other props as they are", async () => {
    const context = documentContext();
    const names = pageOnly(context, ["Ada", "Grace"]);
    const markup = await html(
      <PageOnlyValues value={context.get(pageOnlyContext)}>
        <Names names={names} title="People" />
      </PageOnlyValues>,
    );
    expect(markup).toBe(
      '<div class="contents" data-static-part="names"><section><h2>People</h2><ul><li>Ada</li><li>Grace</li></ul></section></div>',
    );
  });

  it("fails rather than render a stand-in it has no value for", async () => {
    const names = pageOnly(documentContext(), ["Ada"]);
    const errors: unknown[] = [];
    await prerender(
      <PageOnlyValues value={new Map()}>
        <Names names={names} title="People" />
      </PageOnlyValues>,
      { onError: (error) => void errors.push(error) },
    ).catch((error: unknown) => errors.push(error));
    expect(String(errors[0])).toContain("static part names: no page-only value for names");
  });
});
