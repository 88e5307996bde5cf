import {
  CreditsSummarySchema,
  SubscriptionDetailsSchema,
  TransactionsResponseSchema,
} from '@monstory/contracts/payments';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';

// The Subscription settings page's calls (Subscription display, docs/product.md#subscription, Credits, Transaction
// history): the server's subscription routes define them.

export const SUBSCRIPTION_QUERY_KEY = ['payments', 'subscription'] as const;
export const CREDITS_QUERY_KEY = ['payments', 'credits'] as const;
export const TRANSACTIONS_QUERY_KEY = ['payments', 'transactions'] as const;

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/subscription', { schema: SubscriptionDetailsSchema, signal }),
  });

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: CREDITS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/credits', { schema: CreditsSummarySchema, signal }),
  });

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: TRANSACTIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiGet('/transactions', { schema: TransactionsResponseSchema, signal }),
    select: (answer) => answer.transactions,
  });

/** Auto-renew off: the plan runs to the end of the period (at least 24 hours before it). */
export async function cancelSubscription(): Promise<void> {
  await apiPost('/subscription/cancel');
}

export async function resumeSubscription(): Promise<void> {
  await apiPost('/subscription/resume');
}

/** Test-only: the server offers it outside production. */
export async function deleteSubscription(): Promise<void> {
  await apiDelete('/subscription');
}

/**
 * After money moved: the profile (plan label, credits), the subscription, the balance and the
 * history are all stale.
 */
export function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [PROFILE_QUERY_KEY, SUBSCRIPTION_QUERY_KEY, CREDITS_QUERY_KEY, TRANSACTIONS_QUERY_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
