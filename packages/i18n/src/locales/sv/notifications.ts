import type { PartialCatalog } from '../../catalog';
import type { notifications as reference } from '../no/notifications';

// Swedish is "Coming soon" (docs/product.md#languages): the basics are here, the rest falls back to English.
export const notifications: PartialCatalog<typeof reference> = {
  heading: 'Aviseringar',
  empty: 'Inga nya aviseringar. Vi säger till när något är klart!',
  unread: 'Oläst',
  snackbar: {
    open: 'Öppna',
    close: 'Stäng aviseringen',
  },
};
