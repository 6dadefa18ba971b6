/**
 * The billing screens, mounted by routes.ts for every locale: the dashboard's checkout, success, subscription,
 * billing and invoice PDF (inside the dashboard layout and its auth guard), the back office's lists of
 * customised-plan requests and past-due teams (inside the admin layout), and the test gateway's payment page
 * (auth layout, signed in). The pricing page stays among the public pages (routes/public/pages).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

type RouteId = (name: string) => { id: string };

export function billingDashboardRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route(
      "checkout/success",
      "features/billing/routes/checkout-success.tsx",
      id("dashboard/checkout/success"),
    ),
    route("checkout/:slug", "features/billing/routes/checkout.tsx", id("dashboard/checkout")),
    route("subscription", "features/billing/routes/subscription.tsx", id("dashboard/subscription")),
    route("billing", "features/billing/routes/billing.tsx", id("dashboard/billing")),
    route(
      "billing/invoices/:invoiceId/pdf",
      "features/billing/routes/invoice-pdf.ts",
      id("dashboard/billing/invoice-pdf"),
    ),
  ];
}

export function billingAdminRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("plan-requests", "features/billing/routes/admin-plan-requests.tsx", id("admin/plan-requests")),
    route("past-due-teams", "features/billing/routes/admin-past-due.tsx", id("admin/past-due-teams")),
  ];
}

/**
 * Inside the auth layout's signed-in guard, outside the dashboard's chrome: the test gateway's payment page,
 * at the address the API's test gateway gives (a static path, so it wins over `dashboard/checkout/:slug`) and
 * at a short one.
 */
export function billingSignedInRoutes(id: RouteId): RouteConfigEntry[] {
  return [
    route("dashboard/checkout/test-payment", "features/billing/routes/test-payment.tsx", id("test-payment")),
    route("test-payment/:sessionId", "features/billing/routes/test-payment.tsx", id("test-payment/short")),
  ];
}
