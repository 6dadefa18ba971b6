import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import collectionJson from "#app/icons/lucide.json";
import { pickIcons, renderSprite } from "./collection.server.ts";
import { ICON_NAMES } from "./icon-names.ts";
import { parseIconSet } from "./icon-set.ts";
import { insertBeforeBodyEnd } from "./sprite-stream.server.ts";

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

describe("insertBeforeBodyEnd", () => {
  it("puts the sprite before </body>, even when the tag is split over chunks", async () => {
    const chunks = ["<html><body><p>hi</p></bo", "dy></html>"];
    const out = Readable.from(chunks).pipe(insertBeforeBodyEnd(() => "<svg/>"));
    expect(await text(out)).toBe("<html><body><p>hi</p><svg/></body></html>");
  });

  it("leaves a document without </body> as it is", async () => {
    const out = Readable.from(["<p>a</p>", "<p>b</p>"]).pipe(insertBeforeBodyEnd(() => "<svg/>"));
    expect(await text(out)).toBe("<p>a</p><p>b</p>");
  });
});
