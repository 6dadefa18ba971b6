// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { createTestRoot } from "#app/ui/test-root.ts";
import { type ImpersonatedUser, ImpersonationBanner } from "./impersonation-banner.tsx";

const messages = {
  "admin.impersonation.bannerLabel": "Signed in as another user",
  "admin.impersonation.banner": "You are signed in as {name} ({email}) by {admin}",
  "admin.impersonation.return": "Return to my account",
};

const view = createTestRoot();

function render(user: ImpersonatedUser | null, locale: "en-US" | "fr" = "en-US") {
  view.render(
    <I18nProvider payload={{ locale, messages, brand: "Keel" }}>
      <ImpersonationBanner user={user} />
    </I18nProvider>,
  );
}

describe("<ImpersonationBanner>", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("says whose account this is and who opened it, with a way back that posts", () => {
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: "admin@x.test" });
    const banner = view.container.querySelector("aside");
    expect(banner?.getAttribute("aria-label")).toBe("Signed in as another user");
    expect(banner?.textContent).toContain("You are signed in as Pia Seller (pia@x.test) by admin@x.test");
    const form = banner?.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/admin/impersonation/return");
    expect(form?.querySelector("button[type=submit]")?.textContent).toBe("Return to my account");
  });

  it("posts to the page's locale", () => {
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: "a@x.test" }, "fr");
    expect(view.container.querySelector("form")?.getAttribute("action")).toBe(
      "/fr/admin/impersonation/return",
    );
  });

  it("shows nothing for guests and for people signed in as themselves", () => {
    render(null);
    expect(view.container.innerHTML).toBe("");
    render({ firstName: "Pia", lastName: "Seller", email: "pia@x.test", impersonatedBy: null });
    expect(view.container.innerHTML).toBe("");
  });
});
