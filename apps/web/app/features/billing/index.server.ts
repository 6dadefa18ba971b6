/** The server-only public entry of the billing feature: what other features' loaders and actions may use of it. */
export { findAdminTeamBilling, isAdminBillingIntent, submitAdminBilling } from "./admin-billing.server.ts";
export { findSubscription } from "./billing-api.server.ts";
