import type { PartialCatalog } from '../../catalog';
import type { stuff as reference } from '../no/stuff';

export const stuff: PartialCatalog<typeof reference> = {
  settings: {
    snow: 'Sne i december',
    snowHint: 'Stille snefald bag siderne, kun i december',
    snowReducedMotion: 'Skjult, fordi enheden beder om mindre bevægelse',
  },
};
