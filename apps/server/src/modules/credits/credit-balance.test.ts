import { describe, expect, it } from 'vitest';
import { creditBalance, type LedgerEntry } from './credit-balance.js';

const grant = (amount: number, createdAt: string, expiresAt: string | null): LedgerEntry => ({
  kind: 'GRANT',
  amount,
  createdAt,
  expiresAt,
});
const spend = (amount: number, createdAt: string): LedgerEntry => ({
  kind: 'SPEND',
  amount,
  createdAt,
  expiresAt: null,
});

const at = (iso: string) => new Date(iso);

describe('creditBalance', () => {
  it('is the grants minus the spends while nothing has expired', () => {
    const entries = [
      grant(10, '2026-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'),
      spend(3, '2026-02-01T00:00:00.000Z'),
      grant(5, '2026-03-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'),
    ];
    expect(creditBalance(entries, at('2026-06-01T00:00:00.000Z'))).toBe(12);
  });

  it('lets an expired grant take only what was left of it', () => {
    const entries = [
      grant(10, '2026-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'),
      spend(8, '2026-02-01T00:00:00.000Z'),
      grant(5, '2026-03-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'),
    ];
    // The first grant had 2 left when it expired; the spend is not charged twice.
    expect(creditBalance(entries, at('2028-02-01T00:00:00.000Z'))).toBe(5);
    expect(creditBalance(entries, at('2028-04-01T00:00:00.000Z'))).toBe(0);
  });

  it('spends the grant that expires first first', () => {
    const entries = [
      grant(5, '2026-01-01T00:00:00.000Z', '2028-06-01T00:00:00.000Z'),
      grant(5, '2026-01-02T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
      spend(5, '2026-02-01T00:00:00.000Z'),
    ];
    expect(creditBalance(entries, at('2027-01-01T00:00:00.000Z'))).toBe(5);
  });

  it('does not let a spend use a grant that had already expired', () => {
    const entries = [
      grant(5, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
      spend(3, '2026-03-01T00:00:00.000Z'),
      grant(10, '2026-04-01T00:00:00.000Z', null),
    ];
    expect(creditBalance(entries, at('2026-05-01T00:00:00.000Z'))).toBe(7);
  });

  it('is never negative', () => {
    expect(
      creditBalance([spend(4, '2026-01-01T00:00:00.000Z')], at('2026-02-01T00:00:00.000Z')),
    ).toBe(0);
  });
});
