import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AnalyticsTag } from "./analytics-tag.tsx";

describe("<AnalyticsTag>", () => {
  it("renders nothing without an id", () => {
    expect(renderToStaticMarkup(<AnalyticsTag id="" />)).toBe("");
  });

  it("loads gtag.js asynchronously and configures the id", () => {
    const html = renderToStaticMarkup(<AnalyticsTag id="G-ABC123" />);
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123">');
    expect(html).toContain('gtag("config","G-ABC123")');
  });

  it("cannot be used to inject markup", () => {
    const html = renderToStaticMarkup(<AnalyticsTag id={'x"</script><script>alert(1)//'} />);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
