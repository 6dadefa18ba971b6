/** JSON inside a script element (script-json.ts). */
import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json.ts";

describe("scriptJson", () => {
  it("escapes what could end a script element or break its text", () => {
    const json = scriptJson({ name: "</script><b>&\u2028\u2029" });
    expect(json).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual({ name: "</script><b>&\u2028\u2029" });
  });
});
