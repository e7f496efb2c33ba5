export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  status: CheckoutStatus;
  /** What the app passed when creating it (the paying user's id). */
  clientReferenceId: string;
  /** Where the customer pays; the local adapter's completes at once and returns to successUrl. */
  url: string;
}

export interface CreateCheckoutInput {
  plan: string;
  customerEmail: string;
  clientReferenceId: string;
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
