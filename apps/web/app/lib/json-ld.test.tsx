/**
 * A page's JSON-LD in its body (json-ld.tsx): one ld+json script per block, escaped (script-json.ts), the deepest route's blocks,
 * and a document's stand-in resolved by the server's render.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PageJsonLd } from "./json-ld.tsx";
import { JsonLdScripts } from "./json-ld-scripts.tsx";
import { PAGE_ONLY_KEY, PageOnlyValues } from "./static-part.tsx";

describe("JsonLdScripts", () => {
  it("writes one ld+json script per block", () => {
    const html = renderToString(
      <JsonLdScripts blocks={[{ "@type": "Product" }, { "@type": "BreadcrumbList" }]} />,
    );
    expect(html).toBe(
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
        '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    );
  });
});

describe("PageJsonLd", () => {
  /** The server's render of a layout with `PageJsonLd` above a page whose loader data is `page`. */
  function render(page: unknown, values = new Map<string, unknown>()) {
    const router = createMemoryRouter(
      [
        {
          id: "layout",
          loader: () => ({ jsonLd: [{ "@type": "Organization", name: "Layout" }] }),
          hydrateFallbackElement: null,
          element: <PageJsonLd />,
          children: [{ index: true, id: "page", loader: () => page, element: null }],
        },
      ],
      {
        hydrationData: {
          loaderData: { layout: { jsonLd: [{ "@type": "Organization", name: "Layout" }] }, page },
        },
      },
    );
    return renderToString(
      <PageOnlyValues value={values}>
        <RouterProvider router={router} />
      </PageOnlyValues>,
    );
  }

  it("writes the deepest route's blocks, a document's stand-in resolved", () => {
    const blocks = [{ "@type": "Product", name: "Bavaria C42" }];
    const html = render({ jsonLd: { [PAGE_ONLY_KEY]: "1" } }, new Map([["1", blocks]]));
    expect(html).toContain('<div class="contents" data-static-part="json-ld">');
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"Bavaria C42"}</script>',
    );
    expect(html).not.toContain("Layout");
  });

  it("falls back to a route above when the page gives none", () => {
    expect(render({ jsonLd: null })).toContain('{"@type":"Organization","name":"Layout"}');
  });
});
