import { MINI_MONTHLY_CREDITS, PREMIUM_MONTHLY_CREDITS } from '@monstory/contracts/constants';
import { ProductSchema, type Product } from '@monstory/contracts/payments';
import { z } from 'zod';

// The shop's catalogue (docs/product.md#checkout monetisation): seeded defaults in NOK, replaced as a whole by
// PRODUCTS (a JSON array of products) — prices are configuration, never taken from the client.

export interface CatalogueProduct extends Product {
  /** App Store / Play Store product ids RevenueCat reports for this product. */
  storeProductIds: string[];
}

type Plan = 'PREMIUM' | 'MINI';

function subscription(id: string, plan: Plan, amount: number, intro: number, credits: number) {
  const name = plan === 'PREMIUM' ? 'Premium' : 'Mini';
  const description =
    plan === 'PREMIUM'
      ? 'Unlimited illustrated stories, monsters and long stories, and credits for narration every month.'
      : 'Unlimited illustrated stories, monsters and long stories, and some credits for narration every month.';
  return pack(id, name, description, amount, credits, { plan, intro });
}

function pack(
  id: string,
  name: string,
  description: string,
  amount: number,
  credits: number,
  sub?: { plan: Plan; intro: number },
): CatalogueProduct {
  return {
    id,
    kind: sub ? 'SUBSCRIPTION' : 'CREDIT_PACK',
    plan: sub?.plan ?? null,
    name,
    description,
    currency: 'NOK',
    amount,
    introductoryAmount: sub?.intro ?? null,
    interval: sub ? 'month' : null,
    credits,
    storeProductIds: [id, id.replaceAll('-', '_')],
  };
}

export const DEFAULT_PRODUCTS: readonly CatalogueProduct[] = [
  subscription('premium-monthly', 'PREMIUM', 9900, 2900, PREMIUM_MONTHLY_CREDITS),
  subscription('mini-monthly', 'MINI', 5900, 1900, MINI_MONTHLY_CREDITS),
  pack('credits-50', '50 credits', 'A few illustrated stories or narrations.', 4900, 50),
  pack('credits-100', '100 credits', 'Several illustrated stories or narrations.', 8900, 100),
  pack('credits-250', '250 credits', 'Lots of illustrated stories and narrations.', 19900, 250),
];

const CatalogueProductSchema = ProductSchema.extend({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'ids are lowercase letters, digits and -'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as NOK'),
  storeProductIds: z.array(z.string().min(1)).optional(),
}).superRefine((product, ctx) => {
  const isSubscription = product.kind === 'SUBSCRIPTION';
  const complete = isSubscription
    ? product.plan !== null &&
      product.plan !== 'FREE' &&
      product.interval === 'month' &&
      product.introductoryAmount !== null &&
      product.introductoryAmount <= product.amount
    : product.plan === null && product.interval === null && product.introductoryAmount === null;
  if (!complete) {
    const message = isSubscription
      ? `${product.id}: a subscription needs plan PREMIUM or MINI, interval "month" and an introductoryAmount no higher than amount`
      : `${product.id}: a credit pack has no plan, interval or introductoryAmount`;
    ctx.addIssue({ code: 'custom', message });
  }
  if (!isSubscription && product.credits <= 0) {
    ctx.addIssue({ code: 'custom', message: `${product.id}: a credit pack grants credits` });
  }
});

const CatalogueSchema = z
  .array(CatalogueProductSchema)
  .min(1)
  .superRefine((products, ctx) => {
    const ids = products.map((product) => product.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'product ids must be unique' });
    }
    const plans = products.flatMap((product) => (product.plan ? [product.plan] : []));
    if (new Set(plans).size !== plans.length) {
      ctx.addIssue({ code: 'custom', message: 'one subscription product per plan' });
    }
  });

export const ProductsEnvSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of products' });
      return z.NEVER;
    }
  })
  .pipe(CatalogueSchema);

/** The seeded catalogue, or the one PRODUCTS configures. */
export function catalogue(configured: z.output<typeof ProductsEnvSchema> | undefined) {
  if (!configured) return [...DEFAULT_PRODUCTS];
  return configured.map((product): CatalogueProduct => ({
    ...product,
    storeProductIds: product.storeProductIds ?? [product.id, product.id.replaceAll('-', '_')],
  }));
}

/** What GET /products answers: the contract's fields only. */
export function publicProduct(product: CatalogueProduct): Product {
  const { storeProductIds: _storeIds, ...rest } = product;
  return rest;
}

export function productById(
  products: readonly CatalogueProduct[],
  id: string,
): CatalogueProduct | undefined {
  return products.find((product) => product.id === id);
}

export function subscriptionProduct(
  products: readonly CatalogueProduct[],
  plan: Plan,
): CatalogueProduct | undefined {
  return products.find((product) => product.kind === 'SUBSCRIPTION' && product.plan === plan);
}

/** Credits each paid period of a plan grants (the catalogue's, else docs/product.md#constants's). */
export function periodCredits(products: readonly CatalogueProduct[], plan: Plan): number {
  return (
    subscriptionProduct(products, plan)?.credits ??
    (plan === 'PREMIUM' ? PREMIUM_MONTHLY_CREDITS : MINI_MONTHLY_CREDITS)
  );
}
