import { describe, expect, it } from "vitest";
import { proxyFailure } from "./proxy-errors.server.ts";

const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe("proxyFailure", () => {
  it("reads an unreachable API as unavailable (retry shortly), however deep the cause", () => {
    expect(proxyFailure(withCode("ECONNREFUSED"))).toBe("unavailable");
    expect(proxyFailure(withCode("FST_REPLY_FROM_INTERNAL_SERVER_ERROR", withCode("ECONNREFUSED")))).toBe(
      "unavailable",
    );
    const aggregate = Object.assign(new AggregateError([withCode("ECONNREFUSED")]), { code: "ECONNREFUSED" });
    expect(proxyFailure(withCode("X", aggregate))).toBe("unavailable");
    expect(proxyFailure(withCode("UND_ERR_CONNECT_TIMEOUT"))).toBe("unavailable");
  });

  it("reads everything else as a bad gateway", () => {
    for (const code of ["EPIPE", "ECONNRESET", "UND_ERR_SOCKET", "UND_ERR_HEADERS_TIMEOUT"])
      expect(proxyFailure(withCode("FST_REPLY_FROM_INTERNAL_SERVER_ERROR", withCode(code))), code).toBe(
        "badGateway",
      );
    expect(proxyFailure(new Error("expect header not supported"))).toBe("badGateway");
    expect(proxyFailure(null)).toBe("badGateway");
  });
});
