import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ProviderAccount } from './fake-id-token-issuer';
import type { NodePlugin } from './native-shell';
import { storedToken } from './native-shell';

// The native sides of the social-login and purchase plugins, as the journeys answer them.

type Provider = 'google' | 'apple' | 'facebook';

/** What the provider's SDK hands the plugin: an ID token and, from Facebook, an access token. */
export interface ProviderAnswer {
  idToken: string | null;
  accessToken: { token: string } | null;
}

/**
 * The provider's SDK signing someone in: gets the login's options (Apple's nonce) and the ones
 * the app set the plugin up with; answers an ID token (with a test access token beside it), or
 * the whole answer.
 */
export type ProviderSignIn = (
  provider: Provider,
  login: { nonce?: string },
  setUp: Record<string, unknown>,
) => Promise<string | ProviderAnswer>;

/** The plugin's native side: the provider's SDK signs someone in and returns its token. */
export function socialLoginPlugin(signIn: ProviderSignIn) {
  const calls: { method: string; options: Record<string, unknown> }[] = [];
  let setUp: Record<string, unknown> = {};
  const plugin: NodePlugin = {
    initialize: (options) => {
      calls.push({ method: 'initialize', options });
      setUp = options;
    },
    login: async (options) => {
      calls.push({ method: 'login', options });
      const provider = options.provider as Provider;
      const login = (options.options ?? {}) as { nonce?: string };
      const answer = await signIn(provider, login, setUp);
      return {
        provider,
        result: {
          responseType: 'online',
          ...(typeof answer === 'string'
            ? { idToken: answer, accessToken: { token: `e2e-${provider}-access-token` } }
            : answer),
        },
      };
    },
    logout: (options) => void calls.push({ method: 'logout', options }),
  };
  return { plugin, calls };
}

export function newProviderAccount(provider: Provider): ProviderAccount {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { sub: `${provider}-${id}`, email: `native-${provider}-${id}@example.com`, name: 'Kari' };
}

/** A store product as RevenueCat's SDK describes it (the fields the app reads, and a few more). */
export interface FakeStoreProduct {
  identifier: string;
  price: number;
  currencyCode: string;
  introPrice?: { price: number } | null;
}

/** RevenueCat's plugin over a store that sells `products`; purchases always go through. */
export function purchasesPlugin(products: FakeStoreProduct[]) {
  const calls: { method: string; options: Record<string, unknown> }[] = [];
  const record = (method: string) => (options: Record<string, unknown>) => {
    calls.push({ method, options });
  };
  const plugin: NodePlugin = {
    configure: record('configure'),
    logIn: (options) => {
      record('logIn')(options);
      return { customerInfo: {}, created: false };
    },
    getProducts: (options) => {
      record('getProducts')(options);
      const ids = options.productIdentifiers as string[];
      return {
        products: products
          // Google Play answers a plan's id with its base plan: `<product id>:<base plan id>`.
          .filter((p) => ids.some((id) => p.identifier === id || p.identifier.startsWith(`${id}:`)))
          .map((p) => ({ ...p, priceString: `${p.price} ${p.currencyCode}`, title: p.identifier })),
      };
    },
    purchaseStoreProduct: (options) => {
      record('purchaseStoreProduct')(options);
      const { identifier } = options.product as FakeStoreProduct;
      return {
        productIdentifier: identifier,
        customerInfo: {},
        transaction: {
          transactionIdentifier: `GPA.e2e-${Date.now()}`,
          productIdentifier: identifier,
          purchaseDate: new Date().toISOString(),
        },
      };
    },
  };
  /** The user id the app configured the SDK with: RevenueCat's app_user_id. */
  const appUserId = () =>
    calls.findLast((c) => c.method === 'configure' || c.method === 'logIn')?.options.appUserID as
      string | undefined;
  return { plugin, calls, appUserId };
}

/** Signs the guest in the app in with `provider` (Login's button), as a new account. */
export async function signInInApp(page: Page, label: string) {
  const guestToken = await storedToken(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg inn eller lag konto' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: label }).click();
  await expect.poll(() => storedToken(page)).not.toBe(guestToken);
  await expect(page).toHaveURL(/\/welcome$/);
  return (await storedToken(page)) as string;
}
