/**
 * The photo a key moves to in a gallery of `count` photos: Left and Right step (the caller wraps around),
 * Home and End go to the first and the last; undefined for any other key. The page's gallery and its full
 * screen view read the same keys.
 */
export function photoForKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowLeft":
      return index - 1;
    case "ArrowRight":
      return index + 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
