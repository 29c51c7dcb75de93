/** The process's payment provider, chosen once from the configuration (ADR 0022). */
import { appConfig, type Config } from "../../config";
import { createLocalPaymentProvider, type LocalPaymentProvider } from "./local/local-provider";
import { type PaymentProvider, PaymentsUnavailable } from "./provider";
import { createStripePaymentProvider } from "./stripe-provider";

let current: PaymentProvider | undefined;

/** Stripe with both keys set; else the local provider where it may run; else none (PaymentsUnavailable). */
export function providerForConfig(config: Config): PaymentProvider | undefined {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (config.localPaymentsEnabled) return createLocalPaymentProvider({ appUrl: config.APP_URL });
  return undefined;
}

export function paymentProvider(): PaymentProvider {
  current ??= providerForConfig(appConfig());
  if (!current) throw new PaymentsUnavailable();
  return current;
}

/** Replaces the provider (tests point the local one's webhooks at their own server). */
export function setPaymentProvider(provider: PaymentProvider | undefined): void {
  current = provider;
}

/** The local provider, for its own pages and clock; fails loudly if Stripe is the provider. */
export function localPaymentProvider(): LocalPaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== "local") throw new Error("the local payment provider is not the configured one");
  return provider as LocalPaymentProvider;
}
