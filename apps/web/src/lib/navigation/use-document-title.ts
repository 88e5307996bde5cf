import { PRODUCT_NAME } from '@monstory/contracts/constants';
import { useEffect } from 'react';
import { trackPageView } from '../analytics/analytics';

/** docs/product.md#shell: the document title is the route title plus the product name. */
export function formatDocumentTitle(title: string): string {
  return `${title} · ${PRODUCT_NAME}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    trackPageView(document.title);
  }, [title]);
}
