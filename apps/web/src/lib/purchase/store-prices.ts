import type { Product } from '@monstory/contracts/payments';

// In the apps the stores set the prices (each country its own, in its own currency), so the shop
// shows what the App Store or Google Play will charge, and only what they sell.

/** The part of a store product (RevenueCat's PurchasesStoreProduct) the shop reads. */
export interface StoreProductLike {
  identifier: string;
  price: number;
  currencyCode: string;
  introPrice?: { price: number } | null;
}

/** Google Play names a plan `<product id>:<base plan id>`; the App Store by its product id. */
export function isStoreProductOf(product: Product, storeProduct: StoreProductLike): boolean {
  return (
    storeProduct.identifier === product.id || storeProduct.identifier.startsWith(`${product.id}:`)
  );
}

/** A store's price (major units, 49.99) in the catalogue's minor units (4999). */
export function minorUnits(price: number, currency: string): number {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return Math.round(price * 10 ** digits);
}

/** The catalogue as the store sells it: the store's prices, without what it does not sell. */
export function withStorePrices(
  catalogue: readonly Product[],
  storeProducts: readonly StoreProductLike[],
): Product[] {
  return catalogue.flatMap((product) => {
    const sold = storeProducts.find((storeProduct) => isStoreProductOf(product, storeProduct));
    if (!sold) return [];
    const currency = sold.currencyCode.toUpperCase();
    return [
      {
        ...product,
        amount: minorUnits(sold.price, currency),
        currency,
        // A cheaper first month only where the store offers one.
        introductoryAmount:
          product.kind === 'SUBSCRIPTION' && sold.introPrice
            ? minorUnits(sold.introPrice.price, currency)
            : null,
      },
    ];
  });
}
