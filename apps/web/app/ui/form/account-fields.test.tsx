// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PASSWORD_MAX, PASSWORD_MIN } from "@keel/contracts/account-codes";
import { LOCALES } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { LanguageField, NewPasswordField, PersonNameFields } from "./account-fields.tsx";

const messages = resolveTexts(
  "fr",
  (l) => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${l}.json`), "utf8")) as Messages,
);

function render(node: ReactNode): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <I18nProvider payload={{ locale: "fr", messages, brand: "Keel" }}>{node}</I18nProvider>,
  );
  return container;
}

describe("account fields", () => {
  it("offers the five languages, each named and tagged in its own language, with the default chosen", () => {
    const view = render(<LanguageField label="Langue" hint="Pour vos e-mails" defaultValue="it" />);
    const select = view.querySelector("select")!;
    expect(select.name).toBe("language");
    const options = [...select.querySelectorAll("option")];
    expect(options.map((option) => option.value)).toEqual([...LOCALES]);
    expect(options.map((option) => option.getAttribute("lang"))).toEqual([...LOCALES]);
    expect(options.find((option) => option.value === "it")?.textContent).toBe("Italiano");
    expect(options.find((option) => option.hasAttribute("selected"))?.value).toBe("it");
    expect(select.getAttribute("aria-describedby")).toBe("language-hint");
  });

  it("bounds a new password as the API does and reads its rules and error with it", () => {
    const view = render(<NewPasswordField name="newPassword" label="Nouveau" error="Trop court" />);
    const input = view.querySelector("input")!;
    expect(input.name).toBe("newPassword");
    expect(input.getAttribute("autocomplete")).toBe("new-password");
    expect(input.minLength).toBe(PASSWORD_MIN);
    expect(input.maxLength).toBe(PASSWORD_MAX);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("newPassword-hint newPassword-error");
    expect(view.querySelector("#newPassword-hint")?.textContent).toContain(String(PASSWORD_MIN));
    expect(view.querySelector("#newPassword-error")?.textContent).toBe("Trop court");
  });

  it("keeps the names typed and shows each name's own error", () => {
    const view = render(
      <PersonNameFields
        labels={{ firstName: "Prénom", lastName: "Nom" }}
        values={{ firstName: "Léa", lastName: "" }}
        errors={{ lastName: "Indiquez votre nom" }}
      />,
    );
    const [first, last] = [...view.querySelectorAll("input")] as [HTMLInputElement, HTMLInputElement];
    expect([first.name, first.value, first.getAttribute("autocomplete")]).toEqual([
      "firstName",
      "Léa",
      "given-name",
    ]);
    expect([last.name, last.getAttribute("autocomplete")]).toEqual(["lastName", "family-name"]);
    expect(first.hasAttribute("aria-invalid")).toBe(false);
    expect(last.getAttribute("aria-invalid")).toBe("true");
    expect(view.querySelector("#lastName-error")?.textContent).toBe("Indiquez votre nom");
  });
});
