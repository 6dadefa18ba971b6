import { describe, expect, it } from "vitest";
import { fingerprint, screenText } from "./screening.ts";

describe("screening", () => {
  it.each([
    [
      "off-platform payment",
      "I will pay by Western Union as soon as you confirm, my agent handles it.",
      ["off_platform_payment"],
    ],
    ["gift cards", "Can you accept payment in Steam cards? It is faster for me.", ["off_platform_payment"]],
    ["crypto", "I can send the full amount in USDT today.", ["off_platform_payment"]],
    [
      "overpayment",
      "My client will overpay by 5,000 EUR, please refund the difference to my shipping agent.",
      ["overpayment"],
    ],
    [
      "French overpayment",
      "Je vous enverrai un trop-perçu, remboursez la différence à mon transporteur.",
      ["overpayment"],
    ],
    [
      "Spanish wire",
      "Haré una transferencia anticipada, devolver la diferencia después.",
      ["off_platform_payment", "overpayment"],
    ],
    ["a shortened link", "More photos of my payment proof here: https://bit.ly/3xYz", ["shortened_link"]],
    [
      "an IP-address link",
      "Log in to the escrow portal http://185.23.44.10/secure to release funds",
      ["off_platform_payment", "suspicious_link"],
    ],
    [
      "a credentials-in-URL link",
      "Verify at https://www.keel.example@evil.example/login",
      ["suspicious_link"],
    ],
    ["a punycode link", "See https://xn--pypal-4ve.com/verify", ["suspicious_link"]],
  ])("flags %s", (_label, text, reasons) => {
    expect(screenText(text).sort()).toEqual([...reasons].sort());
  });

  it.each([
    "Hello, is the boat still available? Could I visit it next Saturday in La Rochelle?",
    "Bonjour, le bateau est-il toujours disponible ? Le moteur a-t-il été révisé récemment ?",
    "Buongiorno, è possibile vedere la barca a Genova? Grazie.",
    "Hola, ¿el precio es negociable? Estoy interesado en una prueba de mar.",
    "Here is the survey I had done: https://www.marine-surveys.example.com/report/1234",
    "What is the price including the trailer? I can pay by bank transfer at the notary on completion.",
  ])("passes an ordinary message: %s", (text) => {
    expect(screenText(text)).toEqual([]);
  });

  it("gives one fingerprint to the same text however it is spaced, cased or accented", () => {
    expect(fingerprint("Hello,   I am  VERY interested in your boat!!")).toBe(
      fingerprint("hello i am very interested in your boat"),
    );
    expect(fingerprint("Très intéressé")).toBe(fingerprint("tres interesse"));
    expect(fingerprint("Interested in your boat")).not.toBe(fingerprint("Interested in your car"));
  });
});
