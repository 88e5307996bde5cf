import type { Product } from '@monstory/contracts/payments';
import { PRODUCT_CATEGORY, Purchases } from '@revenuecat/purchases-capacitor';
import { withStorePrices } from './store-prices';

// In-app purchases in the iOS/Android shell (docs/product.md#native-purchases: the purchase SDK is configured with the
// user id on native platforms). This module is only ever imported dynamically, so the web bundle
// carries none of RevenueCat. The store grants the purchase; RevenueCat's webhook tells the
// server, which fills the same ledger as a web payment.

export type NativeStore = 'ios' | 'android';
export type NativePurchaseResult = 'purchased' | 'cancelled';

let configuredFor: string | null = null;

function apiKeyFor(store: NativeStore): string {
  const key: unknown =
    store === 'ios'
      ? import.meta.env.VITE_REVENUECAT_IOS_API_KEY
      : import.meta.env.VITE_REVENUECAT_ANDROID_API_KEY;
  if (typeof key !== 'string' || key === '') {
    throw new Error(`No RevenueCat API key for ${store} in this build`);
  }
  return key;
}

/** Configures the SDK for `userId` once, and switches user (logIn) when someone else signs in. */
export async function configureNativePurchases(userId: string, store: NativeStore): Promise<void> {
  if (configuredFor === userId) return;
  if (configuredFor === null) {
    await Purchases.configure({ apiKey: apiKeyFor(store), appUserID: userId });
  } else {
    await Purchases.logIn({ appUserID: userId });
  }
  configuredFor = userId;
}

/** The catalogue as this device's store sells it: its products, at its prices. */
export async function storeCatalogue(
  catalogue: readonly Product[],
  userId: string,
  store: NativeStore,
): Promise<Product[]> {
  await configureNativePurchases(userId, store);
  const ids = (kind: Product['kind']) => catalogue.filter((p) => p.kind === kind).map((p) => p.id);
  const [plans, packs] = await Promise.all([
    Purchases.getProducts({
      productIdentifiers: ids('SUBSCRIPTION'),
      type: PRODUCT_CATEGORY.SUBSCRIPTION,
    }),
    Purchases.getProducts({
      productIdentifiers: ids('CREDIT_PACK'),
      type: PRODUCT_CATEGORY.NON_SUBSCRIPTION,
    }),
  ]);
  return withStorePrices(catalogue, [...plans.products, ...packs.products]);
}

function wasCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'userCancelled' in error
    ? (error as { userCancelled?: boolean }).userCancelled === true
    : false;
}

/** Buys `product` from the store; its store product id is the catalogue id. */
export async function purchaseNatively(
  product: Product,
  userId: string,
  store: NativeStore,
): Promise<NativePurchaseResult> {
  await configureNativePurchases(userId, store);
  const { products } = await Purchases.getProducts({
    productIdentifiers: [product.id],
    type:
      product.kind === 'SUBSCRIPTION'
        ? PRODUCT_CATEGORY.SUBSCRIPTION
        : PRODUCT_CATEGORY.NON_SUBSCRIPTION,
  });
  const storeProduct = products[0];
  if (!storeProduct) throw new Error(`The store does not sell ${product.id}`);
  try {
    await Purchases.purchaseStoreProduct({ product: storeProduct });
    return 'purchased';
  } catch (error) {
    if (wasCancelled(error)) return 'cancelled';
    throw error;
  }
}

/** For tests: forget which user the SDK was configured for. */
export function resetNativePurchasesForTests(): void {
  configuredFor = null;
}
