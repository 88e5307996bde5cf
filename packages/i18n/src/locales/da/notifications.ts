import type { PartialCatalog } from '../../catalog';
import type { notifications as reference } from '../no/notifications';

// Danish is "Coming soon" (docs/product.md#languages): the basics are here, the rest falls back to English.
export const notifications: PartialCatalog<typeof reference> = {
  heading: 'Notifikationer',
  empty: 'Ingen nye notifikationer. Vi siger til, når noget er klar!',
  unread: 'Ulæst',
  snackbar: {
    open: 'Åbn',
    close: 'Luk notifikationen',
  },
};
