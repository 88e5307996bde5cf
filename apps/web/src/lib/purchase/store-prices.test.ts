import type { Product } from '@monstory/contracts/payments';
import { describe, expect, it } from 'vitest';
import { TEST_PRODUCTS } from './payments-fixtures.testing';
import { minorUnits, withStorePrices } from './store-prices';

const catalogue: Product[] = TEST_PRODUCTS;
const byId = (id: string) => catalogue.find((product) => product.id === id);

describe('the catalogue as a store sells it', () => {
  it('takes the store’s prices and currency, and its introductory offer or none', () => {
    const sold = withStorePrices(catalogue, [
      {
        identifier: 'premium-monthly:monthly',
        price: 10.99,
        currencyCode: 'eur',
        introPrice: { price: 4.99 },
      },
      { identifier: 'mini-monthly', price: 59, currencyCode: 'NOK', introPrice: null },
      { identifier: 'credits-100', price: 129, currencyCode: 'NOK' },
    ]);
    expect(sold.map((p) => [p.id, p.amount, p.currency, p.introductoryAmount])).toEqual([
      ['premium-monthly', 1099, 'EUR', 499],
      ['mini-monthly', 5900, 'NOK', null],
      ['credits-100', 12900, 'NOK', null],
    ]);
    // Everything else about a product is the catalogue's.
    expect(sold[0]).toMatchObject({ name: byId('premium-monthly')?.name, credits: 200 });
  });

  it('leaves out what the store does not sell', () => {
    expect(withStorePrices(catalogue, [])).toEqual([]);
    expect(
      withStorePrices(catalogue, [{ identifier: 'credits-1000', price: 1, currencyCode: 'NOK' }]),
    ).toEqual([]);
  });

  it('counts minor units as the currency does', () => {
    expect(minorUnits(49.99, 'USD')).toBe(4999);
    expect(minorUnits(0.1 + 0.2, 'NOK')).toBe(30);
    expect(minorUnits(480, 'JPY')).toBe(480);
  });
});
