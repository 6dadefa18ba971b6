/**
 * A public API read the web server keeps in memory instead of asking for it at every render: the site settings
 * and the exchange-rate table (docs/decisions/041-exchange-rates.md, "Kept in the web server"). A copy serves for
 * a minute, the API's own Cache-Control for these reads; then the next caller starts a re-read and is served
 * the copy meanwhile (only the very first load is awaited). A failed read keeps the last good copy and is tried
 * again after five seconds; with none, `get` gives undefined.
 *
 * A read kept with `dropOnChange` is also dropped when the page cache's change reader applies a change every
 * page shows (`all`, which a rate change is): the next `get` waits for a fresh read, and a read that was on its
 * way before the drop is not used. The change reader (server.ts's bundle) and the renders (the server build)
 * each have their own copy of this module, so the reads to drop are listed on a process-wide symbol.
 */

export const KEPT_MS = 60_000;
export const RETRY_MS = 5_000;

export interface KeptRead<T> {
  /** The kept copy, read again when it is a minute old; undefined while no read ever succeeded. */
  get(): Promise<T | undefined>;
  /** Forgets that the copy is current: the next `get` waits for a new read (the copy stays as a fallback). */
  drop(): void;
}

const KEY = Symbol.for("keel.kept-reads");
const globals = globalThis as unknown as Record<symbol, Map<string, () => void> | undefined>;
globals[KEY] ??= new Map();
const droppedOnChange: Map<string, () => void> = globals[KEY];

/** Called by the page cache's change reader when it applies an `all` change, before any render starts after it. */
export function dropKeptReadsOnChange(): void {
  for (const drop of droppedOnChange.values()) drop();
}

export function keptRead<T>(
  name: string,
  load: () => Promise<T>,
  options: { dropOnChange?: boolean; now?: () => number } = {},
): KeptRead<T> {
  const now = options.now ?? Date.now;
  let copy: T | undefined;
  let loaded = false;
  let refreshAt = 0;
  /** Raised by each drop: a read started before it may carry what the change replaced. */
  let generation = 0;
  let mustWait = false;
  let pending: Promise<void> | null = null;

  const refresh = async (started: number): Promise<void> => {
    try {
      const value = await load();
      if (started !== generation) return;
      copy = value;
      loaded = true;
      mustWait = false;
      refreshAt = now() + KEPT_MS;
    } catch (error) {
      console.error(`${name}: could not read it`, error);
      if (started !== generation) return;
      mustWait = false;
      refreshAt = now() + RETRY_MS;
    }
  };

  const read: KeptRead<T> = {
    async get() {
      if (mustWait || now() >= refreshAt) {
        if (!pending) {
          const started = generation;
          const running: Promise<void> = refresh(started).finally(() => {
            if (pending === running) pending = null;
          });
          pending = running;
        }
        if (!loaded || mustWait) await pending;
      }
      return copy;
    },
    drop() {
      generation += 1;
      mustWait = true;
      pending = null;
    },
  };
  if (options.dropOnChange) droppedOnChange.set(name, read.drop);
  return read;
}
