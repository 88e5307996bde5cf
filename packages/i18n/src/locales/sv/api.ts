import type { PartialCatalog } from '../../catalog';
import type { api as reference } from '../no/api';

// Swedish is "Coming soon" (docs/product.md#languages): what is missing falls back to English.
export const api: PartialCatalog<typeof reference> = {
  generic: 'Hoppsan, något gick fel. Försök igen om en stund.',
  offline: 'Det verkar som att du är offline. Kontrollera anslutningen och försök igen.',
  retry: 'Försök igen',
};
