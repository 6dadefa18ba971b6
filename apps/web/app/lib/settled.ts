/**
 * A thenable already settled: React's `lazy` takes its value at once instead of suspending. Its own module so
 * that the static parts (lib/static-part.tsx, in every page's shell) do not bring the boat page's deferred
 * contact form helpers (lib/deferred-module.ts) into the first view of pages that have no such form.
 */
export function settled<T>(value: T): PromiseLike<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point (React reads it synchronously)
  return { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : (value as never)) };
}
