/**
 * /dashboard/billing/invoices/{invoiceId}/pdf: an invoice's PDF, streamed from the API with the session token.
 * A resource route inside the dashboard layout, so its auth guard runs; the API checks the team again.
 */
import { forwardInvoicePdf } from "#app/features/billing/billing-api.server.ts";
import type { Route } from "./+types/invoice-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return forwardInvoicePdf(request, context, params.invoiceId);
}
