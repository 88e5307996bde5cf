import type { CreditBalanceBand } from '@monstory/contracts/enums';

// Credits (docs/product.md#credits): the balance shown as a band rather than only a number. The thresholds are
// counted in what credits buy at the seeded prices (docs/decisions/0009-payments.md): an
// illustrated story or a narration costs 10, a story with both 18.
export const CREDIT_BANDS: readonly { min: number; band: CreditBalanceBand }[] = [
  { min: 100, band: 'LOTS_OF_POSSIBILITIES' },
  { min: 40, band: 'ENOUGH_FOR_SEVERAL' },
  { min: 10, band: 'ENOUGH_FOR_A_FEW' },
  { min: 0, band: 'LIMITED_OPTIONS' },
];

export function creditBand(balance: number): CreditBalanceBand {
  return CREDIT_BANDS.find(({ min }) => balance >= min)?.band ?? 'LIMITED_OPTIONS';
}
