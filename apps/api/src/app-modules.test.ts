/**
 * What the API loads at startup (docs/decisions/056-search-api-memory-and-stalls.md): the image and PDF
 * libraries (sharp with libvips, pdfkit, qrcode) load with the first upload, brochure or invoice, and the S3
 * SDK with the first use of an S3 store, so a process that serves searches and pages does not hold them.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const LAZY = ["sharp", "qrcode", "pdfkit", "@aws-sdk/client-s3"];

describe("the API's modules", () => {
  it("leaves the image and PDF libraries and the S3 SDK out of app.ts's imports", () => {
    // A fresh process (this one has loaded them for other tests), noting every package any module asks for.
    const script = `
      import { registerHooks } from "node:module";
      const asked = new Set();
      registerHooks({ resolve: (specifier, context, next) => (asked.add(specifier), next(specifier, context)) });
      await import(${JSON.stringify(new URL("./app.ts", import.meta.url).href)});
      console.log(JSON.stringify(${JSON.stringify(LAZY)}.filter((name) => asked.has(name))));
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(JSON.parse(output.trim().split("\n").at(-1)!)).toEqual([]);
  });
});
