export { action as logoutAction } from "./routes/logout.ts";
