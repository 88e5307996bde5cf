import { UserRound } from 'lucide-react';
import { cx } from '../../lib/components/cx';
import { apiAssetUrl } from '../../lib/api/api-asset-url';

/** The profile picture, else the name's first letter, else a friendly outline. */
export function ProfileAvatar({
  imageUrl,
  name,
  className,
}: {
  imageUrl: string | null | undefined;
  name: string | null;
  className?: string;
}) {
  const base = cx('grid shrink-0 place-items-center overflow-hidden rounded-full', className);
  if (imageUrl)
    return <img src={apiAssetUrl(imageUrl)} alt="" className={cx(base, 'object-cover')} />;
  const initial = name?.trim().charAt(0).toUpperCase();
  if (initial) {
    return (
      <span aria-hidden="true" className={cx(base, 'bg-monster font-black text-canvas')}>
        {initial}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cx(base, 'bg-surface-raised text-ink')}>
      <UserRound className="size-3/5" />
    </span>
  );
}
