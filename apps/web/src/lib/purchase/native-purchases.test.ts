import type { Product } from '@monstory/contracts/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PRODUCTS } from './payments-fixtures.testing';

const { sdk, listedProducts } = vi.hoisted(() => {
  interface StoreProduct {
    identifier: string;
    price?: number;
    currencyCode?: string;
  }
  const listedProducts = (options: { productIdentifiers: string[] }) =>
    Promise.resolve({
      products: options.productIdentifiers.map((id): StoreProduct => ({ identifier: id })),
    });
  return {
    listedProducts,
    sdk: {
      configure: vi.fn(() => Promise.resolve()),
      logIn: vi.fn(() => Promise.resolve({})),
      getProducts: vi.fn(listedProducts),
      purchaseStoreProduct: vi.fn(() => Promise.resolve({})),
    },
  };
});

vi.mock('@revenuecat/purchases-capacitor', () => ({
  Purchases: sdk,
  PRODUCT_CATEGORY: { SUBSCRIPTION: 'SUBSCRIPTION', NON_SUBSCRIPTION: 'NON_SUBSCRIPTION' },
}));

const { configureNativePurchases, purchaseNatively, resetNativePurchasesForTests, storeCatalogue } =
  await import('./native-purchases');

const premium = TEST_PRODUCTS[0] as Product;
const pack = TEST_PRODUCTS[3] as Product;

beforeEach(() => {
  vi.stubEnv('VITE_REVENUECAT_IOS_API_KEY', 'appl_test');
  vi.stubEnv('VITE_REVENUECAT_ANDROID_API_KEY', 'goog_test');
});

afterEach(() => {
  resetNativePurchasesForTests();
  vi.unstubAllEnvs();
  Object.values(sdk).forEach((fn) => fn.mockClear());
  sdk.getProducts.mockReset().mockImplementation(listedProducts);
});

describe('native purchases through RevenueCat', () => {
  it('configures the SDK once with the user id and the store key, and switches user with logIn', async () => {
    await configureNativePurchases('user-1', 'ios');
    await configureNativePurchases('user-1', 'ios');
    expect(sdk.configure).toHaveBeenCalledExactlyOnceWith({
      apiKey: 'appl_test',
      appUserID: 'user-1',
    });
    await configureNativePurchases('user-2', 'ios');
    expect(sdk.logIn).toHaveBeenCalledWith({ appUserID: 'user-2' });
  });

  it('buys a plan as a subscription and a pack as a one-time product', async () => {
    expect(await purchaseNatively(premium, 'user-1', 'android')).toBe('purchased');
    expect(sdk.configure).toHaveBeenCalledWith({ apiKey: 'goog_test', appUserID: 'user-1' });
    expect(sdk.getProducts).toHaveBeenCalledWith({
      productIdentifiers: ['premium-monthly'],
      type: 'SUBSCRIPTION',
    });
    await purchaseNatively(pack, 'user-1', 'android');
    expect(sdk.getProducts).toHaveBeenLastCalledWith({
      productIdentifiers: ['credits-100'],
      type: 'NON_SUBSCRIPTION',
    });
    expect(sdk.purchaseStoreProduct).toHaveBeenLastCalledWith({
      product: { identifier: 'credits-100' },
    });
  });

  it('asks the store for the plans and the packs, and prices the catalogue as it sells them', async () => {
    sdk.getProducts.mockImplementation((options) =>
      Promise.resolve({
        products: options.productIdentifiers
          .filter((id) => id !== 'mini-monthly')
          .map((id) => ({ identifier: id, price: 10, currencyCode: 'SEK' })),
      }),
    );
    const sold = await storeCatalogue(TEST_PRODUCTS, 'user-1', 'ios');
    expect(sdk.configure).toHaveBeenCalledWith({ apiKey: 'appl_test', appUserID: 'user-1' });
    expect(sdk.getProducts).toHaveBeenCalledWith({
      productIdentifiers: ['premium-monthly', 'mini-monthly'],
      type: 'SUBSCRIPTION',
    });
    expect(sdk.getProducts).toHaveBeenCalledWith({
      productIdentifiers: ['credits-50', 'credits-100', 'credits-250'],
      type: 'NON_SUBSCRIPTION',
    });
    expect(sold.map((p) => `${p.id} ${p.amount} ${p.currency}`)).toEqual([
      'premium-monthly 1000 SEK',
      'credits-50 1000 SEK',
      'credits-100 1000 SEK',
      'credits-250 1000 SEK',
    ]);
  });

  it('takes a cancelled store sheet as a change of mind, and other failures as errors', async () => {
    sdk.purchaseStoreProduct.mockRejectedValueOnce({ userCancelled: true });
    expect(await purchaseNatively(pack, 'user-1', 'ios')).toBe('cancelled');
    sdk.purchaseStoreProduct.mockRejectedValueOnce(new Error('store down'));
    await expect(purchaseNatively(pack, 'user-1', 'ios')).rejects.toThrow('store down');
  });

  it('refuses to start without a key for the store', async () => {
    vi.stubEnv('VITE_REVENUECAT_IOS_API_KEY', '');
    await expect(configureNativePurchases('user-1', 'ios')).rejects.toThrow(/No RevenueCat/);
    expect(sdk.configure).not.toHaveBeenCalled();
  });
});
