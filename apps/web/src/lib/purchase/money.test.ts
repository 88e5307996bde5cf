import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, intlLocale } from './money';

describe('money and dates for the locale', () => {
  it('writes whole kroner without decimals, and øre when there are any', () => {
    expect(formatMoney(9900, 'NOK', 'no')).toBe('99\u00a0kr');
    expect(formatMoney(9950, 'NOK', 'no')).toBe('99,50\u00a0kr');
    expect(formatMoney(2900, 'NOK', 'en')).toBe('NOK\u00a029');
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
  });

  it('knows currencies without minor units', () => {
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });

  it('reads Norwegian as nb-NO', () => {
    expect(intlLocale('no')).toBe('nb-NO');
    expect(intlLocale('en')).toBe('en');
    expect(formatDate('2026-03-01T10:00:00.000Z', 'no')).toBe('1. mars 2026');
    expect(formatDate('2026-03-01T10:00:00.000Z', 'en')).toBe('March 1, 2026');
  });
});
