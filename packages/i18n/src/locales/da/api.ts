import type { PartialCatalog } from '../../catalog';
import type { api as reference } from '../no/api';

// Danish is "Coming soon" (docs/product.md#languages): what is missing falls back to English.
export const api: PartialCatalog<typeof reference> = {
  generic: 'Ups, noget gik galt. Prøv igen om lidt.',
  offline: 'Det ser ud til, at du er offline. Tjek forbindelsen og prøv igen.',
  retry: 'Prøv igen',
};
