/**
 * Writes app/icons/lucide.json, the product's icon collection in the Iconify JSON shape
 * (`{ prefix, icons: { name: { body } }, width, height }`), from the Lucide icons named in
 * app/lib/icons/icon-names.ts. Each body carries its own stroke attributes, so a `<symbol>` made of it draws
 * the icon as Lucide does without any attribute on the page's `<svg>`.
 *
 * Run it after changing the names: `npm run icons -w @keel/web`. A unit test fails when the file and the
 * names differ.
 */
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ICON_NAMES, ICON_PREFIX } from "../app/lib/icons/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const here = dirname(fileURLToPath(import.meta.url));
const lucideRoot = dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));

function escapeAttribute(value: string | number): string {
  return String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function bodyOf(node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    })
    .join("");
  return `<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2">${shapes}</g>`;
}

const icons: Record<string, { body: string }> = {};
for (const name of ICON_NAMES) {
  const file = join(lucideRoot, "dist/esm/icons", `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  icons[name] = { body: bodyOf(module.__iconData.node) };
}

const collection = { prefix: ICON_PREFIX, icons, width: 24, height: 24 };
const target = join(here, "../app/icons/lucide.json");
await writeFile(target, `${JSON.stringify(collection, null, 2)}\n`);
console.info(`icons: ${ICON_NAMES.length} icons written to ${target}`);
