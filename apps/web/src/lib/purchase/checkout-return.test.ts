import { describe, expect, it } from 'vitest';
import { checkoutCallbackUrl, sameOriginPath, withPurchaseParam } from './checkout-return';

const ORIGIN = 'https://monstory.example';

describe('checkout return addresses', () => {
  it('sends checkout back to the shop on this origin', () => {
    expect(checkoutCallbackUrl(ORIGIN)).toBe('https://monstory.example/shop');
  });

  it('accepts paths and full addresses on this origin', () => {
    expect(sameOriginPath('/shop?tab=credits', ORIGIN)).toBe('/shop?tab=credits');
    expect(sameOriginPath('https://monstory.example/shop?x=1#top', ORIGIN)).toBe('/shop?x=1#top');
  });

  it.each([
    'https://evil.example/shop',
    '//evil.example/shop',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://monstory.example/shop',
    'shop',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(sameOriginPath(raw, ORIGIN)).toBeNull();
  });

  it('adds the purchase id to the way back', () => {
    expect(withPurchaseParam('/shop', 'p-1')).toBe('/shop?purchaseId=p-1');
    expect(withPurchaseParam('/shop?tab=credits&purchaseId=old', 'p 2')).toBe(
      '/shop?tab=credits&purchaseId=p+2',
    );
  });
});
