import { describe, expect, it } from "vitest";
import { getTestApp } from "../../test/harness.ts";
import { CSV_ADVERT_COLUMNS } from "./csv-reader.ts";
import { ENGINE_ITEMS, ITEM_FIELDS } from "./feed-fields.ts";

describe("the API reference of the feed formats", () => {
  it("names every column and item the import reads, on the upload and template operations", async () => {
    const app = await getTestApp();
    const document = app.swagger() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const upload = document.paths["/api/v1/teams/{teamId}/feeds/sources/{sourceId}/upload"]!.post!;
    const template = document.paths["/api/v1/feeds/template.csv"]!.get!;
    for (const description of [upload.description, template.description]) {
      expect(description).toContain("OpenMarine XML");
      for (const column of CSV_ADVERT_COLUMNS) expect(description).toContain(`\`${column}\``);
      for (const field of [...ITEM_FIELDS, ...ENGINE_ITEMS])
        expect(description).toContain(`| \`${field.item}\` |`);
      expect(description).toContain("20,000 adverts");
    }
  });
});
