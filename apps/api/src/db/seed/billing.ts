/**
 * Subscriptions in the demo (docs/decisions/034-billing.md), on the built-in test gateway so every one of them
 * can be driven from the product: the premium team pays monthly in euros (three months of invoices), a British
 * team pays yearly and has cancelled at the end of its period, a third paying team is past due since a renewal
 * failed two days ago (its grace period runs), and a free team is on a 14-day trial granted by the back
 * office. A customised-plan request waits in the back office. The free demo team is left as it is.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database, InvoicesTable } from "../schema.ts";
import type { SeededTeam } from "./accounts.ts";

const DAY = 86_400_000;

interface DemoSubscription {
  team: SeededTeam;
  status: "active" | "past_due";
  interval: "month" | "year";
  currency: "EUR" | "GBP" | "USD";
  card: "success" | "renewal-fails";
  /** Invoices already paid, one per past period. */
  periods: number;
  cancelAtPeriodEnd?: boolean;
}

function addInterval(date: Date, interval: "month" | "year", times = 1): Date {
  const d = new Date(date);
  if (interval === "month") d.setUTCMonth(d.getUTCMonth() + times);
  else d.setUTCFullYear(d.getUTCFullYear() + times);
  return d;
}

export async function insertBillingExamples(
  db: Kysely<Database>,
  options: { now: Date; teams: SeededTeam[]; premiumTeamId: number; freeTeamName: string },
): Promise<void> {
  const { now } = options;
  const iso = now.toISOString();
  const prices = await db
    .selectFrom("planPrices")
    .innerJoin("plans", "plans.id", "planPrices.planId")
    .select(["planPrices.currency", "planPrices.interval", "planPrices.amount"])
    .where("plans.code", "=", "paid")
    .execute();
  const priceOf = (currency: string, interval: string) =>
    Number(prices.find((p) => p.currency === currency && p.interval === interval)?.amount ?? 0);
  const paying = options.teams.filter((t) => t.canPostBoats && t.weight > 0);
  const premium = paying.find((t) => t.id === options.premiumTeamId);
  const british = paying.find((t) => t.country.code === "GB" && t.id !== options.premiumTeamId);
  const late = paying.find(
    (t) => t.id !== options.premiumTeamId && t.id !== british?.id && t.currency === "EUR",
  );
  const trial = options.teams.find((t) => !t.canPostBoats && t.name !== options.freeTeamName);
  let invoiceNumber = 0;

  const demo = async (s: DemoSubscription) => {
    const { team } = s;
    const amount = priceOf(s.currency, s.interval);
    const rate = team.country.code === "FR" ? 20 : 0;
    const reverseCharge =
      team.country.code !== "FR" && ["GB", "DE", "IT", "ES", "NL"].includes(team.country.code);
    const vatId =
      team.country.code === "FR" ? "FR40123456824" : team.country.code === "GB" ? "GB123456789" : null;
    const billTo = {
      legalName: `${team.name} Ltd`,
      addressLine1: `1 ${team.city.name} Marina`,
      addressLine2: null,
      city: team.city.name,
      postalCode: team.city.postalCode,
      region: null,
      country: team.country.code,
      vatId,
      email: null,
    };
    await db
      .insertInto("billingDetails")
      .values({
        teamId: team.id,
        legalName: billTo.legalName,
        addressLine1: billTo.addressLine1,
        addressLine2: null,
        city: billTo.city,
        postalCode: billTo.postalCode,
        region: null,
        country: billTo.country,
        vatId,
        invoiceEmail: null,
        updatedAt: iso,
      })
      .execute();
    const customerId = `cus_test_demo${team.id}`;
    const subscriptionId = `sub_test_demo${team.id}`;
    // The current period: the failed renewal of a past-due team started it two days ago.
    const currentStart =
      s.status === "past_due"
        ? new Date(now.getTime() - 2 * DAY)
        : new Date(now.getTime() - (s.interval === "month" ? 12 : 200) * DAY);
    const currentEnd = addInterval(currentStart, s.interval);
    const tax = Math.round((amount * rate) / 100);
    const objects: { id: string; type: "customer" | "subscription" | "invoice"; data: unknown }[] = [
      {
        id: customerId,
        type: "customer",
        data: { id: customerId, teamId: team.id, card: s.card, credit: 0 },
      },
    ];
    const invoices: Insertable<InvoicesTable>[] = [];
    for (let i = s.periods; i >= 0; i--) {
      const start = addInterval(currentStart, s.interval, -i);
      const end = addInterval(start, s.interval);
      const open = i === 0 && s.status === "past_due";
      invoiceNumber += 1;
      const invoice = {
        id: `in_test_demo${team.id}_${i}`,
        customerId,
        subscriptionId,
        teamId: team.id,
        number: `TEST-${start.getUTCFullYear()}-${String(invoiceNumber).padStart(5, "0")}`,
        status: open ? ("open" as const) : ("paid" as const),
        currency: s.currency,
        subtotal: amount,
        tax,
        total: amount + tax,
        taxRate: rate,
        reverseCharge,
        description: `${i === s.periods ? "subscription" : "renewal"}:paid:${s.interval}`,
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        created: start.toISOString(),
        hostedPdfUrl: null,
        billTo,
      };
      objects.push({ id: invoice.id, type: "invoice", data: invoice });
      invoices.push({
        id: invoice.id,
        teamId: team.id,
        gateway: "test",
        number: invoice.number,
        status: invoice.status,
        currency: s.currency,
        subtotal: amount,
        tax,
        total: amount + tax,
        taxRate: rate,
        reverseCharge,
        description: invoice.description,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        billTo: JSON.stringify(billTo),
        hostedPdfUrl: null,
        confirmationSent: true,
        issuedAt: invoice.created,
        updatedAt: iso,
      });
    }
    const subscription = {
      id: subscriptionId,
      customerId,
      teamId: team.id,
      status: s.status,
      planCode: "paid",
      interval: s.interval,
      currency: s.currency,
      amount,
      currentPeriodStart: currentStart.toISOString(),
      currentPeriodEnd: currentEnd.toISOString(),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
      trialEnd: null,
    };
    objects.push({ id: subscriptionId, type: "subscription", data: subscription });
    await db
      .insertInto("testGatewayObjects")
      .values(
        objects.map((o) => ({
          id: o.id,
          type: o.type,
          teamId: team.id,
          data: JSON.stringify(o.data),
          updatedAt: iso,
        })),
      )
      .execute();
    await db.insertInto("invoices").values(invoices).execute();
    const pastDueSince = s.status === "past_due" ? currentStart.toISOString() : null;
    await db
      .insertInto("subscriptions")
      .values({
        teamId: team.id,
        gateway: "test",
        customerId,
        subscriptionId,
        planCode: "paid",
        status: s.status,
        interval: s.interval,
        currency: s.currency,
        amount,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd ?? false,
        cancelReason: s.cancelAtPeriodEnd ? "too_expensive" : null,
        cancelComment: null,
        trialEnd: null,
        pastDueSince,
        graceEnd: pastDueSince ? new Date(Date.parse(pastDueSince) + 7 * DAY).toISOString() : null,
        // The first notice went when the renewal failed; the sweep sends the next ones.
        remindersSent: pastDueSince ? 1 : 0,
        customAmount: null,
        customCurrency: null,
        customInterval: null,
        updatedAt: iso,
      })
      .execute();
    await db
      .updateTable("teams")
      .set({
        subscriptionStatus: s.status,
        subscriptionRenewsAt: s.status === "active" ? subscription.currentPeriodEnd : null,
      })
      .where("id", "=", team.id)
      .execute();
  };

  if (premium)
    await demo({
      team: premium,
      status: "active",
      interval: "month",
      currency: "EUR",
      card: "success",
      periods: 2,
    });
  if (british) {
    await demo({
      team: british,
      status: "active",
      interval: "year",
      currency: "GBP",
      card: "success",
      periods: 0,
      cancelAtPeriodEnd: true,
    });
  }
  if (late)
    await demo({
      team: late,
      status: "past_due",
      interval: "month",
      currency: "EUR",
      card: "renewal-fails",
      periods: 1,
    });
  if (trial) {
    const paid = await db
      .selectFrom("plans")
      .select("id")
      .where("code", "=", "paid")
      .executeTakeFirstOrThrow();
    const trialEnd = new Date(now.getTime() + 14 * DAY).toISOString();
    await db
      .insertInto("subscriptions")
      .values({
        teamId: trial.id,
        gateway: "none",
        planCode: "paid",
        status: "trialing",
        currentPeriodStart: iso,
        currentPeriodEnd: trialEnd,
        cancelAtPeriodEnd: false,
        trialEnd,
        updatedAt: iso,
      })
      .execute();
    await db
      .updateTable("teams")
      .set({ planId: paid.id, subscriptionStatus: "active", subscriptionRenewsAt: trialEnd })
      .where("id", "=", trial.id)
      .execute();
  }
  await db
    .insertInto("planRequests")
    .values({
      teamName: "Costa Azul Charter Group",
      contactName: "Marta Iglesias",
      email: "marta.iglesias@costa-azul.example",
      phone: "+34 971 555 210",
      country: "ES",
      fleetSize: "51-200",
      needs: "Five bases in the Balearics, a feed from our booking system and one invoice for the group.",
      locale: "es",
      userId: null,
      teamId: null,
      createdAt: new Date(now.getTime() - 3 * DAY).toISOString(),
    })
    .execute();
}
