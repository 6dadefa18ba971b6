/**
 * The body of a streamed document: what React writes, gathered into one chunk per burst of rendering, with the
 * page's icon sprite put in just before `</body>`.
 *
 * React writes a document in pieces of about 2 kB, all at once for the shell and then once per part that
 * resolves later (a deferred section). Passed on one by one, every piece would be compressed and flushed on
 * its own, which costs more CPU than rendering it. Here the pieces of one burst (everything React writes before
 * the event loop turns) go out as a single chunk: the shell in one, each late part in one, so streaming still
 * shows the page as soon as its shell is ready. React writes the closing tags only when every part of the page
 * has rendered, so by then the page's icons are all known.
 */
import { Writable } from "node:stream";

const CLOSE = Buffer.from("</body>");

export interface DocumentBody {
  /** Where React pipes the document. */
  destination: Writable;
  /** What the response sends: one chunk per burst of React's writing. */
  body: ReadableStream<Uint8Array>;
}

export function documentBody(markup: () => string, onEnd: () => void = () => {}): DocumentBody {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  /** The end of the previous burst when it could be the start of a split `</body>`. */
  let tail: Buffer | null = null;
  let isInserted = false;
  let isClosed = false;

  const emit = (isLast: boolean) => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (isClosed) return;
    if (tail) pending.unshift(tail);
    tail = null;
    let chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (!isInserted) {
      const at = chunk.indexOf(CLOSE);
      if (at !== -1) {
        isInserted = true;
        chunk = Buffer.concat([chunk.subarray(0, at), Buffer.from(markup()), chunk.subarray(at)]);
      } else if (!isLast) {
        const keep = splitCloseLength(chunk);
        if (keep > 0) {
          tail = chunk.subarray(chunk.length - keep);
          chunk = chunk.subarray(0, chunk.length - keep);
        }
      }
    }
    if (chunk.length > 0) controller.enqueue(chunk);
  };

  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      scheduled ??= setImmediate(() => emit(false));
      callback();
    },
    final(callback) {
      emit(true);
      if (!isClosed) {
        isClosed = true;
        controller.close();
      }
      onEnd();
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      if (!isClosed) {
        isClosed = true;
        if (error) controller.error(error);
        else controller.close();
      }
      onEnd();
      callback(error);
    },
  });

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      // The visitor left: React sees its destination close and stops rendering.
      isClosed = true;
      destination.destroy();
    },
  });
  return { destination, body };
}

/** How many bytes at the end of the chunk could be the start of a `</body>` split over two bursts. */
function splitCloseLength(chunk: Buffer): number {
  for (let length = Math.min(CLOSE.length - 1, chunk.length); length > 0; length--) {
    if (chunk.subarray(chunk.length - length).equals(CLOSE.subarray(0, length))) return length;
  }
  return 0;
}
