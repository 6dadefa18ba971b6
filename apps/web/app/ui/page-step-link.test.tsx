// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageStepLink } from "./page-step-link.tsx";

const markup = (node: React.ReactNode) => {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
  return host;
};

describe("PageStepLink", () => {
  it("links to the page with its rel, the chevron on the side of its direction", () => {
    const previous = markup(
      <PageStepLink rel="prev" to="/boats?page=2" size="md">
        Previous
      </PageStepLink>,
    ).querySelector("a")!;
    expect(previous.getAttribute("href")).toBe("/boats?page=2");
    expect(previous.getAttribute("rel")).toBe("prev");
    expect(previous.textContent).toBe("Previous");
    expect(previous.firstElementChild?.tagName.toLowerCase()).toBe("svg");

    const next = markup(
      <PageStepLink rel="next" to="/boats?page=4" size="sm">
        Next
      </PageStepLink>,
    ).querySelector("a")!;
    expect(next.getAttribute("rel")).toBe("next");
    expect(next.lastElementChild?.tagName.toLowerCase()).toBe("svg");
  });

  it("is a dimmed, inert label without a link where there is no such page", () => {
    const host = markup(
      <PageStepLink rel="next" to={null} size="sm">
        Next
      </PageStepLink>,
    );
    expect(host.querySelector("a")).toBeNull();
    const label = host.querySelector("span[aria-disabled='true']")!;
    expect(label.textContent).toBe("Next");
    expect(label.className).toContain("opacity-50");
  });
});
