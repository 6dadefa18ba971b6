/**
 * A path with a percent sign that does not start a valid UTF-8 escape ("/partners/%ff") cannot be decoded.
 * The web server's router refuses it before React Router sees it; escaping the stray percent signs of such a
 * segment ("%ff" becomes "%25ff") gives a path that decodes to the text the visitor typed, so the page it
 * names answers as for any unknown slug: the site's 404 page, in the visitor's language.
 */
export function escapeMalformedPath(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const rest = queryAt < 0 ? "" : url.slice(queryAt);
  const segments = path.split("/").map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      return segment.replace(/%/g, "%25");
    }
  });
  return segments.join("/") + rest;
}
