import { HERO_BANNER_MIN_HEIGHT } from '@monstory/contracts/constants';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../navigation/app-paths';
import { useViewerKind } from '../auth/auth-context';
import { cx } from './cx';
import { MonstoryMark } from './monstory-mark';
import { IconButton } from './icon-button';

interface HeroBannerProps {
  /** In px (docs/product.md#routes: default 600). */
  minHeight?: number;
  backButton?: boolean;
  showLogo?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The big night-sky banner at the top of Home and Login (Hero banner, docs/product.md#sign-in). The back button
 * is hidden for a signed-in, verified, non-anonymous user: for them there is nowhere to go back
 * to on these pages.
 */
export function HeroBanner({
  minHeight = HERO_BANNER_MIN_HEIGHT,
  backButton = false,
  showLogo = false,
  className,
  children,
}: HeroBannerProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const viewer = useViewerKind();
  const showBack = backButton && viewer !== 'registered-verified';

  return (
    <section
      style={{ minHeight: `min(${minHeight}px, 100dvh)` }}
      className={cx(
        'relative isolate flex w-full flex-col items-center justify-center gap-6 overflow-hidden px-2 py-10 text-center',
        className,
      )}
    >
      <HeroSky />
      {showBack && (
        <IconButton
          icon={ArrowLeft}
          label={t('hero.back')}
          onClick={() => void (hasEarlierPage() ? navigate(-1) : navigate(HOME_PATH))}
          className="absolute top-0 left-0 bg-surface/70"
        />
      )}
      {showLogo && (
        <div className="flex flex-col items-center gap-2">
          <MonstoryMark className="size-24 drop-shadow-[0_12px_30px_rgb(0_255_214/0.35)] md:size-28" />
          <p className="text-3xl font-black tracking-tight">Monstory</p>
        </div>
      )}
      {children}
    </section>
  );
}

/** The browser router numbers this tab's entries; 0 is the first page of the visit. */
function hasEarlierPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** A crescent moon and a soft glow behind the content; purely decorative. */
function HeroSky() {
  const maskId = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute top-6 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent/10 blur-3xl" />
      <svg
        viewBox="0 0 64 64"
        focusable="false"
        className="absolute top-2 right-2 size-14 opacity-90 md:top-6 md:right-10 md:size-20"
      >
        <mask id={maskId}>
          <rect width="64" height="64" fill="white" />
          <circle cx="42" cy="24" r="22" fill="black" />
        </mask>
        <circle cx="30" cy="32" r="24" fill="#fff3c4" mask={`url(#${maskId})`} />
      </svg>
    </div>
  );
}
