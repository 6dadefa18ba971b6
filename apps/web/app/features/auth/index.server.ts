/** The server-only public entry of the auth feature: what other features' loaders and actions may use of it. */
export { action as logoutAction } from "./routes/logout.ts";
