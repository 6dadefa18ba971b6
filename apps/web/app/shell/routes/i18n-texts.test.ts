import { describe, expect, it } from "vitest";
import { textsFile } from "#app/lib/i18n.server.ts";
import { loader } from "./i18n-texts.ts";

type LoaderArgs = Parameters<typeof loader>[0];
const get = (file: string) => loader({ params: { file } } as unknown as LoaderArgs);
const fileName = (url: string) => url.slice("/i18n/".length);

describe("/i18n/{locale}.{area}.{hash}.json", () => {
  it("answers an area's current file, cached for good", async () => {
    const current = await textsFile("fr", "account");
    const response = await get(fileName(current.url));
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(await response.text()).toBe(current.json);
  });

  it("answers today's texts, uncached, for an old hash, and every text for the name from before the areas", async () => {
    const stale = await get("fr.public.0123456789abcdef.json");
    expect(stale.headers.get("Cache-Control")).toBe("no-cache");
    expect(await stale.text()).toBe((await textsFile("fr", "public")).json);
    const whole = JSON.parse(await (await get("fr.0123456789abcdef.json")).text()) as object;
    const parts = await Promise.all(
      (["public", "auth", "account", "admin"] as const).map(async (area) =>
        Object.keys(JSON.parse((await textsFile("fr", area)).json) as object),
      ),
    );
    expect(Object.keys(whole).sort()).toEqual([...new Set(parts.flat())].sort());
  });

  it("refuses an unknown area or locale with a 404", async () => {
    for (const file of ["fr.secret.0123456789abcdef.json", "xx.public.0123456789abcdef.json", "fr.json"]) {
      const refusal = await get(file).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal, file).toMatchObject({ init: { status: 404 } });
    }
  });
});
