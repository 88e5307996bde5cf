import { useState } from 'react';
import { cx } from '../components/cx';
import { apiAssetUrl } from '../api/api-asset-url';
import { MonsterEyes } from '../components/monster-eyes';

interface MonsterPictureProps {
  imageUrl: string | null;
  /** The picture's text alternative; empty when the monster's name is right beside it. */
  alt: string;
  className?: string;
}

/** The monster's picture, or a friendly silhouette while there is none (or it won't load). */
export function MonsterPicture({ imageUrl, alt, className }: MonsterPictureProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (imageUrl && broken !== imageUrl) {
    return (
      <img
        src={apiAssetUrl(imageUrl)}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(imageUrl)}
        className={cx('bg-surface-raised object-cover', className)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx('grid place-items-center bg-surface-raised', className)}
    >
      <MonsterSilhouette className="size-3/5" />
    </span>
  );
}

/** A round little monster with big eyes: the shape a picture will fill. */
export function MonsterSilhouette({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path d="M18 16 L22 6 L27 15 Z M46 16 L42 6 L37 15 Z" fill="var(--mo-monster-light)" />
      <ellipse cx="32" cy="36" rx="22" ry="21" fill="var(--mo-monster)" />
      <MonsterEyes
        cx={32}
        cy={32}
        apart={16}
        r={6.5}
        fill="var(--mo-ink)"
        pupil={{ dx: 1.5, dy: 1, r: 3, fill: 'var(--mo-canvas)' }}
      />
      <path
        d="M25 45 Q32 51 39 45"
        stroke="var(--mo-canvas)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="22" cy="56" rx="5" ry="3" fill="var(--mo-monster-light)" />
      <ellipse cx="42" cy="56" rx="5" ry="3" fill="var(--mo-monster-light)" />
    </svg>
  );
}
