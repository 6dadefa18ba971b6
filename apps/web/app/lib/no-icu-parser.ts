/**
 * The browser build's stand-in for @formatjs/icu-messageformat-parser (vite.config.ts, `icuParserFreeClient`;
 * client JS budget, docs/decisions/022-client-js-budget.md). The browser receives its texts parsed by the server
 * (lib/i18n.server.ts), so a parse there is a bug and throws. The package's own parser-free entry throws too,
 * with a long message about react-intl that every page downloaded.
 */
export function parse(): never {
  throw new Error("i18n: the browser formats texts the server parsed; it has no parser");
}
