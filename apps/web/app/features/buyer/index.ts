/** The public entry of the buyer feature (browser-safe). */
export { BuyerHome } from "./components/buyer-home.tsx";
