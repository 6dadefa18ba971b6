import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links.ts";

describe("shareLinks", () => {
  const links = shareLinks({
    url: "https://keel.example/fr/boats/a-1?x=1&y=2",
    title: "Bénéteau & co",
    text: "Voilier à vendre",
  });
  const href = (key: string) => links.find((l) => l.key === key)?.href ?? "";

  it("offers e-mail and four networks, each with the encoded page URL", () => {
    expect(links.map((l) => l.key)).toEqual(["email", "whatsapp", "facebook", "x", "linkedin"]);
    for (const link of links.slice(2)) {
      expect(link.href).toContain(encodeURIComponent("https://keel.example/fr/boats/a-1?x=1&y=2"));
    }
  });

  it("puts the title in the subject and the URL in the e-mail body", () => {
    const mail = new URL(href("email"));
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Bénéteau & co");
    expect(mail.searchParams.get("body")).toBe(
      "Voilier à vendre\n\nhttps://keel.example/fr/boats/a-1?x=1&y=2",
    );
    expect(new URL(href("whatsapp")).searchParams.get("text")).toBe(
      "Bénéteau & co https://keel.example/fr/boats/a-1?x=1&y=2",
    );
    expect(new URL(href("x")).searchParams.get("text")).toBe("Bénéteau & co");
  });
});
