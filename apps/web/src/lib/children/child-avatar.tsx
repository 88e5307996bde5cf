import type { Child } from '@monstory/contracts/children';
import { apiAssetUrl } from '../api/api-asset-url';
import { cx } from '../components/cx';

// Light circles under dark ink, every pair well above 4.5:1. A child's place among their siblings
// picks theirs, so up to six children never share one. The accent (actions, the ring round the
// chosen child) and the premium gold (what costs credits) keep their meanings.
const CIRCLES = [
  'bg-monster',
  'bg-[#a8e6a1]',
  'bg-[#ffd6a5]',
  'bg-monster-light',
  'bg-[#7cc4ff]',
  'bg-[#ffa3c8]',
];

/** The child's monster picture, else their initial on a circle of their own colour. */
export function ChildAvatar({
  child,
  place,
  className,
}: {
  child: Pick<Child, 'name' | 'monster' | 'profileImageUrl'>;
  /** The child's place in the account's list. */
  place: number;
  className?: string;
}) {
  const base = cx('grid shrink-0 place-items-center overflow-hidden rounded-full', className);
  const picture = child.monster?.imageUrl ?? child.profileImageUrl;
  if (picture) {
    return (
      <img
        src={apiAssetUrl(picture)}
        alt=""
        className={cx(base, 'bg-surface-raised object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(base, CIRCLES[place % CIRCLES.length], 'font-black text-canvas')}
    >
      {child.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
