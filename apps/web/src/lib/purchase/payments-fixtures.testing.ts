import {
  FREE_PLAN_DETAILS,
  type CreditsSummary,
  type Product,
  type Purchase,
  type SubscriptionDetails,
  type Transaction,
} from '@monstory/contracts/payments';
import type { RouteAnswer } from '../../test/fake-server';
import { DAY_MS } from '@monstory/contracts/time';

// What the server's payment routes answer, for tests (the seeded NOK catalogue).

function plan(
  id: string,
  name: 'Premium' | 'Mini',
  amount: number,
  intro: number,
  credits: number,
) {
  return {
    id,
    kind: 'SUBSCRIPTION',
    plan: name === 'Premium' ? 'PREMIUM' : 'MINI',
    name,
    description: `${name} every month.`,
    currency: 'NOK',
    amount,
    introductoryAmount: intro,
    interval: 'month',
    credits,
  } satisfies Product;
}

function pack(credits: number, amount: number): Product {
  return {
    id: `credits-${credits}`,
    kind: 'CREDIT_PACK',
    plan: null,
    name: `${credits} credits`,
    description: `${credits} credits for stories.`,
    currency: 'NOK',
    amount,
    introductoryAmount: null,
    interval: null,
    credits,
  };
}

export const TEST_PRODUCTS: Product[] = [
  plan('premium-monthly', 'Premium', 9900, 2900, 200),
  plan('mini-monthly', 'Mini', 5900, 1900, 100),
  pack(50, 4900),
  pack(100, 8900),
  pack(250, 19900),
];

export function productsAnswer(testMode = true): RouteAnswer {
  return { status: 200, body: { products: TEST_PRODUCTS, testMode } };
}

export function testPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    purchaseId: 'purchase-1',
    productId: 'credits-100',
    state: 'PENDING',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function purchaseAnswer(overrides: Partial<Purchase> = {}): RouteAnswer {
  return { status: 200, body: testPurchase(overrides) };
}

export function testSubscription(
  overrides: Partial<SubscriptionDetails> = {},
): SubscriptionDetails {
  return { ...FREE_PLAN_DETAILS, ...overrides };
}

/** An active web subscription whose period ends `days` days from now. */
export function activeSubscription(
  days: number,
  overrides: Partial<SubscriptionDetails> = {},
): SubscriptionDetails {
  return testSubscription({
    type: 'PREMIUM',
    status: 'ACTIVE',
    autoRenew: true,
    startDate: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    endDate: new Date(Date.now() + days * DAY_MS).toISOString(),
    daysRemaining: Math.floor(days),
    platform: 'EXTERNAL',
    canCancelHere: true,
    ...overrides,
  });
}

export function testCredits(overrides: Partial<CreditsSummary> = {}): CreditsSummary {
  return {
    balance: 0,
    band: 'LIMITED_OPTIONS',
    paused: false,
    nextExpiry: null,
    ...overrides,
  };
}

export function testTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx-1',
    date: '2026-03-01T10:00:00.000Z',
    amount: 8900,
    currency: 'NOK',
    paymentMethod: 'test',
    type: 'CREDITS',
    description: '100 credits',
    ...overrides,
  };
}
