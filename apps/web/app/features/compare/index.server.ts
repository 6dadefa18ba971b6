/** The server-only public entry of the compare feature. */
export { readCompareIds } from "./compare-list.server.ts";
