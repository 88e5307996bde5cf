import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './accept-language.js';

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeping the header order for equal weights', () => {
    expect(parseAcceptLanguage('en-US;q=0.5, nb-NO, nn;q=0.9, da;q=0.5')).toEqual([
      'nb-NO',
      'nn',
      'en-US',
      'da',
    ]);
  });

  it('drops wildcards, refused languages and empty parts', () => {
    expect(parseAcceptLanguage('*, sv;q=0, , en')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
