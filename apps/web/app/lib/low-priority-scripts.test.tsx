import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./low-priority-scripts.tsx";

describe("module preloads at low priority", () => {
  it("gives every modulepreload link of <Scripts>' output fetchpriority=low, and nothing else", () => {
    // The shape React Router's <Scripts> renders: links, a list of keyed links, and a fragment of scripts.
    const scripts = (
      <Fragment>
        {null}
        <link rel="modulepreload" href="/assets/entry.client.js" />
        {["/assets/framework.js", "/assets/shell.js"].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <Fragment key="scripts">
          <script>{"window.__context = 1;"}</script>
          <script type="module" async>
            {"import('/assets/entry.client.js');"}
          </script>
        </Fragment>
        <link rel="stylesheet" href="/assets/app.css" />
      </Fragment>
    );
    const html = renderToStaticMarkup(lowerModulePreloads(scripts));
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/entry.client.js" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/framework.js" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/shell.js" fetchPriority="low"/>',
    ]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__context = 1;</script>");
    expect(html).toContain(`<script type="module" async="">import('/assets/entry.client.js');</script>`);
  });

  it("leaves nothing and plain values as they are", () => {
    expect(lowerModulePreloads(null)).toBeNull();
    expect(lowerModulePreloads("text")).toBe("text");
  });
});
