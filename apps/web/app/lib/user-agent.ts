/**
 * A readable device name from a User-Agent header, for the sessions list ("Firefox 128 on Windows"). A small
 * table of the browsers and systems people actually use, most specific first: Edge and Opera announce
 * "Chrome" too, and Chrome announces "Safari". No dependency: the list only labels, it decides nothing.
 */

export interface Device {
  /** "Chrome", "Firefox"…; null when not recognised. */
  browser: string | null;
  /** Major version, when the browser states one. */
  version: string | null;
  /** "Windows", "macOS", "iOS", "Android", "Linux", "ChromeOS"; null when not recognised. */
  os: string | null;
}

const BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "Edge", pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: "Opera", pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: "Samsung Internet", pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: "Firefox", pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: "Chrome", pattern: /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/ },
  // Safari states its version in "Version/x"; other WebKit browsers were caught above.
  { name: "Safari", pattern: /\bVersion\/(\d+)[^\s]*(?:\s+Mobile\/\S+)?\s+Safari\// },
  { name: "curl", pattern: /^curl\/(\d+)/ },
];

const SYSTEMS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "iOS", pattern: /\b(?:iPhone|iPad|iPod)\b/ },
  { name: "Android", pattern: /\bAndroid\b/ },
  { name: "Windows", pattern: /\bWindows\b/ },
  { name: "ChromeOS", pattern: /\bCrOS\b/ },
  { name: "macOS", pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: "Linux", pattern: /\bLinux\b|\bX11\b/ },
];

export function parseUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  let browser: string | null = null;
  let version: string | null = null;
  for (const { name, pattern } of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = name;
      version = match[1] ?? null;
      break;
    }
  }
  const os = SYSTEMS.find(({ pattern }) => pattern.test(ua))?.name ?? null;
  return { browser, version, os };
}
