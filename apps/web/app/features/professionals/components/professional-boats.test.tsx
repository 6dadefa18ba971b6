// @vitest-environment happy-dom
import type { Locale } from "@keel/contracts/locales";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { ProfessionalBoatsHeading } from "./professional-boats.tsx";

function heading(props: { name: string; shown: number; total: number }, locale: Locale = "fr") {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider payload={{ locale, messages: textsOf(locale), brand: "Keel" }}>
      <ProfessionalBoatsHeading {...props} />
    </I18nProvider>,
  );
  return container;
}

describe("<ProfessionalBoatsHeading> (a professional's boats)", () => {
  it("names the team's boats by the id the section is labelled by, and says when only the latest are shown", () => {
    const some = heading({ name: "Blue Yachts", shown: 12, total: 30 });
    expect(some.querySelector("h2#profile-boats")?.textContent).toBe("Bateaux à vendre chez Blue Yachts");
    expect(some.querySelector("p")?.textContent).toBe("Les 12 derniers sur 30 bateaux.");
    const all = heading({ name: "Blue Yachts", shown: 3, total: 3 }, "en-US");
    expect(all.querySelector("h2")?.textContent).toBe("Boats for sale by Blue Yachts");
    expect(all.querySelector("p")).toBeNull();
  });

  it("says so when the team has no boat for sale", () => {
    const none = heading({ name: "Blue Yachts", shown: 0, total: 0 });
    expect(none.querySelector("p")?.textContent).toBe(
      "Cette équipe n’a aucun bateau en vente pour le moment.",
    );
  });
});
