import { Coins, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';

/**
 * The premium mark (docs/look-and-feel.md): a small coin with the credit cost, or a crown for what a
 * subscription includes. It informs; it never hides or blocks what it sits on.
 */
export function CoinBadge({
  credits,
  included = false,
  className,
}: {
  credits: number;
  /** The subscription covers it: a crown instead of a price. */
  included?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('purchase');
  const Icon = included ? Crown : Coins;
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-premium px-2 py-0.5 text-sm font-extrabold whitespace-nowrap text-on-premium',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {included ? t('badge.included') : t('badge.credits', { count: credits })}
    </span>
  );
}
