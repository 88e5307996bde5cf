import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/components/cx';
import { MonstoryMark } from '../../lib/components/monstory-mark';

/** docs/product.md#shell: the corner logo leads to My Stuff. */
export function LogoLink({
  className,
  markClassName,
}: {
  className?: string;
  markClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to="/stuff"
      aria-label={t('actions.logoHome')}
      className={cx(
        'grid shrink-0 place-items-center rounded-full transition duration-200 ease-calm hover:scale-105',
        className,
      )}
    >
      <MonstoryMark className={markClassName ?? 'size-10'} />
    </Link>
  );
}
