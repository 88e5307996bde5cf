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
import { isNativeApp, nativeStore } from './native-platform';
import type { NativeStore } from './native-purchases';

// The checkout calls and the purchase states (docs/product.md#checkout, contracts/payments.ts).

export const PRODUCTS_QUERY_KEY = ['payments', 'products'] as const;
const PRODUCTS_STALE_MS = 10 * 60_000;

export function productsQueryOptions() {
  return queryOptions({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchProducts(signal),
    staleTime: PRODUCTS_STALE_MS,
  });
}

const fetchProducts = (signal?: AbortSignal): Promise<ProductsResponse> =>
  apiGet('/v1/stripe/payments/products', { schema: ProductsResponseSchema, signal });

/** In the apps: the catalogue as the device's store sells it (the SDK loads only there). */
async function fetchStoreProducts(
  userId: string,
  store: NativeStore,
  signal?: AbortSignal,
): Promise<ProductsResponse> {
  const response = await fetchProducts(signal);
  const { storeCatalogue } = await import('./native-purchases');
  const products = await storeCatalogue(response.products, userId, store);
  // The server's test mode is its web checkout's, which the apps never show.
  return { products, testMode: false };
}

/**
 * The catalogue and whether checkout is the built-in test mode; signed-in users only. In the
 * apps, the products and prices of the store the purchase goes through.
 */
export function useProducts() {
  const userId = useAuthState().user?.id ?? null;
  const store = isNativeApp() ? nativeStore() : null;
  const native = store && userId ? { store, userId } : null;
  return useQuery<ProductsResponse>({
    queryKey: native ? [...PRODUCTS_QUERY_KEY, native.store, native.userId] : PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) =>
      native ? fetchStoreProducts(native.userId, native.store, signal) : fetchProducts(signal),
    staleTime: PRODUCTS_STALE_MS,
    enabled: userId !== null,
  });
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
