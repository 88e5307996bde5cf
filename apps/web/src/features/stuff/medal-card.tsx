import type { Medal } from '@monstory/contracts/gamification';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { MedalBadge } from './medal-badge';

/** One medal: bright with the day it was won, or its progress and how to win it. */
export function MedalCard({ medal }: { medal: Medal }) {
  const { t, i18n } = useTranslation('medals');
  const nameId = useId();
  const name = t(`items.${medal.id}.name`);
  const howTo = t(`items.${medal.id}.howTo`, { count: medal.target });
  const earned = medal.earnedAt !== null;
  const locale = i18n.language === 'no' ? 'nb-NO' : i18n.language;
  const percent = Math.min(100, Math.round((medal.current / medal.target) * 100));
  const progress = t('progress', { current: medal.current, target: medal.target });

  return (
    <article
      aria-labelledby={nameId}
      className={cx(
        'flex h-full gap-4 rounded-card p-4',
        earned ? 'bg-surface-raised shadow-[0_16px_40px_-24px_var(--mo-premium)]' : 'bg-surface',
      )}
    >
      <MedalBadge id={medal.id} metric={medal.metric} earned={earned} className="h-20 w-16" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={nameId} className="text-lg leading-snug font-black text-balance">
          {name}
        </h3>
        {earned ? (
          <p className="text-sm font-extrabold text-premium">
            {t('earnedOn', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                new Date(medal.earnedAt ?? 0),
              ),
            })}
          </p>
        ) : (
          <div className="flex flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('progressLabel', { name })}
              aria-valuemin={0}
              aria-valuemax={medal.target}
              aria-valuenow={medal.current}
              aria-valuetext={progress}
              className="h-3 w-full overflow-hidden rounded-full bg-canvas"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200 ease-calm"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-sm font-bold text-ink-muted tabular-nums">{progress}</p>
          </div>
        )}
        <p className="text-base text-pretty text-ink-muted">{howTo}</p>
      </div>
    </article>
  );
}
