import type { PartialCatalog } from '../../catalog';
import type { stuff as reference } from '../no/stuff';

export const stuff: PartialCatalog<typeof reference> = {
  settings: {
    snow: 'Snö i december',
    snowHint: 'Stilla snöfall bakom sidorna, bara i december',
    snowReducedMotion: 'Dold eftersom enheten ber om mindre rörelse',
  },
};
