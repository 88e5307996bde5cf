import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_PATH } from '../../lib/navigation/app-paths';

/** docs/product.md#checkout: the shop button, for registered users only (guests may not open the shop). */
export function ShopButton() {
  const { t } = useTranslation('account');
  return (
    <Link
      to={SHOP_PATH}
      className="inline-flex min-h-touch items-center gap-2 rounded-full border-2 border-premium/60 px-3 font-extrabold text-premium transition duration-200 ease-calm hover:bg-premium/10 md:px-4"
    >
      <Store className="size-5" aria-hidden="true" />
      <span className="sr-only md:not-sr-only">{t('shop')}</span>
    </Link>
  );
}
