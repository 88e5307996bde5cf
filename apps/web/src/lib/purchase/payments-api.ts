import {
  CheckoutResponseSchema,
  ProductsResponseSchema,
  PurchaseSchema,
} from '@monstory/contracts/payments';
import type {
  CheckoutResponse,
  Product,
  ProductsResponse,
  Purchase,
  TestCheckoutOutcome,
} from '@monstory/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../api/api-client';
import { useAuthState } from '../auth/auth-context';

// The checkout calls and the purchase states (docs/product.md#checkout, contracts/payments.ts).

export const PRODUCTS_QUERY_KEY = ['payments', 'products'] as const;

export function productsQueryOptions() {
  return queryOptions({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }): Promise<ProductsResponse> =>
      apiGet('/v1/stripe/payments/products', { schema: ProductsResponseSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The catalogue and whether checkout is the built-in test mode; signed-in users only. */
export function useProducts() {
  const signedIn = useAuthState().user !== null;
  return useQuery({ ...productsQueryOptions(), enabled: signedIn });
}

export function purchaseQueryKey(purchaseId: string) {
  return ['payments', 'purchase', purchaseId] as const;
}

export function fetchPurchase(purchaseId: string, signal?: AbortSignal): Promise<Purchase> {
  return apiGet(`/purchases/${encodeURIComponent(purchaseId)}`, { schema: PurchaseSchema, signal });
}

/** POST …/checkout/{id}: where to send the browser to pay (Stripe, or the test-mode page). */
export function startCheckout(productId: string, callbackUrl: string): Promise<CheckoutResponse> {
  return apiPost(
    `/v1/stripe/payments/checkout/${encodeURIComponent(productId)}`,
    { callbackUrl },
    { schema: CheckoutResponseSchema },
  );
}

/** The test-mode checkout's answer: drives the same fulfilment as a real payment. */
export function finishTestCheckout(
  purchaseId: string,
  outcome: TestCheckoutOutcome,
): Promise<Purchase> {
  return apiPost(
    `/test-checkout/${encodeURIComponent(purchaseId)}`,
    { outcome },
    { schema: PurchaseSchema },
  );
}

export const subscriptionProducts = (products: readonly Product[]) =>
  products.filter((product) => product.kind === 'SUBSCRIPTION');

export const creditPacks = (products: readonly Product[]) =>
  products
    .filter((product) => product.kind === 'CREDIT_PACK')
    .sort((a, b) => a.credits - b.credits);
