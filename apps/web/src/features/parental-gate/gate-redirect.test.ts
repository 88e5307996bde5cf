import { describe, expect, it } from 'vitest';
import { gateRedirectTarget } from './gate-redirect';

describe('where the parental gate leads', () => {
  it('opens the blocked page, query and all', () => {
    expect(gateRedirectTarget('/shop')).toBe('/shop');
    expect(gateRedirectTarget('/shop?tab=credits')).toBe('/shop?tab=credits');
  });

  it.each([null, 'https://evil.example/shop', '//evil.example', '/parental-gate?redirect=/shop'])(
    'goes to My Stuff instead of %s',
    (param) => {
      expect(gateRedirectTarget(param)).toBe('/stuff');
    },
  );
});
