// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { type ImpersonatedUser, ImpersonationBanner } from "./impersonation-banner.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  "admin.impersonation.bannerLabel": "Signed in as another user",
  "admin.impersonation.banner": "You are signed in as {name} ({email}) by {admin}",
  "admin.impersonation.return": "Return to my account",
};

let root: Root;
let container: HTMLElement;

function render(user: ImpersonatedUser | null, locale: "en-US" | "fr" = "en-US") {
  act(() =>
    root.render(
      <I18nProvider payload={{ locale, messages, brand: "Keel" }}>
        <ImpersonationBanner user={user} />
      </I18nProvider>,
    ),
  );
}

describe("<ImpersonationBanner>", () => {
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("says whose account this is and who opened it, with a way back that posts", () => {
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: "admin@x.test" });
    const banner = container.querySelector("aside");
    expect(banner?.getAttribute("aria-label")).toBe("Signed in as another user");
    expect(banner?.textContent).toContain("You are signed in as Pia Seller (pia@x.test) by admin@x.test");
    const form = banner?.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/admin/impersonation/return");
    expect(form?.querySelector("button[type=submit]")?.textContent).toBe("Return to my account");
  });

  it("posts to the page's locale", () => {
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: "a@x.test" }, "fr");
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/fr/admin/impersonation/return");
  });

  it("shows nothing for guests and for people signed in as themselves", () => {
    render(null);
    expect(container.innerHTML).toBe("");
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: null });
    expect(container.innerHTML).toBe("");
  });
});
