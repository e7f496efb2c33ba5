export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  status: CheckoutStatus;
  /** What the app passed when creating it (the paying user's id). */
  clientReferenceId: string;
  /** What the app attached when creating it, returned as given (Stripe's metadata). */
  metadata: Record<string, string>;
  /** Where the customer pays (the provider's page), which returns to successUrl once paid. */
  url: string;
}

export interface CreateCheckoutInput {
  plan: string;
  customerEmail: string;
  clientReferenceId: string;
  metadata?: Record<string, string>;
  /** Gets `{CHECKOUT_SESSION_ID}` replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
}

/** Subscriptions and their checkout (SPEC §4 Checkout); Stripe in production. */
export interface PaymentsPort {
  readonly kind: 'local' | 'stripe';
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /** The session, or null when the provider knows none with this id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>;
}
