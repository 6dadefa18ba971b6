/**
 * `#app/lib/link.tsx` in the browser's build (package.json's `imports`, the `browser` condition): React Router's
 * own components, re-exported as they are, so that the browser's chunks import them from React Router directly.
 * The server's version and why: link.tsx.
 */
export { Link, NavLink } from "react-router";
