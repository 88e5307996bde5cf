import type { Product } from '@monstory/contracts/payments';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What to call a product in the user's language: a plan by its name (Premium, Mini), a pack by
 * its credits ("100 kreditter") — the catalogue's own names and descriptions are English.
 */
export function useProductLabel(): (product: Product) => string {
  const { t } = useTranslation('shop');
  return useCallback(
    (product) =>
      product.kind === 'SUBSCRIPTION'
        ? product.name
        : t('packs.credits', { count: product.credits }),
    [t],
  );
}
