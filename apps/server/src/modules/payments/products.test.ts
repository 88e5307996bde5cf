import { ProductsResponseSchema } from '@monstory/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_PRODUCTS } from './products.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/stripe/payments/products', () => {
  it('lists Premium and Mini with a cheaper first month, and credit packs, in NOK', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stripe/payments/products' });
    expect(response.statusCode).toBe(200);
    const body = ProductsResponseSchema.parse(response.json());
    expect(body.testMode).toBe(true);
    const premium = body.products.find((p) => p.plan === 'PREMIUM');
    const mini = body.products.find((p) => p.plan === 'MINI');
    expect(premium).toMatchObject({ kind: 'SUBSCRIPTION', interval: 'month', credits: 200 });
    expect(mini).toMatchObject({ kind: 'SUBSCRIPTION', interval: 'month', credits: 100 });
    for (const plan of [premium, mini]) {
      expect(plan?.introductoryAmount).toBeLessThan(plan?.amount ?? 0);
    }
    const packs = body.products.filter((p) => p.kind === 'CREDIT_PACK');
    expect(packs.map((p) => p.credits)).toEqual([50, 100, 250]);
    expect(new Set(body.products.map((p) => p.currency))).toEqual(new Set(['NOK']));
    expect(response.body).not.toContain('storeProductIds');
  });

  it('answers the catalogue PRODUCTS configures instead', async () => {
    const products = [
      {
        id: 'premium-monthly',
        kind: 'SUBSCRIPTION',
        plan: 'PREMIUM',
        name: 'Premium',
        description: 'Everything',
        currency: 'SEK',
        amount: 10900,
        introductoryAmount: 100,
        interval: 'month',
        credits: 200,
      },
      {
        id: 'credits-10',
        kind: 'CREDIT_PACK',
        plan: null,
        name: '10',
        description: 'Ten',
        currency: 'SEK',
        amount: 1000,
        introductoryAmount: null,
        interval: null,
        credits: 10,
        storeProductIds: ['no.monstory.credits10'],
      },
    ];
    const config = loadConfig({ PRODUCTS: JSON.stringify(products) });
    expect(config.payments.products[1]?.storeProductIds).toEqual(['no.monstory.credits10']);
    const custom = await createTestApp({ config: { payments: config.payments } });
    try {
      const response = await custom.app.inject({
        method: 'GET',
        url: '/api/v1/stripe/payments/products',
      });
      expect(response.json().products.map((p: { id: string }) => p.id)).toEqual([
        'premium-monthly',
        'credits-10',
      ]);
    } finally {
      await custom.close();
    }
  });

  it('refuses a catalogue that is not complete or consistent at start', () => {
    const premium = DEFAULT_PRODUCTS[0];
    const broken = [
      'not json',
      '[]',
      JSON.stringify([{ ...premium, introductoryAmount: null }]),
      JSON.stringify([{ ...premium, introductoryAmount: premium!.amount + 1 }]),
      JSON.stringify([premium, premium]),
      JSON.stringify([premium, { ...premium, id: 'premium-again' }]),
      JSON.stringify([{ ...DEFAULT_PRODUCTS[2], credits: 0 }]),
      JSON.stringify([{ ...DEFAULT_PRODUCTS[2], plan: 'MINI' }]),
      JSON.stringify([{ ...DEFAULT_PRODUCTS[2], currency: 'nok' }]),
    ];
    for (const raw of broken) {
      expect(() => loadConfig({ PRODUCTS: raw }), raw).toThrow(/PRODUCTS/);
    }
  });
});
