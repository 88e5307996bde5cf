import { PRODUCT_SLUG } from '@monstory/contracts/constants';
import { describe, expect, it } from 'vitest';
import { findAppRoute } from './find-app-route';
import { APP_ROUTES } from './routes';
import type { RouteAccess, RouteTitleKey } from './routes';

// The route table (docs/product.md#route-table), one example path per row (and both forms of the optional segments).
const ROUTE_TABLE_PATHS: ReadonlyArray<readonly [string, RouteTitleKey]> = [
  ['/', 'home'],
  ['/login', 'login'],
  // Not in the route table (docs/product.md#route-table): where the password-reset mail's link lands.
  ['/reset-password', 'resetPassword'],
  // Nor this: where a verification mail the native apps asked for lands (it signs in).
  ['/verify-email', 'verifyEmail'],
  ['/faq', 'faq'],
  ['/contact', 'contact'],
  ['/home/story/0b7c1a52-3f7e-4d2c-9d8e-1f2a3b4c5d6e', 'exampleStory'],
  ['/parental-gate', 'parentalGate'],
  ['/welcome', 'welcome'],
  ['/stuff/monsters/create-a-monster', 'createMonster'],
  ['/stuff/monsters', 'monsters'],
  ['/stuff/subscription', 'subscription'],
  ['/stuff/language', 'language'],
  // Not in the route table (docs/product.md#route-table): the account's children.
  ['/stuff/children', 'children'],
  ['/stuff/children/new', 'childNew'],
  ['/stuff/children/child-2', 'childEdit'],
  ['/stuff/account', 'account'],
  ['/stuff/medals', 'medals'],
  ['/stuff', 'stuff'],
  ['/stories', 'stories'],
  ['/stories/3', 'stories'],
  ['/story', 'story'],
  ['/story/abc', 'story'],
  ['/story/draft/abc', 'draftStory'],
  ['/library', 'library'],
  ['/generate', 'generate'],
  ['/shop', 'shop'],
  // Not in the route table (docs/product.md#route-table): the shop's test-mode checkout.
  ['/test-checkout/purchase-1', 'testCheckout'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms-conditions', 'terms'],
  ['/children-and-ai', 'childrenAndAi'],
  ['/delete-me', 'deleteMe'],
  [`/${PRODUCT_SLUG}-as`, 'about'],
  ['/no-such-page', 'notFound'],
  ['/stuff/no-such-page', 'notFound'],
  ['/story/abc/def', 'notFound'],
  ['/home', 'notFound'],
];

describe('route table', () => {
  it.each(ROUTE_TABLE_PATHS)('%s opens the %s screen', (path, titleKey) => {
    expect(findAppRoute(path).titleKey).toBe(titleKey);
  });

  it('has exactly one route per screen of the route table', () => {
    const productScreens = new Set(ROUTE_TABLE_PATHS.map(([, key]) => key));
    const tableScreens = APP_ROUTES.map((route) => route.titleKey);
    expect(new Set(tableScreens)).toEqual(productScreens);
    expect(tableScreens).toHaveLength(productScreens.size);
  });

  it('loads a page component for every route', async () => {
    const pages = await Promise.all(APP_ROUTES.map((route) => route.load()));
    expect(pages.every((page) => typeof page === 'function')).toBe(true);
  });

  it('follows the route table on who may open what', () => {
    const access = (level: RouteAccess) =>
      APP_ROUTES.filter((route) => route.access === level).map((route) => route.path);
    expect(access('no-anonymous')).toEqual([
      '/stuff/monsters',
      '/stuff/subscription',
      '/stuff/children/new',
      '/stuff/account',
      '/stuff/medals',
      '/shop',
      '/test-checkout/:purchaseId',
    ]);
    expect(access('public-web')).toEqual(['/', '/faq', '/contact', '/home/story/:uuid']);
    expect(access('public')).toEqual([
      '/login',
      '/reset-password',
      '/verify-email',
      '/privacy-policy',
      '/terms-conditions',
      '/children-and-ai',
      '/delete-me',
      `/${PRODUCT_SLUG}-as`,
      '*',
    ]);
    expect(APP_ROUTES.filter((r) => r.requiresParentalGate).map((r) => r.path)).toEqual([
      '/stuff/children/new',
      '/stuff/children/:id',
      '/shop',
    ]);
  });

  it('hides the shell on the start, sign-in, static, legal and reading pages', () => {
    const bare = [
      '/',
      '/login',
      '/reset-password',
      '/verify-email',
      '/faq',
      '/welcome',
      '/story/abc',
      '/story/draft/abc',
      '/privacy-policy',
      '/delete-me',
    ];
    for (const path of bare) {
      expect({
        path,
        hidden: findAppRoute(path).hideBottomNav && findAppRoute(path).hideTopBar,
      }).toEqual({ path, hidden: true });
    }
    for (const path of ['/library', '/generate', '/stuff', '/stuff/medals', '/stories/2']) {
      expect({ path, hidden: findAppRoute(path).hideBottomNav }).toEqual({ path, hidden: false });
    }
  });
});
