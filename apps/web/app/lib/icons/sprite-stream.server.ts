/**
 * Puts the page's icon sprite into the streamed document just before `</body>`. React writes the closing
 * tags only when every part of the page has rendered, so by then the page's icons are all known.
 */
import { Transform } from "node:stream";

const CLOSE = "</body>";

export function insertBeforeBodyEnd(markup: () => string): Transform {
  let tail = "";
  let isInserted = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (isInserted) return callback(null, chunk);
      const text = tail + chunk.toString();
      const at = text.indexOf(CLOSE);
      if (at !== -1) {
        isInserted = true;
        tail = "";
        return callback(null, `${text.slice(0, at)}${markup()}${text.slice(at)}`);
      }
      // Keep what could be the start of a split `</body>` for the next chunk.
      const keep = Math.min(CLOSE.length - 1, text.length);
      tail = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, tail || null);
    },
  });
}
