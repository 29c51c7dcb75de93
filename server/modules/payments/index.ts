/** Payments for the copilot (ADR 0022): the provider interface, Stripe and the local provider. */
export { addOneMonth, type Proration, prorate } from "./billing-periods";
export {
  localPaymentProvider,
  paymentProvider,
  providerForConfig,
  setPaymentProvider,
} from "./current-provider";
export { createLocalPaymentsRouter } from "./local/card-entry-router";
export { runLocalPaymentsClock, startLocalPaymentsClock } from "./local/clock";
export { attachLocalTestCard } from "./local/demo-card";
export {
  createLocalPaymentProvider,
  LOCAL_WEBHOOK_SECRET,
  type LocalPaymentProvider,
} from "./local/local-provider";
export { LOCAL_TEST_CARDS } from "./local/test-cards";
export {
  type CardSummary,
  PaymentDeclined,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
  PaymentsUnavailable,
  type ProviderInvoice,
  type ProviderSubscription,
} from "./provider";
export { createStripePaymentProvider } from "./stripe-provider";
export { InvalidWebhookSignature, signWebhookPayload, verifyWebhookSignature } from "./webhook-signature";
