/** The server-only public entry of the buyer feature. */
export { type BuyerHomeData, loadBuyerHome } from "./buyer-home.server.ts";
