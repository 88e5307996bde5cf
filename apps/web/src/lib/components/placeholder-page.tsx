import type { ReferenceBundle } from '@monstory/i18n/bundles/no';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';

type RouteTitleKey = keyof ReferenceBundle['routes'];
type PlaceholderKey = keyof ReferenceBundle['common']['placeholders'];

interface PlaceholderPageProps {
  titleKey: RouteTitleKey;
  descriptionKey: PlaceholderKey;
  icon: LucideIcon;
  /** The page shows without the top bar, so it carries its own h1 and a way home. */
  standalone?: boolean;
  /** Standalone pages offer a way back to the front page, except the front page itself. */
  showHomeLink?: boolean;
  children?: ReactNode;
}

/** A friendly stand-in for a screen that a later piece of work builds out. */
export function PlaceholderPage({
  titleKey,
  descriptionKey,
  icon: Icon,
  standalone = false,
  showHomeLink = standalone,
  children,
}: PlaceholderPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = standalone ? 'h1' : 'h2';

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 py-8 text-center md:py-14"
    >
      <div className="grid size-28 place-items-center rounded-full bg-surface-raised shadow-[0_0_0_10px_var(--mo-surface),0_20px_60px_-20px_var(--mo-accent)]">
        <Icon className="size-12 text-accent" strokeWidth={1.75} aria-hidden="true" />
      </div>
      <p className="rounded-full bg-accent-soft px-4 py-1 text-sm font-bold tracking-wide text-accent">
        {t('comingSoon')}
      </p>
      <Heading id={headingId} className="text-3xl font-black text-balance md:text-4xl">
        {t(titleKey, { ns: 'routes' })}
      </Heading>
      <p className="max-w-prose text-lg leading-relaxed text-pretty text-ink-muted">
        {t(`placeholders.${descriptionKey}`)}
      </p>
      {children}
      {showHomeLink && (
        <Link to="/" className={buttonClass('secondary', 'mt-4')}>
          {t('actions.goHome')}
        </Link>
      )}
    </section>
  );
}
