/**
 * Request bodies through the real web server and its `/api` proxy (docs/decisions/026-web-security.md): each
 * route reads at most its limit (forms 512 kB, uploads the image limit), refuses a larger declared body with
 * 413 before reading it, cuts off a streamed one at the limit, passes a file within the limit on whole, and
 * the server's memory stays bounded while 200 MB bodies are thrown at it.
 */
import { describe, expect, it } from "vitest";
import { text } from "./accounts-kit.ts";
import { memoryOf, rawPost, resetPeakMemory } from "./raw-http.ts";
import { newSeller } from "./session.ts";
import { stack } from "./stack.ts";

const baseUrl = stack().baseUrl;
const MB = 1024 * 1024;
const HTML = "text/html,application/xhtml+xml";
const BOUNDARY = "----keel-security-test";

/** The cookie of someone the journey signed up, and the Origin of the site's own pages. */
async function signedInHeaders(): Promise<Record<string, string>> {
  const { token } = await newSeller();
  return { cookie: `keel_token=${token}`, origin: baseUrl };
}

/** The start of a multipart form with one file field; the body's rest is the file's bytes. */
function multipartStart(fields: Record<string, string>, fileName: string): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  // A PNG signature: the file looks like an image to anything that sniffs it.
  return Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ]);
}

const multipartEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

describe("body limits", () => {
  it("refuse the audit's anonymous 300 MB posts to the contact and login pages at once, reading nothing", async () => {
    for (const path of ["/contact", "/auth/login", "/fr/auth/login"]) {
      const response = await rawPost(`${baseUrl}${path}`, {
        size: 300 * MB,
        declareLength: true,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: HTML },
      });
      expect(response.status, path).toBe(413);
      expect(response.body).toContain(
        text(path.startsWith("/fr") ? "fr" : "en-US", "refusal.tooLarge.title").replaceAll("’", "&#8217;"),
      );
    }
  });

  it("refuse a body declared over the limit before the client sends it, when it asks first", async () => {
    const response = await rawPost(`${baseUrl}/contact`, {
      size: 300 * MB,
      declareLength: true,
      expectContinue: true,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: HTML },
    });
    expect(response.status).toBe(413);
    expect(response.sent).toBe(0);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("cut a streamed form off at its limit, whatever it would have grown to", async () => {
    const response = await rawPost(`${baseUrl}/auth/login.data`, {
      size: 200 * MB,
      declareLength: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(413);
    const { error } = JSON.parse(response.body) as { error: { code: string; details: { limit: number } } };
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.details.limit).toBe(512 * 1024);
  });

  it("refuse an avatar over the upload limit with a clear message, before reading it", async () => {
    const headers = {
      ...(await signedInHeaders()),
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      accept: HTML,
    };
    const response = await rawPost(`${baseUrl}/dashboard/settings?index`, {
      size: 52 * MB,
      declareLength: true,
      headers,
      prefix: multipartStart({ intent: "avatar" }, "avatar.png"),
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain("15 MB");
  });

  it("pass a file within the web server's limit on whole: the API sees all of it and refuses it itself", async () => {
    // 15 MB and 1 kB: inside the route's limit (room for the form's fields), one kB over the API's image
    // limit. A form or proxy that shortened the file would make the API accept or misread it instead.
    const prefix = multipartStart({ intent: "avatar" }, "big.png");
    const response = await rawPost(`${baseUrl}/dashboard/settings?index`, {
      size: prefix.length + 15 * MB + 1024 + multipartEnd.length,
      declareLength: true,
      headers: {
        ...(await signedInHeaders()),
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        accept: HTML,
      },
      prefix,
      fill: 0,
      suffix: multipartEnd,
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain(text("en-US", "fieldError.imageTooLarge", { megabytes: 15 }));
  });

  it("apply the API's limits on the /api proxy: 413 in the one error shape, never a 500", async () => {
    const json = { "content-type": "application/json", "accept-language": "fr" };
    const declared = await rawPost(`${baseUrl}/api/v1/auth/login`, {
      size: 2 * MB,
      declareLength: true,
      headers: json,
    });
    expect(declared.status).toBe(413);
    const refusal = JSON.parse(declared.body) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(refusal.error.message).toContain("Mo");

    const streamed = await rawPost(`${baseUrl}/api/v1/auth/login`, {
      size: 50 * MB,
      declareLength: false,
      headers: json,
    });
    expect(streamed.status).toBe(413);

    // curl asks first (Expect: 100-continue) above 1 MB: refused before it sends a byte.
    const asked = await rawPost(`${baseUrl}/api/v1/auth/login`, {
      size: 300 * MB,
      declareLength: true,
      expectContinue: true,
      headers: json,
    });
    expect(asked.status).toBe(413);
    expect(asked.sent).toBe(0);

    const upload = await rawPost(`${baseUrl}/api/v1/users/me/avatar`, {
      size: 300 * MB,
      declareLength: true,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(upload.status).toBe(413);
  });

  it("forward a body sent with Expect: 100-continue (curl does above 1 MB) and answer with the API's reply", async () => {
    const body = Buffer.from(JSON.stringify({ email: "nobody@example.test", password: "x".repeat(20) }));
    const response = await rawPost(`${baseUrl}/api/v1/auth/login`, {
      size: body.length,
      declareLength: true,
      expectContinue: true,
      prefix: body,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(401);
    expect((JSON.parse(response.body) as { error: { code: string } }).error.code).toBe("INVALID_CREDENTIALS");
  });

  it("keep the web server's memory bounded while 200 MB bodies are thrown at every kind of route", async () => {
    const pid = stack().webPid;
    const headers = await signedInHeaders();
    const multipart = { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
    const bearer = `Bearer ${headers.cookie!.slice("keel_token=".length)}`;
    const before = memoryOf(pid);
    resetPeakMemory(pid);
    const attempts = [
      rawPost(`${baseUrl}/dashboard/settings?index`, {
        size: 200 * MB,
        declareLength: false,
        headers: multipart,
        prefix: multipartStart({ intent: "avatar" }, "huge.png"),
      }),
      rawPost(`${baseUrl}/contact`, {
        size: 200 * MB,
        declareLength: false,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      rawPost(`${baseUrl}/api/v1/users/me/avatar`, {
        size: 200 * MB,
        declareLength: false,
        headers: { authorization: bearer, "content-type": multipart["content-type"] },
        prefix: multipartStart({}, "huge.png"),
      }),
      rawPost(`${baseUrl}/auth/login`, {
        size: 200 * MB,
        declareLength: true,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ];
    const responses = await Promise.all(attempts);
    for (const response of responses) expect(response.status).toBe(413);
    const peak = memoryOf(pid, "VmHWM");
    // The audit watched the process grow by 800 MB for one such post; the limits hold it to a few buffers.
    expect(peak - before).toBeLessThan(128 * MB);
  });
});
