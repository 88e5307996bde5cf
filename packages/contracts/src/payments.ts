import { z } from 'zod';
import {
  CreditBalanceBand,
  PaymentPlatform,
  PurchaseState,
  SubscriptionDisplayStatus,
  SubscriptionType,
  TransactionType,
} from './enums';

// The money loop: shop, purchase overlay, subscription settings, credits and transaction history,
// purchases and the checkout calls (docs/product.md#money). Prices are the server's
// configuration (seeded defaults in NOK), never taken from the client. Amounts are minor units
// (øre): 9900 = 99,00 kr.

const ProductKind = ['SUBSCRIPTION', 'CREDIT_PACK'] as const;
type ProductKind = (typeof ProductKind)[number];

export const ProductSchema = z.object({
  /** Stable id used in the checkout path, e.g. `premium-monthly`, `credits-100`. */
  id: z.string(),
  kind: z.enum(ProductKind),
  /** PREMIUM or MINI for subscriptions; null for credit packs. */
  plan: z.enum(SubscriptionType).nullable(),
  name: z.string(),
  description: z.string(),
  currency: z.string().length(3),
  /** Price per month for subscriptions, the one-time price for packs (minor units). */
  amount: z.number().int().min(0),
  /** The cheaper first month of a subscription (minor units); null for packs. */
  introductoryAmount: z.number().int().min(0).nullable(),
  /** 'month' for subscriptions, null for packs. */
  interval: z.enum(['month']).nullable(),
  /** Credits granted: per paid period (subscriptions) or once (packs). */
  credits: z.number().int().min(0),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/v1/stripe/payments/products */
export const ProductsResponseSchema = z.object({
  products: z.array(ProductSchema),
  /** True when no STRIPE_SECRET_KEY is set: checkout is the built-in test-mode page. */
  testMode: z.boolean(),
});
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** POST /api/v1/stripe/payments/checkout/{id}: callbackUrl must be on the app's own origin. */
export const CheckoutRequestSchema = z.object({ callbackUrl: z.string().url().max(2000) });
export const CheckoutResponseSchema = z.object({
  /** Where to send the browser: Stripe Checkout, or the built-in test-mode checkout page. */
  url: z.string(),
  purchaseId: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** GET /api/purchases/{purchaseId}: what the shop shows after returning from checkout. */
export const PurchaseSchema = z.object({
  purchaseId: z.string(),
  productId: z.string(),
  state: z.enum(PurchaseState),
  createdAt: z.iso.datetime(),
  /** When a PENDING purchase becomes EXPIRED (PURCHASE_CONFIRMATION_EXPIRY_MS after creation). */
  expiresAt: z.iso.datetime(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** The built-in test-mode checkout's outcomes (only without STRIPE_SECRET_KEY). */
export const TestCheckoutOutcome = ['success', 'pending', 'failure'] as const;
export type TestCheckoutOutcome = (typeof TestCheckoutOutcome)[number];
export const TestCheckoutRequestSchema = z.object({ outcome: z.enum(TestCheckoutOutcome) });

/** GET /api/subscription: the Subscription settings page (Subscription display, docs/product.md#subscription). */
export const SubscriptionDetailsSchema = z.object({
  type: z.enum(SubscriptionType),
  status: z.enum(SubscriptionDisplayStatus),
  autoRenew: z.boolean(),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  daysRemaining: z.number().int().min(0).nullable(),
  platform: z.enum(PaymentPlatform).nullable(),
  /** False when bought in another store: cancel there (the page says so). */
  canCancelHere: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/** What GET /api/subscription answers for someone with no paid period running now. */
export const FREE_PLAN_DETAILS: SubscriptionDetails = {
  type: 'FREE',
  status: 'FREE_PLAN',
  autoRenew: false,
  startDate: null,
  endDate: null,
  daysRemaining: null,
  platform: null,
  canCancelHere: false,
};

/** POST /api/subscription/cancel and /resume: auto-renew off/on at period end. */
export const CANCEL_TOO_LATE_MESSAGE =
  'A subscription must be cancelled at least 24 hours before the period ends.';

/** GET /api/credits */
export const CreditsSummarySchema = z.object({
  balance: z.number().int().min(0),
  band: z.enum(CreditBalanceBand),
  /** Subscribers' balance is kept but paused while the subscription is active. */
  paused: z.boolean(),
  /** The earliest expiry among the grants that make up the balance. */
  nextExpiry: z.iso.datetime().nullable(),
});
export type CreditsSummary = z.infer<typeof CreditsSummarySchema>;

/** GET /api/transactions: Transaction history row (docs/product.md#credits). */
const TransactionSchema = z.object({
  id: z.string(),
  date: z.iso.datetime(),
  amount: z.number().int(),
  currency: z.string().length(3),
  paymentMethod: z.string(),
  type: z.enum(TransactionType),
  description: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const TransactionsResponseSchema = z.object({ transactions: z.array(TransactionSchema) });

export const PURCHASE_FAILED_MESSAGE = 'Something went wrong with your purchase. Please try again.';
