/** Builds the gateway a configuration or an event's source names. */
import type { AppContext } from "../../context.ts";
import type { BillingGateway, GatewayKind } from "./gateway.ts";
import { StripeGateway } from "./stripe-gateway.ts";
import { TestGateway } from "./test-gateway.ts";

export function gatewayFor(ctx: AppContext, kind: GatewayKind): BillingGateway {
  return kind === "stripe" ? new StripeGateway(ctx) : new TestGateway(ctx);
}

export function testGateway(ctx: AppContext): TestGateway {
  return new TestGateway(ctx);
}
