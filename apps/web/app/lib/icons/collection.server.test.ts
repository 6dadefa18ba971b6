import { describe, expect, it } from "vitest";
import collectionJson from "#app/icons/lucide.json";
import { pickIcons, renderSprite } from "./collection.server.ts";
import { ICON_NAMES } from "./icon-names.ts";
import { parseIconSet } from "./icon-set.ts";
import { documentBody } from "./sprite-stream.server.ts";

describe("the icon collection", () => {
  it("holds exactly the icons the product names (run `npm run icons -w @keel/web` after changing them)", () => {
    expect(Object.keys(collectionJson.icons).sort()).toEqual([...ICON_NAMES].sort());
    expect(parseIconSet(collectionJson)?.icons).toEqual(collectionJson.icons);
  });

  it("answers the asked icons in the Iconify shape and names the missing ones", () => {
    const answer = pickIcons(parseIconSet(collectionJson)!, ["mail", "nope", "toString"]);
    expect(answer.prefix).toBe("lucide");
    expect(Object.keys(answer.icons)).toEqual(["mail"]);
    expect(answer.not_found).toEqual(["nope", "toString"]);
  });

  it("renders one symbol per icon a page used", () => {
    const sprite = renderSprite(["x", "mail", "x", "nope"], []);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="icon-mail" viewBox="0 0 24 24">');
    expect(sprite).not.toContain("data-public-api");
    expect(renderSprite([], ["https://api.iconify.design"])).toContain(
      'data-public-api="https://api.iconify.design"',
    );
  });
});

/** Writes each burst's pieces at once, lets the event loop turn between bursts; the chunks the body gave. */
async function sendInBursts(bursts: string[][]): Promise<string[]> {
  const { destination, body } = documentBody(() => "<svg/>");
  const read = (async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    return chunks;
  })();
  for (const burst of bursts) {
    for (const piece of burst) destination.write(piece);
    await new Promise((resolve) => setImmediate(resolve));
  }
  destination.end();
  return (await read).map((chunk) => Buffer.from(chunk).toString());
}

describe("documentBody", () => {
  it("gives one chunk per burst of writing, not one per piece", async () => {
    const chunks = await sendInBursts([["<html><body>", "<p>shell</p>", "<p>more</p>"], ["<p>late</p>"]]);
    expect(chunks).toEqual(["<html><body><p>shell</p><p>more</p>", "<p>late</p>"]);
  });

  it("puts the sprite before </body>, even when the tag is split over bursts", async () => {
    const chunks = await sendInBursts([["<html><body><p>hi</p></bo"], ["dy></html>"]]);
    expect(chunks.join("")).toBe("<html><body><p>hi</p><svg/></body></html>");
  });

  it("puts the sprite in once, when the tag is in one burst", async () => {
    const chunks = await sendInBursts([["<body><p>a</p></body></html>"]]);
    expect(chunks.join("")).toBe("<body><p>a</p><svg/></body></html>");
  });

  it("leaves a document without </body> as it is", async () => {
    const chunks = await sendInBursts([["<p>a</p>"], ["<p>b</p>"]]);
    expect(chunks.join("")).toBe("<p>a</p><p>b</p>");
  });

  it("stops the writer when the reader cancels (the visitor left)", async () => {
    const { destination, body } = documentBody(() => "<svg/>");
    destination.write("<p>a</p>");
    await body.cancel();
    expect(destination.destroyed).toBe(true);
  });
});
